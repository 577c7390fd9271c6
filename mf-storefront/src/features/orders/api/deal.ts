// The buyer's side of a paid order's handover: POST /orders/{id}/receipt, /dispute and /dispute/answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { DisputeReason } from '@usedcars/contract/deals';
import type { Acknowledged, OrderStatus } from '@usedcars/contract/types';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';

type DealAnswer = Acknowledged & { status: OrderStatus };

const orderPath = (orderId: string, action: string) => `/orders/${encodeURIComponent(orderId)}/${action}`;

export type DealAction =
  | { kind: 'receipt'; orderId: string }
  | { kind: 'dispute'; orderId: string; reason: DisputeReason; message: string }
  | { kind: 'answer'; orderId: string; message: string };

export function sendDealAction(action: DealAction): Promise<DealAnswer> {
  switch (action.kind) {
    case 'receipt':
      return apiRequest<DealAnswer>(orderPath(action.orderId, 'receipt'), { method: 'POST' });
    case 'dispute':
      return apiRequest<DealAnswer>(orderPath(action.orderId, 'dispute'), {
        method: 'POST',
        body: { reason: action.reason, message: action.message },
      });
    case 'answer':
      return apiRequest<DealAnswer>(orderPath(action.orderId, 'dispute/answer'), {
        method: 'POST',
        body: { message: action.message },
      });
  }
}

export function useDealAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDealAction,
    // Settled, not only on success: a 409 means the order moved on and the list is stale.
    onSettled: () => refetchAfterChange(queryClient, [ORDERS_KEY]),
  });
}
