// GET /api/product/:id/similar: unsold cars like this one (same model, else brand and category), nearest in price.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Product } from '@usedcars/contract/types';

export function getSimilarProducts(id: string, signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>(`/product/${encodeURIComponent(id)}/similar`, { signal });
}

export function getSimilarProductsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['product', id, 'similar'],
    queryFn: ({ signal }) => getSimilarProducts(id, signal),
  });
}

export function useSimilarProducts(id: string) {
  return useQuery(getSimilarProductsQueryOptions(id));
}
