// GET /api/reports?page=&pageSize= (Admin): the listings with open reports, most reported first; total in
// X-Total-Count.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders, readTotalCount } from '@usedcars/shared-ui/api/client';
import { REPORTS_KEY } from '@usedcars/shared-ui/api/oversight-keys';
import type { ReportedProduct } from '@usedcars/shared-ui/api/types';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export const REPORTS_PAGE_SIZE = 20;

export interface ReportedProductPage {
  reported: ReportedProduct[];
  total: number;
}

export async function getReports(page: number, signal?: AbortSignal): Promise<ReportedProductPage> {
  const { data, headers } = await apiRequestWithHeaders<ReportedProduct[]>('/reports', {
    params: { page, pageSize: REPORTS_PAGE_SIZE },
    signal,
  });
  return { reported: data, total: readTotalCount(headers, data.length) };
}

export function getReportsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [REPORTS_KEY, { page }],
    queryFn: ({ signal }) => getReports(page, signal),
    placeholderData: keepPreviousData,
    meta: USER_DATA_META,
    staleTime: 0,
  });
}

export function useReports(page: number) {
  return useQuery(getReportsQueryOptions(page));
}
