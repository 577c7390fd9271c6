// GET /api/seller/bookings: the bookings on the seller's cars, newest first, so they know whom to meet where.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SELLER_BOOKINGS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { SellerBooking } from '@usedcars/contract/types';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export function getSellerBookings(signal?: AbortSignal): Promise<SellerBooking[]> {
  return apiRequest<SellerBooking[]>('/seller/bookings', { signal });
}

export function getSellerBookingsQueryOptions(uid: string | undefined) {
  return queryOptions({
    // The uid keys the cache per seller; the API answers for the caller's token.
    queryKey: [SELLER_BOOKINGS_KEY, uid ?? ''],
    queryFn: ({ signal }) => getSellerBookings(signal),
    enabled: Boolean(uid),
    meta: USER_DATA_META,
    // Buyers book and pay at any time: read fresh whenever the page opens.
    staleTime: 0,
  });
}

export function useSellerBookings(uid: string | undefined) {
  return useQuery(getSellerBookingsQueryOptions(uid));
}
