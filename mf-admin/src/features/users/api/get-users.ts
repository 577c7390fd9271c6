// GET /api/all-users?role=&q=&page=&pageSize= (admin only): one page of the users of one role, or those whose
// name or email holds q; the total is in X-Total-Count.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Role, User } from '@usedcars/contract/types';
import { ADMIN_PAGE_SIZE, serverPageQueryOptions, type ServerPage } from '../../paged-list';

export const ALL_USERS_KEY = 'all-users';
export const USERS_PAGE_SIZE = ADMIN_PAGE_SIZE;

export type UsersQuery = { role?: Role; q?: string; page: number };

export function getUsersQueryOptions(query: UsersQuery) {
  return serverPageQueryOptions<User, UsersQuery>(ALL_USERS_KEY, '/all-users', query, USERS_PAGE_SIZE);
}

export function useUsers(query: UsersQuery) {
  return useQuery(getUsersQueryOptions(query));
}

/** Applies `change` to every cached page of users (an admin action shown at once, before the refetch). */
export function updateCachedUsers(queryClient: QueryClient, change: (users: User[]) => User[]): void {
  queryClient.setQueriesData<ServerPage<User>>({ queryKey: [ALL_USERS_KEY] }, (page) =>
    page ? { ...page, rows: change(page.rows) } : page,
  );
}
