// A deal through the real flows: booked, paid by card through the sandbox, then completed by the handover (the
// seller marks the car handed over, the buyer confirms receipt: `completedAt` is set at once).
import request from 'supertest';
import type { App } from 'supertest/types';
import type { CardConfirmResult, CreatePaymentIntentResponse, Order } from '@usedcars/contract/types';
import { bearer } from './auth-helpers';

const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 3,
  cvc: '123',
};

/** Books `productId` as the holder of `token` (a meeting place, a mobile): answers the unpaid order. */
export async function bookCar(http: App, token: string, productId: string): Promise<Order> {
  return (
    await request(http)
      .post('/api/orders')
      .set(...bearer(token))
      .send({ productID: productId, customerMobile: '+880 1711-000001', meetLocation: 'Gulshan 1, Dhaka' })
      .expect(201)
  ).body as Order;
}

/** Pays the booked `order` by card (intent, the sandbox's 4242, settle) as its buyer: answers the paid order. */
export async function payOrder(http: App, token: string, order: Order): Promise<Order> {
  const intent = (
    await request(http)
      .post('/api/create-payment-intent')
      .set(...bearer(token))
      .send({ orderId: order._id })
      .expect(200)
  ).body as CreatePaymentIntentResponse;
  const confirmed = (
    await request(http)
      .post('/api/payments/sandbox/confirm')
      .send({ clientSecret: intent.clientSecret, card: CARD })
      .expect(200)
  ).body as CardConfirmResult;
  if (confirmed.paymentIntent?.status !== 'requires_capture')
    throw new Error('The sandbox did not authorise the card');
  const paid = (
    await request(http)
      .patch(`/api/orders/${order._id}/${order.productID}`)
      .set(...bearer(token))
      .expect(200)
  ).body as Order;
  if (paid.status !== 'paid') throw new Error(`The order is ${paid.status}, not paid`);
  return paid;
}

/** Books `productId` as the holder of `token` and pays it by card: answers the paid order. */
export async function paidOrder(http: App, token: string, productId: string): Promise<Order> {
  return payOrder(http, token, await bookCar(http, token, productId));
}

/** The seller (`sellerToken`) marks the paid order handed over and its buyer (`buyerToken`) confirms: completed. */
export async function completeDeal(
  http: App,
  orderId: string,
  { sellerToken, buyerToken }: { sellerToken: string; buyerToken: string },
): Promise<void> {
  await request(http)
    .post(`/api/seller/bookings/${orderId}/handover`)
    .set(...bearer(sellerToken))
    .expect(200);
  const received = await request(http)
    .post(`/api/orders/${orderId}/receipt`)
    .set(...bearer(buyerToken))
    .expect(200);
  const { status } = received.body as { status: string };
  if (status !== 'completed') throw new Error(`The deal is ${status}, not completed`);
}
