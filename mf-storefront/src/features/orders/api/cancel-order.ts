// DELETE /api/orders/{orderId}: the buyer cancels an unpaid booking (409 once it is paid).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged } from '@usedcars/contract/types';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';

export function cancelOrder(orderId: string): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/orders/${encodeURIComponent(orderId)}`, { method: 'DELETE' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // Settled, not only on success: a 409 means the order changed (paid) and the list is stale.
    onSettled: () => refetchAfterChange(queryClient, [ORDERS_KEY]),
  });
}
