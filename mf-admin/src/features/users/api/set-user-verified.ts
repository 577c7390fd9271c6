// PUT /api/all-users/{uid} {verified}: the admin's verified toggle.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged, SetVerifiedRequest } from '@usedcars/contract/types';
import { ALL_USERS_KEY, updateCachedUsers } from './get-users';
import { refreshAfterAdminAction } from '../../audit';

export interface SetUserVerifiedInput extends SetVerifiedRequest {
  uid: string;
}

export function setUserVerified({ uid, verified }: SetUserVerifiedInput): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/all-users/${encodeURIComponent(uid)}`, {
    method: 'PUT',
    body: { verified },
  });
}

export function useSetUserVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserVerified,
    onSuccess: (_answer, { uid, verified }) => {
      // Show the new state at once, then confirm it with the server.
      updateCachedUsers(queryClient, (users) =>
        users.map((user) => (user.uid === uid ? { ...user, verified } : user)),
      );
      return refreshAfterAdminAction(queryClient, ALL_USERS_KEY);
    },
  });
}
