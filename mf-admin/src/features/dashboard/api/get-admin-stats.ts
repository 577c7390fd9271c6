// GET /api/admin/stats (Admin): the marketplace at a glance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { ADMIN_STATS_KEY } from '@usedcars/shared-ui/api/oversight-keys';
import type { AdminStats } from '@usedcars/contract/types';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest<AdminStats>('/admin/stats', { signal });
}

export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_STATS_KEY],
    queryFn: ({ signal }) => getAdminStats(signal),
    meta: USER_DATA_META,
    staleTime: 0,
  });
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
