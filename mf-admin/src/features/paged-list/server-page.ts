// The admin lists the server pages: GET <path>?...&page=&pageSize= answers one page of rows, with the total of all
// pages in X-Total-Count. An admin acts on these lists: each shows what the server has now (no stale copy), keeps
// the previous page on screen while the next loads, and is dropped from the cache on logout (user data).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequestWithHeaders, readTotalCount, type QueryParams } from '@usedcars/shared-ui/api/client';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

/** The admin lists' page size. */
export const ADMIN_PAGE_SIZE = 20;

export interface ServerPage<Row> {
  rows: Row[];
  total: number;
}

export async function getServerPage<Row>(
  path: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<ServerPage<Row>> {
  const { data, headers } = await apiRequestWithHeaders<Row[]>(path, { params, signal });
  return { rows: data, total: readTotalCount(headers, data.length) };
}

/** One page of `path`, cached under [key, query]; `query` holds the filters and the page (1-based). */
export function serverPageQueryOptions<Row, Query extends QueryParams & { page: number }>(
  key: string,
  path: string,
  query: Query,
  pageSize = ADMIN_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: [key, query],
    queryFn: ({ signal }) => getServerPage<Row>(path, { ...query, pageSize }, signal),
    placeholderData: keepPreviousData,
    meta: USER_DATA_META,
    staleTime: 0,
  });
}
