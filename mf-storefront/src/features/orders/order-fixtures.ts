// Wire-shaped orders for the storefront's tests, and the mockFetch route answering them.
import type { Order, OrderProduct } from '@usedcars/shared-ui/api/types';
import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import type { MockAnswer } from '@usedcars/shared-ui/testing/mock-fetch';

export function makeOrder(overrides: Partial<Order> = {}, product: Partial<OrderProduct> = {}): Order {
  const embedded: OrderProduct = { ...makeProduct(product), mobile: '01711000000', ...product };
  return {
    _id: `o-${embedded._id}`,
    productID: embedded._id,
    productAuthor: embedded.authorID,
    customerName: 'Bea Buyer',
    customerEmail: 'buyer@example.test',
    customerId: 'u-buyer',
    customerMobile: '01811000000',
    meetLocation: 'Gulshan 1, Dhaka',
    bookingDate: '2024-04-02T10:00:00.000Z',
    price: embedded.sellPrice,
    product: embedded,
    payment: false,
    paymentMethod: null,
    transitionID: null,
    paymentDate: null,
    status: 'awaiting_payment',
    ...overrides,
  };
}

/** A GET /api/orders/{uid} answer that always reads the current list, so a test can change it mid-way. */
export function ordersAnswer(orders: () => Order[]): () => MockAnswer {
  return () => ({ body: orders() });
}
