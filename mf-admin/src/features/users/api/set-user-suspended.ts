// PUT /api/all-users/{uid}/suspension {suspended}: lifts (or sets) an account's suspension.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged, SetSuspendedRequest } from '@usedcars/contract/types';
import { ALL_USERS_KEY, updateCachedUsers } from './get-users';
import { refreshAfterAdminAction } from '../../audit';

export interface SetUserSuspendedInput extends SetSuspendedRequest {
  uid: string;
}

export function setUserSuspended({ uid, suspended }: SetUserSuspendedInput): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/all-users/${encodeURIComponent(uid)}/suspension`, {
    method: 'PUT',
    body: { suspended },
  });
}

export function useSetUserSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserSuspended,
    onSuccess: (_answer, { uid, suspended }) => {
      updateCachedUsers(queryClient, (users) =>
        users.map((user) => (user.uid === uid ? { ...user, suspended } : user)),
      );
      return refreshAfterAdminAction(queryClient, ALL_USERS_KEY);
    },
  });
}
