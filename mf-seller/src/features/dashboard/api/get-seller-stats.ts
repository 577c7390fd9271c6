// GET /api/seller/stats: the seller's own figures (listings, bookings awaiting payment, sales) and newest bookings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { SELLER_STATS_KEY } from '@usedcars/shared-ui/api/oversight-keys';
import type { SellerStats } from '@usedcars/contract/types';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export function getSellerStats(signal?: AbortSignal): Promise<SellerStats> {
  return apiRequest<SellerStats>('/seller/stats', { signal });
}

export function getSellerStatsQueryOptions(uid: string | undefined) {
  return queryOptions({
    // The uid keys the cache per seller; the API answers for the caller's token.
    queryKey: [SELLER_STATS_KEY, uid ?? ''],
    queryFn: ({ signal }) => getSellerStats(signal),
    enabled: Boolean(uid),
    meta: USER_DATA_META,
    // Bookings, payments and reports change the figures at any time: read fresh whenever the page opens.
    staleTime: 0,
  });
}

export function useSellerStats(uid: string | undefined) {
  return useQuery(getSellerStatsQueryOptions(uid));
}
