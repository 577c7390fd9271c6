// DELETE /api/my-products/{id}: removes an unsold listing (409 once sold).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged, OwnProduct } from '@usedcars/contract/types';
import { MY_PRODUCTS_KEY } from './get-my-products';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';

export function deleteMyProduct(id: string): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/my-products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyProduct,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<OwnProduct[]>({ queryKey: [MY_PRODUCTS_KEY] }, (products) =>
        products?.filter((product) => product._id !== id),
      );
      return refetchAfterChange(queryClient, [MY_PRODUCTS_KEY]);
    },
  });
}
