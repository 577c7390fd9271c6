// PATCH /api/my-products/{id} {status}: the advertise flag (owner only, unsold only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged, OwnProduct } from '@usedcars/contract/types';
import { MY_PRODUCTS_KEY } from './get-my-products';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';

export interface SetAdvertiseInput {
  id: string;
  status: boolean;
}

export function setAdvertise({ id, status }: SetAdvertiseInput): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/my-products/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
}

export function useSetAdvertise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdvertise,
    onSuccess: (_answer, { id, status }) => {
      queryClient.setQueriesData<OwnProduct[]>({ queryKey: [MY_PRODUCTS_KEY] }, (products) =>
        products?.map((product) => (product._id === id ? { ...product, advertise: status } : product)),
      );
      return refetchAfterChange(queryClient, [MY_PRODUCTS_KEY]);
    },
  });
}
