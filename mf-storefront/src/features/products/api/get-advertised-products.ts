// GET /api/advertise-product: the cars sellers chose to advertise.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Product } from '@usedcars/contract/types';

export function getAdvertisedProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>('/advertise-product', { signal });
}

export function getAdvertisedProductsQueryOptions() {
  return queryOptions({
    queryKey: ['advertised-products'],
    queryFn: ({ signal }) => getAdvertisedProducts(signal),
  });
}

export function useAdvertisedProducts() {
  return useQuery(getAdvertisedProductsQueryOptions());
}
