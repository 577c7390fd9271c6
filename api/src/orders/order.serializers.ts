import type { Order as OrderBody, SellerBooking } from '@usedcars/contract/types';
import { serializeBookedProduct } from '../catalog';
import { centsToDollars } from '../common/money';
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
  };
}
