// POST /api/auth/verify-email {token}: follows a link we mailed (400 when unknown, used or expired).
// POST /api/auth/verify-email/resend: mails the signed-in user a new link (409 already proven, 429 within a minute).
import { useMutation } from '@tanstack/react-query';
import { getMe } from '@usedcars/shared-ui/api/auth/get-me';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';

export function verifyEmail(token: string): Promise<Acknowledged> {
  return apiRequest<Acknowledged>('/auth/verify-email', { method: 'POST', body: { token }, anonymous: true });
}

export function resendVerification(): Promise<Acknowledged> {
  return apiRequest<Acknowledged>('/auth/verify-email/resend', { method: 'POST' });
}

/** Follows the link; a signed-in user's account is read again, so the page shows the address as proven. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      if (!useAuthStore.getState().user) return;
      useAuthStore.getState().setUser(await getMe());
    },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
