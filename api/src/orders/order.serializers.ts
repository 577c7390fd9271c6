import type { Order as OrderBody, SellerBooking } from '@usedcars/contract/types';
import {
  HANDOVER_CONFIRM_DAYS,
  HANDOVER_DEADLINE_DAYS,
  type OrderDeal,
  type OrderDispute as DisputeBody,
} from '@usedcars/contract/deals';
import { serializeBookedProduct } from '../catalog';
import { centsToDollars } from '../common/money';
import type { OrderDispute } from './order-dispute.entity';
import type { Order } from './order.entity';
import { orderStatus } from './order-states';

/** Needs `product` with its `category`, `brand` and `author` loaded. */
export function serializeOrder(order: Order): OrderBody {
  return {
    _id: order.id,
    productID: order.productId,
    productAuthor: order.productAuthorId,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerId: order.customerId,
    customerMobile: order.customerMobile,
    meetLocation: order.meetLocation,
    bookingDate: order.bookingDate.toISOString(),
    price: centsToDollars(order.priceCents),
    product: { ...serializeBookedProduct(order.product), mobile: order.product.mobile },
    payment: order.paymentState === 'paid',
    paymentMethod: order.paymentMethod,
    transitionID: order.paidIntentId,
    paymentDate: order.paymentDate?.toISOString() ?? null,
    status: orderStatus(order),
    deal: serializeDeal(order),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const after = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS).toISOString();

/** The handover of a paid order (its `dispute` and `refund` loaded, or undefined: none), null while unpaid. */
export function serializeDeal(order: Order): OrderDeal | null {
  if (order.paymentState !== 'paid') return null;
  const state = order.dealState;
  return {
    handedOverAt: order.handedOverAt?.toISOString() ?? null,
    receivedAt: order.receivedAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    completesAt:
      state === 'handed_over' && order.handedOverAt
        ? after(order.handedOverAt, HANDOVER_CONFIRM_DAYS)
        : state === 'received' && order.receivedAt
          ? after(order.receivedAt, HANDOVER_CONFIRM_DAYS)
          : null,
    handoverDueAt:
      state === null && order.paymentDate ? after(order.paymentDate, HANDOVER_DEADLINE_DAYS) : null,
    dispute: order.dispute ? serializeDispute(order.dispute) : null,
    refund: order.refund
      ? {
          reason: order.refund.reason,
          date: (order.refund.refundedAt ?? order.refund.requestedAt).toISOString(),
          refunded: order.refund.refundedAt !== null,
        }
      : null,
  };
}

export function serializeDispute(dispute: OrderDispute): DisputeBody {
  return {
    openedBy: dispute.openedBy,
    reason: dispute.reason,
    report: dispute.report,
    openedAt: dispute.openedAt.toISOString(),
    answer: dispute.answer,
    answeredAt: dispute.answeredAt?.toISOString() ?? null,
    decidedFor: dispute.decidedFor,
    decidedAt: dispute.decidedAt?.toISOString() ?? null,
  };
}

/** A booking as the car's seller sees it (needs `product` and its `author` loaded). */
export function serializeSellerBooking(order: Order): SellerBooking {
  return {
    _id: order.id,
    productID: order.productId,
    productName: order.product.name,
    productThumbnail: order.product.thumbUrl,
    price: centsToDollars(order.priceCents),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerMobile: order.customerMobile,
    meetLocation: order.meetLocation,
    bookingDate: order.bookingDate.toISOString(),
    payment: order.paymentState === 'paid',
    paymentDate: order.paymentDate?.toISOString() ?? null,
    status: orderStatus(order),
    deal: serializeDeal(order),
  };
}
