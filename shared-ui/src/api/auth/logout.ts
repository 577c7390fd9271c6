// POST /api/auth/logout: the API clears the session's cookies (the token's is HttpOnly: no script can). The session's
// proof goes along as for any write (the page has already forgotten it: see useAuthStore's logout), so that no other
// site can end a visitor's session.
import { CSRF_HEADER } from '@usedcars/contract/types';
import { apiRequest } from '@usedcars/shared-ui/api/client';

export function logoutSession(proof: string): Promise<void> {
  return apiRequest<void>('/auth/logout', {
    method: 'POST',
    quietUnauthorized: true,
    headers: { [CSRF_HEADER]: proof },
  });
}
