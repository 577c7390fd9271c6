// DELETE /api/user/{uid} (admin only; 403 for an admin or yourself). A 401/403 here has its own message,
// so the page handles it instead of the global expired-session handler.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged } from '@usedcars/contract/types';
import { ALL_USERS_KEY, updateCachedUsers } from './get-users';
import { refreshAfterAdminAction } from '../../audit';

export function deleteUser(uid: string): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/user/${encodeURIComponent(uid)}`, {
    method: 'DELETE',
    quietUnauthorized: true,
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, uid) => {
      updateCachedUsers(queryClient, (users) => users.filter((user) => user.uid !== uid));
      return refreshAfterAdminAction(queryClient, ALL_USERS_KEY);
    },
  });
}
