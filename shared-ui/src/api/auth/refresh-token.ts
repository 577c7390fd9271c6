// POST /api/used-jwt: a fresh token for the session the current token proves (401 when it no longer does), put by
// the API into the session's cookies (the apps get no token in the body).
import { apiRequest } from '@usedcars/shared-ui/api/client';

export async function refreshToken(options: { quietUnauthorized?: boolean } = {}): Promise<void> {
  await apiRequest<unknown>('/used-jwt', { method: 'POST', ...options });
}
