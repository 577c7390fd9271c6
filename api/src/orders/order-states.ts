// The one table of an order's states and the changes allowed between them. Every write of an order's state (in
// OrdersService, whoever asks for it) is conditional on the `from` state written here, so a change that raced
// another one changes nothing.
import { REFUND_STATES } from '@usedcars/contract/deals';
import type { DealCounts, OrderStatus } from '@usedcars/contract/types';
import type { DealState, Order, PaymentState } from './order.entity';

/**
 * The payment states, `canceled` (an unpaid booking its buyer cancelled: `canceledAt` set) and, once `paid`, the
 * handover's states (`dealState`; `paid` itself is a paid order waiting for its handover).
 */
export type OrderState = PaymentState | 'canceled' | DealState;

/** A new booking's state. */
export const NEW_ORDER_STATE = 'unpaid' satisfies OrderState;

export const ORDER_TRANSITIONS = {
  /** The order won the car (in the same transaction as the listing's claim); its capture starts. */
  claim: { from: 'unpaid', to: 'capturing' },
  /** The provider confirmed the capture. */
  markPaid: { from: 'capturing', to: 'paid' },
  /** The capture was refused: the order is payable again (and the car back on sale). */
  giveBack: { from: 'capturing', to: 'unpaid' },
  /** The buyer cancelled the booking; a payment that started meanwhile is never undone. */
  cancel: { from: 'unpaid', to: 'canceled' },

  // The handover (docs/product-rules.md, "Handover, disputes and refunds").
  /** The seller marked the car handed over; the buyer has 7 days to confirm or dispute. */
  handOver: { from: 'paid', to: 'handed_over' },
  /** The buyer confirmed the handover first; the seller has 7 days to mark it or dispute. */
  receive: { from: 'paid', to: 'received' },
  /** The other side confirmed too (or an admin decided for the seller): the deal is done. */
  confirmHandedOver: { from: 'handed_over', to: 'completed' },
  confirmReceived: { from: 'received', to: 'completed' },
  /** One side's confirmation stood for 7 days without a dispute (the sweep). */
  lapseHandedOver: { from: 'handed_over', to: 'completed' },
  lapseReceived: { from: 'received', to: 'completed' },
  /** The buyer reports a problem (not as described, the seller did not show) before the deal completed. */
  buyerDispute: { from: ['paid', 'handed_over', 'received'], to: 'disputed' },
  /** The seller disputes the buyer's confirmation. */
  sellerDispute: { from: 'received', to: 'disputed' },
  /** An admin decided a dispute for the seller: the deal goes on to completion. */
  decideForSeller: { from: 'disputed', to: 'completed' },
  /**
   * A full refund starts: the seller cancelled or the handover is overdue (from `paid`), or an admin decided for
   * the buyer (from `disputed`). One request wins; the refund row is inserted with it.
   */
  startRefund: { from: ['paid', 'disputed'], to: 'refunding' },
  /** The provider refunded the payment. */
  finishRefund: { from: 'refunding', to: 'refunded' },
} as const satisfies Record<string, { from: OrderState | readonly OrderState[]; to: OrderState }>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** The states of the handover (a paid order's), with `paid` its first. */
type DealOrderState = 'paid' | DealState;

/**
 * The SQL condition (on `orders`, or on the `orders` row named `alias`) that the order is in one of `states`, all of
 * them states of a paid order: the WHERE of a handover transition, and of another module's statement that must
 * re-check a deal's state in its own transaction (the review's INSERT ... SELECT asks for `completed`).
 */
export function dealStateCondition(
  states: DealOrderState | readonly DealOrderState[],
  alias?: string,
): {
  sql: string;
  params: string[];
} {
  const column = (name: string) => (alias ? `\`${alias}\`.\`${name}\`` : `\`${name}\``);
  const list = typeof states === 'string' ? [states] : [...states];
  const named = list.filter((state): state is DealState => state !== 'paid');
  const parts = [
    ...(list.includes('paid') ? [`${column('dealState')} IS NULL`] : []),
    ...(named.length > 0 ? [`${column('dealState')} IN (${named.map(() => '?').join(', ')})`] : []),
  ];
  return {
    sql: `${column('paymentState')} = 'paid' AND ${column('canceledAt')} IS NULL AND (${parts.join(' OR ')})`,
    params: named,
  };
}

// A paid order refunded, or being refunded: no longer a sale (the dashboards' sales leave it out). The contract
// owns the list, since the storefront reads it too; it must name handover states.
REFUND_STATES satisfies readonly DealState[];
export { REFUND_STATES };

/**
 * The SQL condition that the account `userId` has a booking or a deal in progress: as buyer, a booking neither paid
 * nor cancelled; as buyer or seller, a payment being captured or a paid order whose handover or refund has not
 * finished. Such an account is not closed by its owner (the delete's condition).
 */
export function dealsInProgressCondition(userId: string): { sql: string; params: string[] } {
  const unfinished = dealStateCondition(['paid', 'handed_over', 'received', 'disputed', 'refunding'], 'o');
  return {
    sql:
      'EXISTS (SELECT 1 FROM `orders` `o` WHERE (`o`.`customerId` = ? OR `o`.`productAuthorId` = ?) ' +
      "AND `o`.`canceledAt` IS NULL AND ((`o`.`paymentState` = 'unpaid' AND `o`.`customerId` = ?) " +
      `OR \`o\`.\`paymentState\` = 'capturing' OR (${unfinished.sql})))`,
    params: [userId, userId, userId, ...unfinished.params],
  };
}

/** The dashboards' figure (DealCounts) that counts a paid order in each state of its handover. */
export const DEAL_COUNT_OF_STATE = {
  paid: 'awaitingHandover',
  handed_over: 'awaitingConfirmation',
  received: 'awaitingConfirmation',
  disputed: 'disputed',
  completed: 'completed',
  refunding: 'refunded',
  refunded: 'refunded',
} as const satisfies Record<DealOrderState, keyof DealCounts>;

/** Whether the order is in one of `states` (as dealStateCondition asks the database). */
export function inDealState(
  order: Pick<Order, 'paymentState' | 'canceledAt' | 'dealState'>,
  states: DealOrderState | readonly DealOrderState[],
): boolean {
  const list: readonly OrderState[] = typeof states === 'string' ? [states] : states;
  return list.includes(orderState(order));
}

/** The state an order is in. */
export function orderState(order: Pick<Order, 'paymentState' | 'canceledAt' | 'dealState'>): OrderState {
  if (order.canceledAt) return 'canceled';
  if (order.paymentState === 'paid') return order.dealState ?? 'paid';
  return order.paymentState;
}

/**
 * What buyer and seller read as an order's status, decided from the server's records (needs `product` and its
 * `author` loaded).
 */
export function orderStatus(order: Order): OrderStatus {
  if (order.paymentState === 'paid') return order.dealState ?? 'paid';
  if (order.paymentState === 'capturing') return 'processing';
  const product = order.product;
  if (product.sold) return 'sold';
  if (product.deletedAt || product.takenDownAt || product.author.deletedAt) return 'unavailable';
  return 'awaiting_payment';
}
