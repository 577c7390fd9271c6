// POST /api/auth/login: email and password for a token and the user (401 'Wrong Password' / 'No Users Found').
// Used by the shell's /login and the admin console's standalone login, through the shared LoginForm.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { AuthResponse, LoginRequest } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';

export function login(credentials: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/login', { method: 'POST', body: credentials, anonymous: true });
}

/** Logs in and, on success, stores the token and the user. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => useAuthStore.getState().login(token, user),
  });
}
