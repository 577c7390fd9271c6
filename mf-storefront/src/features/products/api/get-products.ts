// GET /api/products?q=&category=&…&sort=&page=&pageSize=: one page of cars matching the search and filters,
// with the total in the X-Total-Count header (counted up to SEARCH_COUNT_CAP: `capped` past it).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders, readTotalCount } from '@usedcars/shared-ui/api/client';
import { type Product, type ProductSearchQuery, TOTAL_CAPPED_HEADER } from '@usedcars/contract/types';

export interface ProductPage {
  products: Product[];
  total: number;
  /** More cars match than `total` (the count stopped there). */
  capped: boolean;
}

export async function getProducts(query: ProductSearchQuery, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await apiRequestWithHeaders<Product[]>('/products', {
    params: { ...query, fuel: query.fuel?.join(',') },
    signal,
  });
  return {
    products: data,
    total: readTotalCount(headers, data.length),
    capped: headers.get(TOTAL_CAPPED_HEADER) === 'true',
  };
}

export function getProductsQueryOptions(query: ProductSearchQuery) {
  return queryOptions({
    queryKey: ['products', query],
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: ProductSearchQuery) {
  return useQuery(getProductsQueryOptions(query));
}
