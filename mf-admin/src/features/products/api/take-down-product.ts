// PATCH /api/admin/products/{id}/takedown {reason} (Admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged } from '@usedcars/contract/types';
import { ADMIN_PRODUCTS_KEY } from './get-admin-products';
import { refreshAfterAdminAction } from '../../audit';
import { REPORTS_KEY } from '@usedcars/shared-ui/api/oversight-keys';

export interface TakeDownInput {
  id: string;
  reason: string;
}

export function takeDownProduct({ id, reason }: TakeDownInput): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/admin/products/${encodeURIComponent(id)}/takedown`, {
    method: 'PATCH',
    body: { reason },
  });
}

export function useTakeDownProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeDownProduct,
    onSuccess: () => refreshAfterAdminAction(queryClient, ADMIN_PRODUCTS_KEY, REPORTS_KEY),
  });
}
