// The seller's side of a paid order's handover: POST /seller/bookings/{id}/handover and /cancel, and
// /orders/{id}/dispute (the buyer's confirmation) and /dispute/answer.
import { SELLER_BOOKINGS_KEY } from '@usedcars/shared-ui/api/buying-keys';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { type DealAnswer, useDealAction } from '@usedcars/shared-ui/api/deals/use-deal-action';

export type SellerDealAction =
  | { kind: 'handover' | 'cancel'; orderId: string }
  | { kind: 'dispute'; orderId: string; message: string }
  | { kind: 'answer'; orderId: string; message: string };

export function sendSellerDealAction(action: SellerDealAction): Promise<DealAnswer> {
  const id = encodeURIComponent(action.orderId);
  switch (action.kind) {
    case 'handover':
    case 'cancel':
      return apiRequest<DealAnswer>(`/seller/bookings/${id}/${action.kind}`, { method: 'POST' });
    case 'dispute':
      return apiRequest<DealAnswer>(`/orders/${id}/dispute`, {
        method: 'POST',
        body: { reason: 'not_received', message: action.message },
      });
    case 'answer':
      return apiRequest<DealAnswer>(`/orders/${id}/dispute/answer`, {
        method: 'POST',
        body: { message: action.message },
      });
  }
}

/** The seller's actions on one booking, and its window (cancelling the sale, a dispute, an answer). */
export function useSellerDealAction() {
  return useDealAction<SellerDealAction, 'dispute' | 'answer' | 'cancel'>({
    send: sendSellerDealAction,
    refresh: [SELLER_BOOKINGS_KEY],
  });
}
