import request from 'supertest';
import type {
  ApiErrorBody,
  AppNotification,
  CardConfirmResult,
  ConversationSummary,
  CreatePaymentIntentResponse,
  Offer,
  Order,
} from '@usedcars/contract/types';
import { OFFER_MESSAGES } from '@usedcars/contract/conversation-messages';
import { Product } from '../src/catalog';
import { Offer as OfferEntity } from '../src/conversations';
import { OFFERS_PER_HOUR } from '../src/conversations/offers.service';
import { MailTopics, OutboxMail } from '../src/mail';
import { Order as OrderEntity } from '../src/orders';
import { SandboxPaymentIntent } from '../src/payments';
import { type AuthResponse } from '@usedcars/contract/types';
import { bearer, DEMO, login, readNotifications, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

const CARD = { exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };

describe('offers in a conversation', () => {
  let testApp: TestApp;
  let seller: AuthResponse;
  let template: Product;

  const http = () => request(testApp.http);
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);

  /** A fresh unsold car of the demo seller (asking $15,000), so that every test has its own. */
  async function newCar(sellPriceCents = 1_500_000): Promise<Product> {
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      category: _cat,
      brand: _b,
      author: _a,
      ...fields
    } = template;
    return repo(Product).save(
      repo(Product).create({ ...fields, sold: false, saleOrderId: null, sellPriceCents, priceHistory: null }),
    );
  }

  /** A new buyer's conversation about a new car. */
  async function talk(sellPriceCents?: number) {
    const car = await newCar(sellPriceCents);
    const buyer = await signup(testApp.http, { displayName: 'Offer Buyer' });
    const conversation = (
      await http()
        .post('/api/conversations')
        .set(...bearer(buyer.token))
        .send({ productID: car.id, text: 'Would you take less?' })
        .expect(201)
    ).body as ConversationSummary;
    return { car, buyer, conversationId: conversation._id };
  }

  const offer = (token: string, conversationId: string, amount: unknown) =>
    http()
      .post(`/api/conversations/${conversationId}/offers`)
      .set(...bearer(token))
      .send({ amount });
  const answer = (token: string, offerId: string, action: string, amount?: unknown) =>
    http()
      .patch(`/api/offers/${offerId}`)
      .set(...bearer(token))
      .send(amount === undefined ? { action } : { action, amount });
  const offersOf = async (token: string, conversationId: string) =>
    (
      await http()
        .get(`/api/conversations/${conversationId}/offers`)
        .set(...bearer(token))
        .expect(200)
    ).body as Offer[];
  const sellerOffers = async () =>
    (
      await http()
        .get('/api/seller/offers')
        .set(...bearer(seller.token))
        .expect(200)
    ).body as Offer[];
  const message = (response: request.Response) => (response.body as ApiErrorBody).message;

  beforeAll(async () => {
    testApp = await createTestApp();
    seller = await login(testApp.http, DEMO.seller);
    template = await repo(Product).findOneOrFail({
      where: { authorId: seller.user.uid, sold: false },
      relations: { category: true, brand: true, author: true },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('buyer offers, seller counters, buyer accepts; the booking and the payment take the agreed price', async () => {
    const { car, buyer, conversationId } = await talk();
    const made = (await offer(buyer.token, conversationId, 12000).expect(201)).body as Offer;
    expect(made).toMatchObject({ amount: 12000, from: 'buyer', mine: true, state: 'open', myTurn: false });
    expect(new Date(made.expiresAt).getTime() - new Date(made.date).getTime()).toBe(48 * 3_600_000);

    // The seller sees it in the console's list and in the thread, their turn; told in the bell and by mail.
    expect((await sellerOffers()).find((o) => o._id === made._id)).toMatchObject({
      myTurn: true,
      otherParty: { displayName: 'Offer Buyer' },
      product: { _id: car.id, price: 15000 },
    });
    const notices = await readNotifications(testApp.http, seller.token);
    expect(notices.find((n: AppNotification) => n.kind === 'offer')).toMatchObject({
      link: `/messages/${conversationId}`,
    });
    expect(await repo(OutboxMail).countBy({ kind: 'offer', topic: `offer:${made._id}:made` })).toBe(1);

    // Only the party whose turn it is answers; the buyer cannot accept their own offer.
    expect(message(await answer(buyer.token, made._id, 'accept').expect(403))).toBe(
      OFFER_MESSAGES.notYourTurn,
    );
    const counter = (await answer(seller.token, made._id, 'counter', 13500).expect(200)).body as Offer;
    expect(counter).toMatchObject({ amount: 13500, from: 'seller', state: 'open', myTurn: false });
    // The seller cannot counter their own counter (one seller cannot pile offers on a buyer).
    expect(message(await answer(seller.token, counter._id, 'counter', 13000).expect(403))).toBe(
      OFFER_MESSAGES.notYourTurn,
    );
    expect((await offersOf(buyer.token, conversationId)).map((o) => [o.amount, o.state, o.myTurn])).toEqual([
      [13500, 'open', true],
      [12000, 'countered', false],
    ]);

    const accepted = (await answer(buyer.token, counter._id, 'accept').expect(200)).body as Offer;
    expect(accepted).toMatchObject({ amount: 13500, state: 'accepted' });
    // Accepted is final: no new offer, no second answer.
    expect(message(await offer(buyer.token, conversationId, 10000).expect(409))).toBe(
      OFFER_MESSAGES.alreadyAgreed,
    );
    expect(message(await answer(seller.token, counter._id, 'decline').expect(403))).toBe(
      OFFER_MESSAGES.notYourTurn,
    );

    // The car stays public and on sale until it is paid for.
    await http().get(`/api/product/${car.id}`).expect(200);

    // The booking sends no price: the server books at the agreed one, and the payment charges it.
    const order = (
      await http()
        .post('/api/orders')
        .set(...bearer(buyer.token))
        .send({ productID: car.id, customerMobile: '+880 1711-000001', meetLocation: 'Gulshan 1, Dhaka' })
        .expect(201)
    ).body as Order;
    expect((await repo(OrderEntity).findOneByOrFail({ id: order._id })).priceCents).toBe(1_350_000);
    const intent = (
      await http()
        .post('/api/create-payment-intent')
        .set(...bearer(buyer.token))
        .send({ orderId: order._id })
        .expect(200)
    ).body as CreatePaymentIntentResponse;
    expect(intent.amount).toBe(13500);
    expect((await repo(SandboxPaymentIntent).findOneByOrFail({ id: intent.paymentIntentId })).amount).toBe(
      1_350_000,
    );
    const confirmed = (
      await http()
        .post('/api/payments/sandbox/confirm')
        .send({ clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', ...CARD } })
        .expect(200)
    ).body as CardConfirmResult;
    expect(confirmed.paymentIntent?.status).toBe('requires_capture');
    await http()
      .patch(`/api/orders/${order._id}/${car.id}`)
      .set(...bearer(buyer.token))
      .expect(200);
    const paid = await repo(SandboxPaymentIntent).findOneByOrFail({ id: intent.paymentIntentId });
    expect([paid.amount, paid.captureCount]).toEqual([1_350_000, 1]);

    // Sold: no more offers on it from anyone.
    const other = await signup(testApp.http);
    await http()
      .post('/api/conversations')
      .set(...bearer(other.token))
      .send({ productID: car.id, text: 'Still there?' })
      .expect(409);
  });

  it('a buyer without an agreed price books at the asking price; a lower asking price wins over the agreed one', async () => {
    const { car, buyer, conversationId } = await talk();
    const made = (await offer(buyer.token, conversationId, 14000).expect(201)).body as Offer;
    await answer(seller.token, made._id, 'accept').expect(200);
    await repo(Product).update({ id: car.id }, { sellPriceCents: 1_300_000 });
    const order = (
      await http()
        .post('/api/orders')
        .set(...bearer(buyer.token))
        .send({ productID: car.id, customerMobile: '+880 1711-000001', meetLocation: 'Dhaka' })
        .expect(201)
    ).body as Order;
    expect((await repo(OrderEntity).findOneByOrFail({ id: order._id })).priceCents).toBe(1_300_000);

    // Another buyer of the same car, with no offer, books at the asking price.
    const { buyer: plain } = await talk();
    const second = await newCar();
    const booked = (
      await http()
        .post('/api/orders')
        .set(...bearer(plain.token))
        .send({ productID: second.id, customerMobile: '+880 1711-000001', meetLocation: 'Dhaka' })
        .expect(201)
    ).body as Order;
    expect((await repo(OrderEntity).findOneByOrFail({ id: booked._id })).priceCents).toBe(1_500_000);
  });

  it('a booking made before the price was agreed is paid at the agreed price', async () => {
    const { car, buyer, conversationId } = await talk();
    const order = (
      await http()
        .post('/api/orders')
        .set(...bearer(buyer.token))
        .send({ productID: car.id, customerMobile: '+880 1711-000001', meetLocation: 'Dhaka' })
        .expect(201)
    ).body as Order;
    expect(order.price).toBe(15000);
    const made = (await offer(buyer.token, conversationId, 14200).expect(201)).body as Offer;
    await answer(seller.token, made._id, 'accept').expect(200);

    const intent = (
      await http()
        .post('/api/create-payment-intent')
        .set(...bearer(buyer.token))
        .send({ orderId: order._id })
        .expect(200)
    ).body as CreatePaymentIntentResponse;
    expect(intent.amount).toBe(14200);
    expect((await repo(OrderEntity).findOneByOrFail({ id: order._id })).priceCents).toBe(1_420_000);
    expect((await repo(SandboxPaymentIntent).findOneByOrFail({ id: intent.paymentIntentId })).amount).toBe(
      1_420_000,
    );
  });

  it('checks the amount on the server: positive, whole cents, at most the current asking price', async () => {
    const { buyer, conversationId } = await talk(1_000_000);
    for (const bad of [0, -5, 12.345, '9000', null, Number.MAX_SAFE_INTEGER]) {
      const response = await offer(buyer.token, conversationId, bad).expect(400);
      expect(message(response)).toMatch(/offer/i);
    }
    expect(message(await offer(buyer.token, conversationId, 10000.01).expect(400))).toBe(
      OFFER_MESSAGES.aboveAsking,
    );
    const exact = (await offer(buyer.token, conversationId, 10000).expect(201)).body as Offer;
    expect(exact.amount).toBe(10000);
    // One open offer per conversation.
    expect(message(await offer(buyer.token, conversationId, 9000).expect(409))).toBe(
      OFFER_MESSAGES.alreadyOpen,
    );
    // A counter above the asking price is refused too, and a counter needs a price.
    expect(message(await answer(seller.token, exact._id, 'counter', 10001).expect(400))).toBe(
      OFFER_MESSAGES.aboveAsking,
    );
    expect(message(await answer(seller.token, exact._id, 'counter').expect(400))).toBe(
      OFFER_MESSAGES.counterAmount,
    );
    expect(message(await answer(seller.token, exact._id, 'shrug').expect(400))).toBe(OFFER_MESSAGES.action);
  });

  it('only the buyer makes an offer, only the parties see or answer one', async () => {
    const { buyer, conversationId } = await talk();
    expect(message(await offer(seller.token, conversationId, 9000).expect(403))).toBe(
      OFFER_MESSAGES.buyerOnly,
    );
    const made = (await offer(buyer.token, conversationId, 9000).expect(201)).body as Offer;
    const stranger = await signup(testApp.http);
    await offer(stranger.token, conversationId, 9000).expect(404);
    await http()
      .get(`/api/conversations/${conversationId}/offers`)
      .set(...bearer(stranger.token))
      .expect(404);
    await answer(stranger.token, made._id, 'accept').expect(404);
    await answer(seller.token, 'not-an-id', 'accept').expect(404);
    await http().patch(`/api/offers/${made._id}`).send({ action: 'accept' }).expect(401);
    // Only its maker withdraws it.
    expect(message(await answer(seller.token, made._id, 'withdraw').expect(403))).toBe(
      OFFER_MESSAGES.onlyMaker,
    );
    expect(((await answer(buyer.token, made._id, 'withdraw').expect(200)).body as Offer).state).toBe(
      'withdrawn',
    );
    // A buyer is no seller: no console list.
    await http()
      .get('/api/seller/offers')
      .set(...bearer(buyer.token))
      .expect(403);
  });

  it('an offer past 48 hours is expired for every reader, and cannot be accepted, swept or not', async () => {
    const { buyer, conversationId } = await talk();
    const made = (await offer(buyer.token, conversationId, 9000).expect(201)).body as Offer;
    // Its time has passed (written as if made two days ago); nothing swept it yet.
    await repo(OfferEntity).update({ id: made._id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await offersOf(seller.token, conversationId))[0]).toMatchObject({
      state: 'expired',
      myTurn: false,
    });
    expect((await sellerOffers()).some((o) => o._id === made._id)).toBe(false);
    expect(message(await answer(seller.token, made._id, 'accept').expect(409))).toBe(OFFER_MESSAGES.notOpen);
    expect((await repo(OfferEntity).findOneByOrFail({ id: made._id })).state).toBe('expired');
    // The buyer may offer again.
    await offer(buyer.token, conversationId, 9500).expect(201);
  });

  it('a race between accept and withdraw (or decline) changes the offer once', async () => {
    for (let round = 0; round < 3; round++) {
      const { buyer, conversationId } = await talk();
      const made = (await offer(buyer.token, conversationId, 9000).expect(201)).body as Offer;
      const [accept, withdraw, decline] = await Promise.all([
        answer(seller.token, made._id, 'accept'),
        answer(buyer.token, made._id, 'withdraw'),
        answer(seller.token, made._id, 'decline'),
      ]);
      const statuses = [accept.status, withdraw.status, decline.status];
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(2);
      const stored = await repo(OfferEntity).findOneByOrFail({ id: made._id });
      const winner = ['accepted', 'withdrawn', 'declined'][statuses.indexOf(200)];
      expect([stored.state, stored.openKey]).toEqual([winner, null]);
      // One notice of the one change, to the other party.
      const notices = await repo(OutboxMail).countBy({ kind: 'offer', topic: `offer:${made._id}:answered` });
      expect(notices).toBe(winner === 'withdrawn' ? 0 : 1);
    }
  });

  it('two offers at once in one conversation: one is open, the other refused', async () => {
    const { buyer, conversationId } = await talk();
    const responses = await Promise.all([9000, 9100, 9200].map((a) => offer(buyer.token, conversationId, a)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await repo(OfferEntity).countBy({ conversationId, state: 'open' })).toBe(1);
  });

  it('refuses offers on a car sold, taken down or deleted, with a clear message', async () => {
    const sold = await talk();
    await repo(Product).update({ id: sold.car.id }, { sold: true });
    expect(message(await offer(sold.buyer.token, sold.conversationId, 9000).expect(409))).toBe(
      OFFER_MESSAGES.sold,
    );

    const takenDown = await talk();
    const open = (await offer(takenDown.buyer.token, takenDown.conversationId, 9000).expect(201))
      .body as Offer;
    await repo(Product).update({ id: takenDown.car.id }, { takenDownAt: new Date() });
    expect(message(await answer(seller.token, open._id, 'accept').expect(409))).toBe(OFFER_MESSAGES.gone);
    expect(message(await offer(takenDown.buyer.token, takenDown.conversationId, 9000).expect(409))).toBe(
      OFFER_MESSAGES.gone,
    );

    const deleted = await talk();
    await repo(Product).update({ id: deleted.car.id }, { deletedAt: new Date() });
    expect(message(await offer(deleted.buyer.token, deleted.conversationId, 9000).expect(409))).toBe(
      OFFER_MESSAGES.gone,
    );
  });

  it('respects blocks: no offer, no answer and no mail across a block', async () => {
    const { buyer, conversationId } = await talk();
    const made = (await offer(buyer.token, conversationId, 9000).expect(201)).body as Offer;
    await http()
      .post(`/api/conversations/${conversationId}/block`)
      .set(...bearer(seller.token))
      .expect(200);
    expect(message(await answer(seller.token, made._id, 'counter', 9500).expect(403))).toBe(
      OFFER_MESSAGES.blocked,
    );
    await answer(buyer.token, made._id, 'withdraw').expect(403);
    expect(message(await offer(buyer.token, conversationId, 9000).expect(403))).toBe(OFFER_MESSAGES.blocked);
    // The mail of the offer, still held, will not go: the block came between them.
    const held = await repo(OutboxMail).findOneByOrFail({ topic: `offer:${made._id}:made` });
    expect(await testApp.app.get(MailTopics).withdrawn(held.topic)).toBe(OFFER_MESSAGES.blocked);
    await http()
      .delete(`/api/conversations/${conversationId}/block`)
      .set(...bearer(seller.token))
      .expect(200);
    expect(await testApp.app.get(MailTopics).withdrawn(held.topic)).toBeNull();
    // Answered, its "new offer" mail no longer goes either.
    await answer(seller.token, made._id, 'decline').expect(200);
    expect(await testApp.app.get(MailTopics).withdrawn(held.topic)).toBe(OFFER_MESSAGES.notOpen);
  });

  it('one buyer spamming offers is held to the hourly limit, over all their conversations', async () => {
    // Withdrawing and offering again in one conversation, then another: each offer counts.
    const first = await talk();
    let made = 0;
    while (made < OFFERS_PER_HOUR) {
      const o = (await offer(first.buyer.token, first.conversationId, 9000 + made).expect(201)).body as Offer;
      made++;
      await answer(first.buyer.token, o._id, 'withdraw').expect(200);
    }
    expect(message(await offer(first.buyer.token, first.conversationId, 9000).expect(429))).toBe(
      OFFER_MESSAGES.tooMany,
    );
    // The same account in a conversation with another seller's car is held too.
    const otherSeller = await signup(testApp.http, { displayName: 'Other Seller' });
    const car = await newCar();
    await repo(Product).update({ id: car.id }, { authorId: otherSeller.user.uid });
    const conversation = (
      await http()
        .post('/api/conversations')
        .set(...bearer(first.buyer.token))
        .send({ productID: car.id, text: 'Hello' })
        .expect(201)
    ).body as ConversationSummary;
    await offer(first.buyer.token, conversation._id, 9000).expect(429);
    // Each seller's inbox got at most one mail per offer, and none for a withdrawal.
    expect(await repo(OutboxMail).countBy({ kind: 'offer', recipient: otherSeller.user.email })).toBe(0);
  });
});
