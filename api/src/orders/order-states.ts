// The one table of an order's states and the changes allowed between them. Every write of an order's state (in
// OrdersService, whoever asks for it) is conditional on the `from` state written here, so a change that raced
// another one changes nothing.
import type { OrderStatus } from '@usedcars/contract/types';
import type { Order, PaymentState } from './order.entity';

/** The payment states, and `canceled` (an unpaid booking its buyer cancelled: `canceledAt` set). */
export type OrderState = PaymentState | 'canceled';

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
} as const satisfies Record<string, { from: OrderState; to: OrderState }>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** The state an order is in. */
export function orderState(order: Pick<Order, 'paymentState' | 'canceledAt'>): OrderState {
  return order.canceledAt ? 'canceled' : order.paymentState;
}

/**
 * What buyer and seller read as an order's status, decided from the server's records (needs `product` and its
 * `author` loaded).
 */
export function orderStatus(order: Order): OrderStatus {
  if (order.paymentState === 'paid') return 'paid';
  if (order.paymentState === 'capturing') return 'processing';
  const product = order.product;
  if (product.sold) return 'sold';
  if (product.deletedAt || product.takenDownAt || product.author.deletedAt) return 'unavailable';
  return 'awaiting_payment';
}
