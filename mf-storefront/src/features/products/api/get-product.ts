// GET /api/product/:id: one car with its price history (404 when unknown, 410 when taken down or deleted).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { ProductDetail } from '@usedcars/contract/types';

export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiRequest<ProductDetail>(`/product/${encodeURIComponent(id)}`, { signal });
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
