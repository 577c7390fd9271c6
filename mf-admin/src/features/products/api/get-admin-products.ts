// GET /api/admin/products?q=&status=&page=&pageSize= (Admin): every listing with its seller; total in X-Total-Count.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders, readTotalCount } from '@usedcars/shared-ui/api/client';
import type { AdminProduct, ListingStatus } from '@usedcars/shared-ui/api/types';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export const ADMIN_PRODUCTS_KEY = 'admin-products';
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export interface AdminProductsQuery {
  q?: string;
  status?: ListingStatus;
  page: number;
}

export interface AdminProductPage {
  products: AdminProduct[];
  total: number;
}

export async function getAdminProducts(
  query: AdminProductsQuery,
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  const { data, headers } = await apiRequestWithHeaders<AdminProduct[]>('/admin/products', {
    params: { q: query.q, status: query.status, page: query.page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE },
    signal,
  });
  return { products: data, total: readTotalCount(headers, data.length) };
}

export function getAdminProductsQueryOptions(query: AdminProductsQuery) {
  return queryOptions({
    queryKey: [ADMIN_PRODUCTS_KEY, query],
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    placeholderData: keepPreviousData,
    meta: USER_DATA_META,
    staleTime: 0,
  });
}

export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery(getAdminProductsQueryOptions(query));
}
