// POST /api/users/me/delete: the caller deletes their own account; the server clears the session's cookies.
import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@usedcars/contract/account-closing';
import type { Acknowledged } from '@usedcars/contract/types';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { endingSession } from '@usedcars/shared-ui/auth/session-expiry';

/** Once deleted, the caller leaves the page and then forgets the account and its data, as a logout does. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (proof: DeleteAccountRequest) =>
      endingSession(() => apiRequest<Acknowledged>('/users/me/delete', { method: 'POST', body: proof })),
  });
}

export function forgetDeletedAccount(): void {
  useAuthStore.getState().logout();
}
