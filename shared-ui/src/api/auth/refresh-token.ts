// POST /api/used-jwt: a fresh token for the session the current token proves (401 when it no longer does).
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { TokenResponse } from '@usedcars/contract/types';

export function refreshToken(options: { quietUnauthorized?: boolean } = {}): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/used-jwt', { method: 'POST', ...options });
}
