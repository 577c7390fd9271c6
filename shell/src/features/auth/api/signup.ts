// POST /api/auth/signup: creates the account and answers a token and the user (409 'Email already use',
// 400 with per-field messages, 429 when rate limited). Only the shell signs people up.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { AppAuthResponse, SignupRequest } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';

export function signup(request: SignupRequest): Promise<AppAuthResponse> {
  return apiRequest<AppAuthResponse>('/auth/signup', { method: 'POST', body: request, anonymous: true });
}

/** Signs up and, on success, shows the user (the API has set the session's cookies) (then home). */
export function useSignup() {
  return useMutation({
    mutationFn: signup,
    onSuccess: ({ user }) => useAuthStore.getState().login(user),
  });
}
