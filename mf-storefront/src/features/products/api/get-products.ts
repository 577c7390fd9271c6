// GET /api/products?page=&limit=: one page of cars, with the total in the X-Total-Count header.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders, readTotalCount } from '@usedcars/shared-ui/api/client';
import { PRODUCT_PAGE_SIZE_DEFAULT, type Product } from '@usedcars/shared-ui/api/types';

export interface ProductPage {
  products: Product[];
  total: number;
}

export async function getProducts(page: number, limit: number, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await apiRequestWithHeaders<Product[]>('/products', {
    params: { page, limit },
    signal,
  });
  return { products: data, total: readTotalCount(headers, data.length) };
}

export function getProductsQueryOptions(page: number, limit = PRODUCT_PAGE_SIZE_DEFAULT) {
  return queryOptions({
    queryKey: ['products', { page, limit }],
    queryFn: ({ signal }) => getProducts(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(page: number, limit = PRODUCT_PAGE_SIZE_DEFAULT) {
  return useQuery(getProductsQueryOptions(page, limit));
}
