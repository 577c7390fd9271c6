// GET /api/category/:value: a category and its cars (404 when the category is unknown).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { CategoryWithProducts } from '@usedcars/contract/types';

export function getCategoryProducts(value: string, signal?: AbortSignal): Promise<CategoryWithProducts> {
  return apiRequest<CategoryWithProducts>(`/category/${encodeURIComponent(value)}`, { signal });
}

export function getCategoryProductsQueryOptions(value: string) {
  return queryOptions({
    queryKey: ['category-products', value],
    queryFn: ({ signal }) => getCategoryProducts(value, signal),
  });
}

export function useCategoryProducts(value: string) {
  return useQuery(getCategoryProductsQueryOptions(value));
}
