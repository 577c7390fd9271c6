// The buyer's side of a paid order's handover: POST /orders/{id}/receipt, /dispute and /dispute/answer.
import { ORDERS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { type DealAnswer, useDealAction } from '@usedcars/shared-ui/api/deals/use-deal-action';
import type { DisputeReason } from '@usedcars/contract/deals';

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

/** The buyer's actions on one order, and its window of words (a report of a problem, or an answer). */
export function useBuyerDealAction() {
  return useDealAction<DealAction, 'dispute' | 'answer'>({ send: sendDealAction, refresh: [ORDERS_KEY] });
}
