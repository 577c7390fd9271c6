// POST /api/auth/login: email and password for a token and the user (401 'Wrong Email or Password', whichever was wrong).
// Used by the shell's /login and the admin console's standalone login, through the shared LoginForm.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { AppAuthResponse, LoginRequest } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';

export function login(credentials: LoginRequest): Promise<AppAuthResponse> {
  return apiRequest<AppAuthResponse>('/auth/login', { method: 'POST', body: credentials, anonymous: true });
}

/** Logs in and, on success, shows the user (the API has set the session's cookies). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => useAuthStore.getState().login(user),
  });
}
