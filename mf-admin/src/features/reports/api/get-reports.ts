// GET /api/reports?page=&pageSize= (Admin): the listings with open reports, most reported first; total in
// X-Total-Count.
import { useQuery } from '@tanstack/react-query';
import { REPORTS_KEY } from '@usedcars/shared-ui/api/oversight-keys';
import type { ReportedProduct } from '@usedcars/contract/types';
import { ADMIN_PAGE_SIZE, serverPageQueryOptions } from '../../paged-list';

export const REPORTS_PAGE_SIZE = ADMIN_PAGE_SIZE;

export function useReports(page: number) {
  return useQuery(
    serverPageQueryOptions<ReportedProduct, { page: number }>(
      REPORTS_KEY,
      '/reports',
      { page },
      REPORTS_PAGE_SIZE,
    ),
  );
}
