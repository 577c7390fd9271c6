// GET /api/brand: every brand (seller's Add Product select, storefront filters, admin Brand page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Brand } from '@usedcars/contract/types';

export const BRANDS_KEY = 'brands';

export function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  return apiRequest<Brand[]>('/brand', { signal });
}

export function getBrandsQueryOptions() {
  return queryOptions({
    queryKey: [BRANDS_KEY],
    queryFn: ({ signal }) => getBrands(signal),
  });
}

export function useBrands() {
  return useQuery(getBrandsQueryOptions());
}
