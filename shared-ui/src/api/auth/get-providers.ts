// GET /api/auth/providers: whether 'Continue With Google' (OpenID Connect) is offered, and if it is the
// local stand-in. Read by the login form and the sign-up page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { AuthProviders } from '@usedcars/contract/types';

export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return apiRequest<AuthProviders>('/auth/providers', { signal, anonymous: true });
}

export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
  });
}

export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}

/** Where 'Continue With Google' goes: a full-page navigation; the API comes back to returnTo when done. */
export function oidcStartUrl(returnTo: string): string {
  return `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;
}
