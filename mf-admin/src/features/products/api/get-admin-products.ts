// GET /api/admin/products?q=&status=&page=&pageSize= (Admin): every listing with its seller; total in X-Total-Count.
import { useQuery } from '@tanstack/react-query';
import type { AdminListingFilter, AdminProduct } from '@usedcars/contract/types';
import { ADMIN_PAGE_SIZE, serverPageQueryOptions } from '../../paged-list';

export const ADMIN_PRODUCTS_KEY = 'admin-products';
export const ADMIN_PRODUCTS_PAGE_SIZE = ADMIN_PAGE_SIZE;

export type AdminProductsQuery = { q?: string; status?: AdminListingFilter; page: number };

export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery(
    serverPageQueryOptions<AdminProduct, AdminProductsQuery>(
      ADMIN_PRODUCTS_KEY,
      '/admin/products',
      query,
      ADMIN_PRODUCTS_PAGE_SIZE,
    ),
  );
}
