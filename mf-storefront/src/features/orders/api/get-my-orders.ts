// GET /api/orders/{uid}: the signed-in buyer's bookings, newest first, each with the status the server decided.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Order } from '@usedcars/contract/types';
import { selectUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

/** A 'processing' payment is being captured within seconds; poll until the server settles it. */
export const PROCESSING_REFETCH_MS = 3000;

export function getMyOrders(uid: string, signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Order[]>(`/orders/${encodeURIComponent(uid)}`, { signal });
}

export function getMyOrdersQueryOptions(uid: string) {
  return queryOptions({
    queryKey: [ORDERS_KEY, uid],
    queryFn: ({ signal }) => getMyOrders(uid, signal),
    // One user's data: logging in or out drops it from the cache.
    meta: USER_DATA_META,
    // Another buyer may pay for the same car at any time: always read fresh on opening the page.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((order) => order.status === 'processing') ? PROCESSING_REFETCH_MS : false,
  });
}

export function useMyOrders() {
  const uid = useAuthStore(selectUser)?.uid ?? '';
  return useQuery({ ...getMyOrdersQueryOptions(uid), enabled: uid !== '' });
}
