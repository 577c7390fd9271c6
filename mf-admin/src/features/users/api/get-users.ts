// GET /api/all-users?role=&q=&page=&pageSize= (admin only): one page of the users of one role, or those whose
// name or email holds q; the total is in X-Total-Count.
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders, readTotalCount } from '@usedcars/shared-ui/api/client';
import type { Role, User } from '@usedcars/shared-ui/api/types';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export const ALL_USERS_KEY = 'all-users';
export const USERS_PAGE_SIZE = 20;

export interface UsersQuery {
  role?: Role;
  q?: string;
  page: number;
}

export interface UsersPage {
  users: User[];
  total: number;
}

export async function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UsersPage> {
  const { data, headers } = await apiRequestWithHeaders<User[]>('/all-users', {
    params: { role: query.role, q: query.q, page: query.page, pageSize: USERS_PAGE_SIZE },
    signal,
  });
  return { users: data, total: readTotalCount(headers, data.length) };
}

export function getUsersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: [ALL_USERS_KEY, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    meta: USER_DATA_META,
    // An admin acts on this list; show what the server has now, not a five-minute-old copy.
    staleTime: 0,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(getUsersQueryOptions(query));
}

/** Applies `change` to every cached page of users (an admin action shown at once, before the refetch). */
export function updateCachedUsers(queryClient: QueryClient, change: (users: User[]) => User[]): void {
  queryClient.setQueriesData<UsersPage>({ queryKey: [ALL_USERS_KEY] }, (page) =>
    page ? { ...page, users: change(page.users) } : page,
  );
}
