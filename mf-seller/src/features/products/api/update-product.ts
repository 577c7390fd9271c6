// PUT /api/product/{id} (the listing's seller): the whole listing again, with the rules of POST /product. 400
// answers per-field messages; 401/403 mean the session is over, which the edit page reports itself; 409 that the
// car was sold or taken down meanwhile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged, UpdateProductRequest } from '@usedcars/contract/types';
import { MY_PRODUCTS_KEY } from './get-my-products';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';

export function updateProduct({
  id,
  product,
}: {
  id: string;
  product: UpdateProductRequest;
}): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/product/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: product,
    quietUnauthorized: true,
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => refetchAfterChange(queryClient, [MY_PRODUCTS_KEY]),
  });
}
