// GET /api/categories: used by the shell footer and the storefront home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Category } from '@usedcars/contract/types';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/categories', { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
