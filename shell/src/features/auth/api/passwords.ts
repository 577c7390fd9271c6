// POST /api/auth/password-reset {email}: mails a reset link if an account has the address (the same answer either way).
// POST /api/auth/password-reset/confirm {token, password}: sets the new password, ending every session (400 bad link).
// POST /api/auth/change-password {currentPassword, newPassword}: a fresh token for this session, the others ended.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type {
  Acknowledged,
  AppAuthResponse,
  ChangePasswordRequest,
  PasswordResetConfirmRequest,
} from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';

export function requestPasswordReset(email: string): Promise<Acknowledged> {
  return apiRequest<Acknowledged>('/auth/password-reset', {
    method: 'POST',
    body: { email },
    anonymous: true,
  });
}

export function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<Acknowledged> {
  return apiRequest<Acknowledged>('/auth/password-reset/confirm', {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}

export function changePassword(request: ChangePasswordRequest): Promise<AppAuthResponse> {
  return apiRequest<AppAuthResponse>('/auth/change-password', { method: 'POST', body: request });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Sets the new password; a session open on this page ended with it, so the page falls back to signed out. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => {
      if (useAuthStore.getState().user) useAuthStore.getState().logout();
    },
  });
}

/** Changes the password and keeps this session going with the fresh token the server put in its cookies. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ user }) => useAuthStore.getState().login(user),
  });
}
