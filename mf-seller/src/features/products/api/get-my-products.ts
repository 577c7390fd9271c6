// GET /api/my-products/{uid}: the seller's own listings, with status and takedown reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { OwnProduct } from '@usedcars/contract/types';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export const MY_PRODUCTS_KEY = 'my-products';

export function getMyProducts(uid: string, signal?: AbortSignal): Promise<OwnProduct[]> {
  return apiRequest<OwnProduct[]>(`/my-products/${encodeURIComponent(uid)}`, { signal });
}

export function getMyProductsQueryOptions(uid: string | undefined) {
  return queryOptions({
    queryKey: [MY_PRODUCTS_KEY, uid ?? ''],
    queryFn: ({ signal }) => getMyProducts(uid ?? '', signal),
    enabled: Boolean(uid),
    meta: USER_DATA_META,
    staleTime: 0,
  });
}

export function useMyProducts(uid: string | undefined) {
  return useQuery(getMyProductsQueryOptions(uid));
}
