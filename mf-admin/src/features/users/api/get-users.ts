// GET /api/all-users?role=…: every user, or those of one role (admin only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Role, User } from '@usedcars/shared-ui/api/types';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export const ALL_USERS_KEY = 'all-users';

export function getUsers(role: Role | undefined, signal?: AbortSignal): Promise<User[]> {
  return apiRequest<User[]>('/all-users', { params: { role }, signal });
}

export function getUsersQueryOptions(role: Role | undefined) {
  return queryOptions({
    queryKey: [ALL_USERS_KEY, role ?? 'all'],
    queryFn: ({ signal }) => getUsers(role, signal),
    meta: USER_DATA_META,
    // An admin acts on this list; show what the server has now, not a five-minute-old copy.
    staleTime: 0,
  });
}

export function useUsers(role: Role | undefined) {
  return useQuery(getUsersQueryOptions(role));
}
