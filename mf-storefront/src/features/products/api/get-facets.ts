// GET /api/products/facets?…filters: for the /cars query, how many cars each brand, category, fuel, transmission
// and price band would give (estimated on a large catalog: `approximate`), shown beside the filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { ProductFacets, ProductSearchQuery } from '@usedcars/contract/types';

export function getFacets(query: ProductSearchQuery, signal?: AbortSignal): Promise<ProductFacets> {
  return apiRequest<ProductFacets>('/products/facets', {
    params: { ...query, fuel: query.fuel?.join(',') },
    signal,
  });
}

/** Page and sort change no count: one query per set of filters. */
export function getFacetsQueryOptions({
  page: _page,
  pageSize: _pageSize,
  sort: _sort,
  ...filters
}: ProductSearchQuery) {
  return queryOptions({
    queryKey: ['facets', filters],
    queryFn: ({ signal }) => getFacets(filters, signal),
  });
}

/** The last counts are kept while the next load. */
export function useFacets(query: ProductSearchQuery) {
  return useQuery({ ...getFacetsQueryOptions(query), placeholderData: keepPreviousData });
}
