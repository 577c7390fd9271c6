// POST /api/product (Sellers): a new listing. 400 answers per-field messages; 401/403 mean the session is
// over, which the Add Product page reports with the product's own toast, so it is quiet here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { CreateProductRequest } from '@usedcars/contract/types';
import { MY_PRODUCTS_KEY } from './get-my-products';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';

export interface InsertedAnswer {
  acknowledged: boolean;
  insertedId: string;
}

export function createProduct(product: CreateProductRequest): Promise<InsertedAnswer> {
  return apiRequest<InsertedAnswer>('/product', { method: 'POST', body: product, quietUnauthorized: true });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => refetchAfterChange(queryClient, [MY_PRODUCTS_KEY]),
  });
}
