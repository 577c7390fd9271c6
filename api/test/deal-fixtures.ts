// A deal: booked and paid by card through the sandbox (the real flows), then completed. `completeDeal` writes the
// completion as the handover does (the deal state `completed` and `completedAt`), for tests about what a completed
// deal allows; the handover's own flow is api/test/handover.spec.ts's subject.
import request from 'supertest';
import type { App } from 'supertest/types';
import type { DataSource } from 'typeorm';
import type { CardConfirmResult, CreatePaymentIntentResponse, Order } from '@usedcars/contract/types';
import { Order as OrderRow } from '../src/orders';
import { bearer } from './auth-helpers';

const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 3,
  cvc: '123',
};

/** Books `productId` as the holder of `token` and pays it by card: answers the paid order. */
export async function paidOrder(http: App, token: string, productId: string): Promise<Order> {
  const booked = (
    await request(http)
      .post('/api/orders')
      .set(...bearer(token))
      .send({ productID: productId, customerMobile: '+880 1711-000001', meetLocation: 'Gulshan 1, Dhaka' })
      .expect(201)
  ).body as Order;
  const intent = (
    await request(http)
      .post('/api/create-payment-intent')
      .set(...bearer(token))
      .send({ orderId: booked._id })
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
      .patch(`/api/orders/${booked._id}/${productId}`)
      .set(...bearer(token))
      .expect(200)
  ).body as Order;
  if (paid.status !== 'paid') throw new Error(`The order is ${paid.status}, not paid`);
  return paid;
}

/** Completes the order's deal as the handover does (seller and buyer both confirmed): its state and its date. */
export async function completeDeal(dataSource: DataSource, orderId: string, at = new Date()): Promise<void> {
  await dataSource
    .getRepository(OrderRow)
    .update({ id: orderId }, { dealState: 'completed', completedAt: at });
}
