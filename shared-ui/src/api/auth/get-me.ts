// GET /api/auth/me: the signed-in user, as the server knows them now (401 without a valid token).
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { User } from '@usedcars/contract/types';

export function getMe(options: { signal?: AbortSignal; quietUnauthorized?: boolean } = {}): Promise<User> {
  return apiRequest<User>('/auth/me', options);
}
