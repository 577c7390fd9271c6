// Handover, disputes and refunds of a paid order (docs/product-rules.md, "Handover, disputes and refunds").
import type { IsoDateTime, OrderStatus } from './types';

/** Days after one side's confirmation (seller: handed over; buyer: received) until the deal completes by itself. */
export const HANDOVER_CONFIRM_DAYS = 7;
/** Days after payment within which the car must be handed over; after that the payment is refunded in full. */
export const HANDOVER_DEADLINE_DAYS = 14;
/** A buyer may have at most this many open disputes at a time. */
export const OPEN_DISPUTES_PER_BUYER = 2;
/** A seller may cancel at most this many paid orders in HANDOVER_CANCEL_WINDOW_DAYS. */
export const SELLER_CANCELS_PER_WINDOW = 2;
export const SELLER_CANCEL_WINDOW_DAYS = 30;
export const DISPUTE_TEXT_MAX_LENGTH = 2000;

/**
 * Why a dispute was opened: the buyer's `not_as_described` or `seller_no_show`; the seller's `not_received`
 * (they dispute a buyer's confirmation: the car did not change hands as the buyer says).
 */
export const DISPUTE_REASONS = ['not_as_described', 'seller_no_show', 'not_received'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const BUYER_DISPUTE_REASONS: readonly DisputeReason[] = ['not_as_described', 'seller_no_show'];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_as_described: 'Not as described',
  seller_no_show: 'The seller did not show',
  not_received: 'The handover did not happen',
};

/** A paid order refunded, or being refunded: no longer a sale, and its booking no longer holds the car. */
export const REFUND_STATES = ['refunding', 'refunded'] as const satisfies readonly OrderStatus[];

/** Why a paid order was refunded in full. */
export const REFUND_REASONS = ['seller_canceled', 'dispute_for_buyer', 'handover_overdue'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  seller_canceled: 'The seller cancelled the sale',
  dispute_for_buyer: 'An admin decided the dispute for the buyer',
  handover_overdue: `The car was not handed over within ${HANDOVER_DEADLINE_DAYS} days`,
};

export type DisputeParty = 'buyer' | 'seller';

/** A dispute as both sides and the admins see it. */
export interface OrderDispute {
  openedBy: DisputeParty;
  reason: DisputeReason;
  /** What the party who opened it wrote. */
  report: string;
  openedAt: IsoDateTime;
  /** The other party's answer, once given. */
  answer: string | null;
  answeredAt: IsoDateTime | null;
  /** Whom an admin decided for, once decided. */
  decidedFor: DisputeParty | null;
  decidedAt: IsoDateTime | null;
}

/** The handover of a paid order (null on an unpaid one). */
export interface OrderDeal {
  handedOverAt: IsoDateTime | null;
  receivedAt: IsoDateTime | null;
  completedAt: IsoDateTime | null;
  /** When the deal completes by itself unless the other side disputes (one side confirmed). */
  completesAt: IsoDateTime | null;
  /** When the payment is refunded if the car has not been handed over by then (awaiting handover). */
  handoverDueAt: IsoDateTime | null;
  dispute: OrderDispute | null;
  refund: { reason: RefundReason; date: IsoDateTime; refunded: boolean } | null;
}

/** POST /orders/{orderId}/dispute: the buyer reports a problem, or the seller disputes the buyer's confirmation. */
export interface OpenDisputeRequest {
  reason: DisputeReason;
  message: string;
}

/** POST /orders/{orderId}/dispute/answer: the other party's side of the dispute. */
export interface AnswerDisputeRequest {
  message: string;
}

/** POST /admin/disputes/{orderId}/decision (Admin). */
export interface DecideDisputeRequest {
  decideFor: DisputeParty;
}

/** One message of the conversation between the parties, as the disputes queue shows it. */
export interface DisputeConversationMessage {
  from: DisputeParty;
  text: string;
  date: IsoDateTime;
}

/** GET /admin/disputes (Admin): the open disputes, oldest first, with both sides' words. */
export interface AdminDispute {
  orderId: string;
  car: { id: string; name: string };
  price: number;
  paymentDate: IsoDateTime | null;
  buyer: { uid: string; displayName: string; email: string };
  seller: { uid: string; displayName: string; email: string };
  dispute: OrderDispute;
  /** The latest messages between the two about this car (oldest first), if they wrote any. */
  conversation: DisputeConversationMessage[];
}

export const DEAL_MESSAGES = {
  notSeller: 'Only the seller of this car can do that.',
  notBuyer: 'Only the buyer of this order can do that.',
  notPaid: 'This order is not paid.',
  handedOver: 'Marked as handed over.',
  received: 'Thank you: the handover is confirmed.',
  cannotHandOver: 'This order is not waiting for a handover.',
  cannotConfirm: 'This order is not waiting for your confirmation.',
  cannotDispute: 'This order can no longer be disputed.',
  disputeReasonForBuyer: 'Choose what went wrong: not as described, or the seller did not show.',
  disputeReasonForSeller: 'A seller can only dispute the buyer’s confirmation of the handover.',
  disputeOpened: 'Your report was sent. An admin will decide.',
  tooManyDisputes: `You already have ${OPEN_DISPUTES_PER_BUYER} open disputes. Please wait for an admin to decide them.`,
  disputeMessage: 'Tell us what happened (at most 2000 characters).',
  noDispute: 'There is no open dispute on this order.',
  cannotAnswer: 'Only the other party can answer this dispute, once.',
  answered: 'Your answer was added to the dispute.',
  cannotCancel: 'Only a paid order waiting for its handover can be cancelled by the seller.',
  tooManyCancels: `You cancelled ${SELLER_CANCELS_PER_WINDOW} sales in the last ${SELLER_CANCEL_WINDOW_DAYS} days. Please contact us to cancel another.`,
  canceledBySeller: 'The sale is cancelled; the buyer is refunded in full.',
  decided: 'The dispute is decided.',
  alreadyDecided: 'This dispute was already decided.',
} as const;
