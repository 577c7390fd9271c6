import request from 'supertest';
import Stripe from 'stripe';
import type {
  ApiErrorBody,
  CardConfirmResult,
  CreatePaymentIntentResponse,
  Order,
  PaymentConfig,
} from '@usedcars/contract/types';
import { Product } from '../src/catalog';
import { BUYING_MESSAGES, CARD_MESSAGES } from '@usedcars/contract/messages';
import { Order as OrderEntity } from '../src/orders';
import { PaymentEvent, SandboxPaymentIntent } from '../src/payments';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider';
import { PaymentsService } from '../src/payments/payments.service';
import type { SandboxPaymentProvider } from '../src/payments/sandbox/sandbox-payment.provider';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

interface Account {
  token: string;
  uid: string;
}

interface SignedEvent {
  type: string;
  body: string;
  signature: string;
}

const CARD = { exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };

describe('card payments with the sandbox provider', () => {
  let testApp: TestApp;
  let sandbox: SandboxPaymentProvider;
  let payments: PaymentsService;
  let buyer: Account;
  let buyer2: Account;
  let template: Product;
  /** Events the sandbox sent while recording, instead of delivering them (see `recordEvents`). */
  let recorded: SignedEvent[] = [];

  const http = () => testApp.http;
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);

  /** A fresh unsold car of the demo seller, so that every test has its own. */
  async function newCar(): Promise<Product> {
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      category: _cat,
      brand: _b,
      author: _a,
      ...fields
    } = template;
    return repo(Product).save(repo(Product).create({ ...fields, sold: false, saleOrderId: null }));
  }

  async function book(account: Account, productId: string): Promise<Order> {
    const response = await request(http())
      .post('/api/orders')
      .set(...bearer(account.token))
      .send({ productID: productId, customerMobile: '+880 1711-000001', meetLocation: 'Gulshan 1, Dhaka' })
      .expect(201);
    return response.body as Order;
  }

  async function createIntent(account: Account, orderId: string, status = 200) {
    return request(http())
      .post('/api/create-payment-intent')
      .set(...bearer(account.token))
      .send({ orderId })
      .expect(status);
  }

  async function confirm(clientSecret: string, number: string): Promise<CardConfirmResult> {
    const response = await request(http())
      .post('/api/payments/sandbox/confirm')
      .send({ clientSecret, card: { number, ...CARD } })
      .expect(200);
    return response.body as CardConfirmResult;
  }

  const settle = (account: Account, orderId: string, productId: string, body?: object) => {
    const call = request(http())
      .patch(`/api/orders/${orderId}/${productId}`)
      .set(...bearer(account.token));
    return body ? call.send(body) : call;
  };

  /** Books a new car (or `productId`) and authorises 4242 on it, with the sandbox's events recorded. */
  async function authorised(account: Account, productId?: string) {
    const car = productId ?? (await newCar()).id;
    const order = await book(account, car);
    const intent = (await createIntent(account, order._id)).body as CreatePaymentIntentResponse;
    const result = await confirm(intent.clientSecret, '4242 4242 4242 4242');
    expect(result.paymentIntent?.status).toBe('requires_capture');
    return { order, intent, productId: car };
  }

  const orderRow = (id: string) => repo(OrderEntity).findOneByOrFail({ id });
  const productRow = (id: string) => repo(Product).findOneByOrFail({ id });
  const intentRow = (id: string) => repo(SandboxPaymentIntent).findOneByOrFail({ id });

  async function myOrder(account: Account, orderId: string): Promise<Order> {
    const response = await request(http())
      .get(`/api/orders/${account.uid}`)
      .set(...bearer(account.token))
      .expect(200);
    return (response.body as Order[]).find((order) => order._id === orderId) as Order;
  }

  /** From now on the sandbox's events are kept in `recorded` instead of being delivered. */
  function recordEvents(): void {
    recorded = [];
    sandbox.deliverEventsTo(async (rawBody, signature) => {
      const body = rawBody.toString('utf8');
      recorded.push({ type: (JSON.parse(body) as { type: string }).type, body, signature });
    });
  }

  function deliverEventsToTheApp(): void {
    sandbox.deliverEventsTo((rawBody, signature) => payments.handleWebhook(rawBody, signature));
  }

  const postWebhook = (body: string, signature?: string) => {
    const call = request(http()).post('/api/payments/webhook').set('Content-Type', 'application/json');
    return (signature === undefined ? call : call.set('Stripe-Signature', signature)).send(body);
  };

  const sign = (body: string, secret = sandbox.webhookSecret) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret });

  beforeAll(async () => {
    testApp = await createTestApp();
    sandbox = testApp.app.get<SandboxPaymentProvider>(PAYMENT_PROVIDER);
    payments = testApp.app.get(PaymentsService);
    const b = await login(http(), DEMO.buyer);
    buyer = { token: b.token, uid: b.user.uid };
    const b2 = await signup(http(), { displayName: 'Second Buyer' });
    buyer2 = { token: b2.token, uid: b2.user.uid };
    const seller = await login(http(), DEMO.seller);
    template = await repo(Product).findOneOrFail({
      where: { authorId: seller.user.uid, sold: false },
      relations: { category: true, brand: true, author: true },
    });
  });

  beforeEach(() => recordEvents());

  afterEach(async () => {
    await sandbox.whenIdle();
    deliverEventsToTheApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('tells the card form that the sandbox is active', async () => {
    const response = await request(http()).get('/api/payments/config').expect(200);
    expect(response.body as PaymentConfig).toEqual({ provider: 'sandbox', publishableKey: null });
  });

  it('pays an order: intent for the recorded price, declines with Stripe’s messages, then 4242 and settle', async () => {
    const car = await newCar();
    const order = await book(buyer, car.id);
    const intent = (await createIntent(buyer, order._id)).body as CreatePaymentIntentResponse;
    expect(intent.amount).toBe(car.sellPriceCents / 100);
    expect(intent.paymentIntentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_`));
    const stored = await intentRow(intent.paymentIntentId);
    expect(stored).toMatchObject({
      amount: car.sellPriceCents,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    expect(stored.metadata).toEqual({ orderId: order._id, productId: car.id, customerId: buyer.uid });

    // Asking again answers the same intent.
    expect(((await createIntent(buyer, order._id)).body as CreatePaymentIntentResponse).paymentIntentId).toBe(
      intent.paymentIntentId,
    );

    expect(await confirm(intent.clientSecret, '4000 0000 0000 0002')).toEqual({
      error: { message: CARD_MESSAGES.declined, code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(await confirm(intent.clientSecret, '4000000000009995')).toEqual({
      error: {
        message: CARD_MESSAGES.insufficientFunds,
        code: 'card_declined',
        decline_code: 'insufficient_funds',
      },
    });
    expect((await confirm(intent.clientSecret, '4242424242424241')).error?.message).toBe(
      CARD_MESSAGES.incorrectNumber,
    );
    expect((await myOrder(buyer, order._id)).status).toBe('awaiting_payment');
    await settle(buyer, order._id, car.id).expect(402);

    const result = await confirm(intent.clientSecret, '4242 4242 4242 4242');
    expect(result).toEqual({
      paymentIntent: { id: intent.paymentIntentId, status: 'requires_capture', amount: car.sellPriceCents },
    });
    const paid = (await settle(buyer, order._id, car.id).expect(200)).body as Order;
    expect(paid).toMatchObject({
      _id: order._id,
      payment: true,
      paymentMethod: 'card',
      transitionID: intent.paymentIntentId,
      status: 'paid',
    });
    expect(Date.parse(paid.paymentDate as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(await productRow(car.id)).toMatchObject({ sold: true, saleOrderId: order._id, advertise: false });
    expect(await intentRow(intent.paymentIntentId)).toMatchObject({ status: 'succeeded', captureCount: 1 });
    expect((await myOrder(buyer, order._id)).status).toBe('paid');

    // The sandbox's own events, delivered late, change nothing.
    expect(recorded.map((event) => event.type)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.payment_failed',
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
    ]);
    for (const event of recorded) await postWebhook(event.body, event.signature).expect(200);
    expect(await orderRow(order._id)).toMatchObject({ paymentState: 'paid', lastPaymentError: null });
    expect(await intentRow(intent.paymentIntentId)).toMatchObject({ captureCount: 1 });
  });

  it('answers Stripe’s messages for the other test cards and bad entries', async () => {
    const { clientSecret } = (await createIntent(buyer, (await book(buyer, (await newCar()).id))._id))
      .body as CreatePaymentIntentResponse;
    const attempt = async (card: object) =>
      (
        (
          await request(http())
            .post('/api/payments/sandbox/confirm')
            .send({ clientSecret, card: { number: '4242424242424242', ...CARD, ...card } })
            .expect(200)
        ).body as CardConfirmResult
      ).error?.message;
    expect(await attempt({ number: '4000000000000069' })).toBe(CARD_MESSAGES.expired);
    expect(await attempt({ number: '4000000000000127' })).toBe(CARD_MESSAGES.incorrectCvc);
    expect(await attempt({ exp_month: 13 })).toBe(CARD_MESSAGES.invalidExpiryMonth);
    expect(await attempt({ exp_year: 2001 })).toBe(CARD_MESSAGES.expired);
    expect(await attempt({ exp_year: 9999 })).toBe(CARD_MESSAGES.invalidExpiryYear);
    expect(await attempt({ number: 'abcd' })).toBe(CARD_MESSAGES.incorrectNumber);
    await request(http())
      .post('/api/payments/sandbox/confirm')
      .send({ clientSecret, card: { number: '4242424242424242', ...CARD, cvc: 'x' } })
      .expect(400);
    expect((await attempt({ number: '5555 5555 5555 4444' })) ?? 'authorised').toBe('authorised');
    // A confirmed intent cannot be confirmed again.
    expect(await attempt({})).toMatch(/status of requires_capture/);
  });

  it('releases the authorised card when the buyer cancels the booking', async () => {
    const { order, intent } = await authorised(buyer);
    await request(http())
      .delete(`/api/orders/${order._id}`)
      .set(...bearer(buyer.token))
      .expect(200);
    expect((await intentRow(intent.paymentIntentId)).status).toBe('canceled');
    expect((await intentRow(intent.paymentIntentId)).captureCount).toBe(0);
  });

  describe('who may pay what', () => {
    it('refuses another user’s order, a mismatched car, and anonymous callers', async () => {
      const { order, productId } = await authorised(buyer);
      const other = (await createIntent(buyer2, order._id, 403)).body as ApiErrorBody;
      expect(other.message).toBe('You can only pay for your own bookings.');
      await settle(buyer2, order._id, productId).expect(403);
      await settle(buyer, order._id, (await newCar()).id).expect(404);
      await settle(buyer, order._id, 'not-a-car').expect(404);
      await settle(buyer, '0193a0a0-0000-7000-8000-000000000000', productId).expect(404);
      await createIntent(buyer, '0193a0a0-0000-7000-8000-000000000000', 404);
      await request(http()).post('/api/create-payment-intent').send({ orderId: order._id }).expect(401);
      await request(http()).patch(`/api/orders/${order._id}/${productId}`).expect(401);
      expect(await orderRow(order._id)).toMatchObject({ paymentState: 'unpaid' });
      expect((await productRow(productId)).sold).toBe(false);
    });

    it('never lets a body set the price or the payment: unknown fields are refused, the original payload changes nothing', async () => {
      const order = await book(buyer, (await newCar()).id);
      for (const field of [{ amount: 1 }, { currency: 'eur' }]) {
        await request(http())
          .post('/api/create-payment-intent')
          .set(...bearer(buyer.token))
          .send({ orderId: order._id, ...field })
          .expect(400);
        await settle(buyer, order._id, order.productID, field).expect(400);
      }
      // The original card form sends its price: the intent is still for the booking's recorded price.
      const intent = (
        await request(http())
          .post('/api/create-payment-intent')
          .set(...bearer(buyer.token))
          .send({ orderId: order._id, price: '1' })
          .expect(200)
      ).body as CreatePaymentIntentResponse;
      expect(intent.amount).toBe(order.product.sellPrice);
      expect((await intentRow(intent.paymentIntentId)).amount).toBe((await orderRow(order._id)).priceCents);
      // ...and then claims to have paid, with nothing authorised: not paid.
      await settle(buyer, order._id, order.productID, {
        paymentMethod: 'card',
        transitionID: 'pi_fake',
        payment: true,
        paymentDate: new Date().toISOString(),
      }).expect(402);
      expect(await orderRow(order._id)).toMatchObject({ paymentState: 'unpaid', paidIntentId: null });
    });

    it('takes the original payment patch (with the customer_id header) once the card is authorised', async () => {
      const { order, productId, intent } = await authorised(buyer);
      const other = await settle(buyer, order._id, productId, { payment: true }).set(
        'customer_id',
        buyer2.uid,
      );
      expect(other.status).toBe(403);
      const paid = await settle(buyer, order._id, productId, {
        paymentMethod: 'card',
        transitionID: 'pi_fake',
        payment: true,
        paymentDate: '2001-01-01',
      })
        .set('customer_id', buyer.uid)
        .expect(200);
      expect(paid.body).toMatchObject({
        acknowledged: true,
        payment: true,
        transitionID: intent.paymentIntentId,
      });
    });

    it('pays an order once: a second settle is idempotent and a new intent is refused', async () => {
      const { order, productId, intent } = await authorised(buyer);
      const [first, second] = await Promise.all([
        settle(buyer, order._id, productId),
        settle(buyer, order._id, productId),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      await settle(buyer, order._id, productId).expect(200);
      expect(await intentRow(intent.paymentIntentId)).toMatchObject({ status: 'succeeded', captureCount: 1 });
      const again = (await createIntent(buyer, order._id, 409)).body as ApiErrorBody;
      expect(again.message).toBe(BUYING_MESSAGES.alreadyPaid);
    });

    it('does not charge a second buyer of a sold car: their authorisation is released and they see Sold', async () => {
      const car = await newCar();
      // The second buyer booked and authorised before the sale, a third booked but never paid.
      const late = await authorised(buyer2, car.id);
      const { order } = await authorised(buyer, car.id);
      await settle(buyer, order._id, car.id).expect(200);
      expect(await intentRow(late.intent.paymentIntentId)).toMatchObject({
        status: 'canceled',
        captureCount: 0,
      });

      const refused = (await settle(buyer2, late.order._id, car.id).expect(409)).body as ApiErrorBody;
      expect(refused.message).toBe(BUYING_MESSAGES.soldToAnother);
      expect((await myOrder(buyer2, late.order._id)).status).toBe('sold');
      const noIntent = (await createIntent(buyer2, late.order._id, 409)).body as ApiErrorBody;
      expect(noIntent.message).toBe(BUYING_MESSAGES.carSold);
      expect(await orderRow(late.order._id)).toMatchObject({ paymentState: 'unpaid', paymentDate: null });
    });

    it('leaves nothing authorised on a sold car, even an authorisation that raced the sale', async () => {
      const car = await newCar();
      const buyer3 = await signup(http(), { displayName: 'Third Buyer' });
      const third = { token: buyer3.token, uid: buyer3.user.uid };
      const pending = await book(third, car.id);
      const pendingIntent = (await createIntent(third, pending._id)).body as CreatePaymentIntentResponse;
      const { order } = await authorised(buyer, car.id);
      await settle(buyer, order._id, car.id).expect(200);
      // The sale released this buyer's unconfirmed intent: their still open card form cannot authorise any more.
      expect((await confirm(pendingIntent.clientSecret, '4242424242424242')).error?.message).toMatch(
        /status of canceled/,
      );
      // As if their authorisation had landed just after that release: settling releases it.
      await repo(SandboxPaymentIntent).update(pendingIntent.paymentIntentId, { status: 'requires_capture' });
      const refused = (await settle(third, pending._id, car.id).expect(409)).body as ApiErrorBody;
      expect(refused.message).toBe(BUYING_MESSAGES.soldToAnother);
      expect(await intentRow(pendingIntent.paymentIntentId)).toMatchObject({
        status: 'canceled',
        captureCount: 0,
      });
    });

    describe('an account deleted by an admin after the card was authorised', () => {
      let adminToken: string;
      beforeAll(async () => {
        adminToken = (await login(http(), DEMO.admin)).token;
      });

      /** A car of a new seller of its own, so that the seller can be deleted. */
      async function carOfNewSeller(): Promise<{ car: Product; sellerId: string }> {
        const seller = await signup(http(), { displayName: 'Doomed Seller', role: 'Seller' });
        const car = await newCar();
        await repo(Product).update(car.id, { authorId: seller.user.uid });
        return { car, sellerId: seller.user.uid };
      }

      const deleteAccount = (uid: string) =>
        request(http())
          .delete(`/api/user/${uid}`)
          .set(...bearer(adminToken))
          .expect(200);

      it('sells no car of a deleted seller through the PATCH: the claim is refused and the hold released', async () => {
        const { car, sellerId } = await carOfNewSeller();
        const { order, intent } = await authorised(buyer, car.id);
        await deleteAccount(sellerId);
        const refused = (await settle(buyer, order._id, car.id).expect(409)).body as ApiErrorBody;
        expect(refused.message).toBe(BUYING_MESSAGES.carUnavailable);
        expect(await productRow(car.id)).toMatchObject({ sold: false, saleOrderId: null });
        expect(await orderRow(order._id)).toMatchObject({ paymentState: 'unpaid', paidIntentId: null });
        expect(await intentRow(intent.paymentIntentId)).toMatchObject({
          status: 'canceled',
          captureCount: 0,
        });
      });

      it('sells no car of a deleted seller through the card webhook either', async () => {
        const { car, sellerId } = await carOfNewSeller();
        const { order, intent } = await authorised(buyer, car.id);
        await deleteAccount(sellerId);
        const authorisedEvent = recorded.find(
          (event) => event.type === 'payment_intent.amount_capturable_updated',
        );
        expect(authorisedEvent).toBeDefined();
        await postWebhook(authorisedEvent!.body, authorisedEvent!.signature).expect(200);
        expect(await productRow(car.id)).toMatchObject({ sold: false, saleOrderId: null });
        expect(await orderRow(order._id)).toMatchObject({ paymentState: 'unpaid' });
        expect(await intentRow(intent.paymentIntentId)).toMatchObject({
          status: 'canceled',
          captureCount: 0,
        });
      });

      it('sells no car to a deleted buyer through the webhook: the hold is released', async () => {
        const doomed = await signup(http(), { displayName: 'Doomed Buyer' });
        const account = { token: doomed.token, uid: doomed.user.uid };
        const { order, productId, intent } = await authorised(account);
        await deleteAccount(account.uid);
        const authorisedEvent = recorded.find(
          (event) => event.type === 'payment_intent.amount_capturable_updated',
        );
        await postWebhook(authorisedEvent!.body, authorisedEvent!.signature).expect(200);
        expect(await productRow(productId)).toMatchObject({ sold: false, saleOrderId: null });
        expect(await orderRow(order._id)).toMatchObject({ paymentState: 'unpaid' });
        expect(await intentRow(intent.paymentIntentId)).toMatchObject({
          status: 'canceled',
          captureCount: 0,
        });
      });
    });

    it('creates a new intent after the previous one was released', async () => {
      const order = await book(buyer, (await newCar()).id);
      const first = (await createIntent(buyer, order._id)).body as CreatePaymentIntentResponse;
      await payments.releaseAuthorisation(first.paymentIntentId);
      const second = (await createIntent(buyer, order._id)).body as CreatePaymentIntentResponse;
      expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
      expect((await orderRow(order._id)).paymentIntentId).toBe(second.paymentIntentId);
    });
  });

  describe('webhooks', () => {
    it('settles a confirmed payment whose tab was closed, through the event alone', async () => {
      deliverEventsToTheApp();
      const { order, productId, intent } = await authorised(buyer);
      await sandbox.whenIdle();
      expect(await orderRow(order._id)).toMatchObject({
        paymentState: 'paid',
        paidIntentId: intent.paymentIntentId,
      });
      expect(await productRow(productId)).toMatchObject({ sold: true, saleOrderId: order._id });
      expect(await intentRow(intent.paymentIntentId)).toMatchObject({ status: 'succeeded', captureCount: 1 });
    });

    it('applies a replayed event once', async () => {
      const { order, intent } = await authorised(buyer);
      const [event] = recorded.filter((e) => e.type === 'payment_intent.amount_capturable_updated');
      const { id } = JSON.parse(event!.body) as { id: string };
      await postWebhook(event!.body, event!.signature).expect(200);
      await postWebhook(event!.body, event!.signature).expect(200);
      expect(await repo(PaymentEvent).countBy({ id })).toBe(1);
      expect((await orderRow(order._id)).paymentState).toBe('paid');
      expect(await intentRow(intent.paymentIntentId)).toMatchObject({ captureCount: 1 });
    });

    it('ends right when succeeded arrives before amount_capturable_updated', async () => {
      const { order, intent } = await authorised(buyer);
      const authorisedEvent = recorded.find((e) => e.type === 'payment_intent.amount_capturable_updated')!;
      const object = (JSON.parse(authorisedEvent.body) as { data: { object: object } }).data.object;
      // A succeeded event claims more than the provider says: the state is re-read, not taken from the event.
      const early = JSON.stringify({
        id: 'evt_early_succeeded_0000000001',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { ...object, status: 'succeeded' } },
      });
      await postWebhook(early, sign(early)).expect(200);
      expect((await orderRow(order._id)).paymentState).toBe('paid');
      await postWebhook(authorisedEvent.body, authorisedEvent.signature).expect(200);
      expect(await orderRow(order._id)).toMatchObject({
        paymentState: 'paid',
        paidIntentId: intent.paymentIntentId,
      });
      expect(await intentRow(intent.paymentIntentId)).toMatchObject({ captureCount: 1 });
    });

    it('records a failed card attempt on the order', async () => {
      const order = await book(buyer, (await newCar()).id);
      const { clientSecret } = (await createIntent(buyer, order._id)).body as CreatePaymentIntentResponse;
      await confirm(clientSecret, '4000000000009995');
      const failed = recorded.find((e) => e.type === 'payment_intent.payment_failed')!;
      await postWebhook(failed.body, failed.signature).expect(200);
      expect(await orderRow(order._id)).toMatchObject({
        paymentState: 'unpaid',
        lastPaymentError: CARD_MESSAGES.insufficientFunds,
      });
    });

    it('refuses a tampered body, a bad or missing signature and a body that is not an event', async () => {
      const { order, intent } = await authorised(buyer);
      const event = recorded.find((e) => e.type === 'payment_intent.amount_capturable_updated')!;
      const tampered = event.body.replace('"amount":', '"amount":1');
      expect(tampered).not.toBe(event.body);
      const refused = (await postWebhook(tampered, event.signature).expect(400)).body as ApiErrorBody;
      expect(refused.message).toMatch(/signature/i);
      await postWebhook(event.body, sign(event.body, 'whsec_someone_else')).expect(400);
      await postWebhook(event.body, 't=1,v1=00').expect(400);
      await postWebhook(event.body).expect(400);
      await postWebhook('not json', sign('not json')).expect(400);
      expect(await repo(PaymentEvent).countBy({ paymentIntentId: intent.paymentIntentId })).toBe(0);
      expect((await orderRow(order._id)).paymentState).toBe('unpaid');
    });

    it('answers 200 to event types it does not handle', async () => {
      const body = JSON.stringify({
        id: 'evt_other_type_000000000001',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      await postWebhook(body, sign(body)).expect(200);
    });
  });
});

describe('twenty buyers paying for one car at once', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('ends with exactly one paid order, one capture and every other authorisation released', async () => {
    const http = testApp.http;
    const sandbox = testApp.app.get<SandboxPaymentProvider>(PAYMENT_PROVIDER);
    // Events stay undelivered until the end, so that the twenty settles really race.
    const events: [Buffer, string][] = [];
    sandbox.deliverEventsTo(async (rawBody, signature) => void events.push([rawBody, signature]));

    const seller = await login(http, DEMO.seller);
    const car = await testApp.dataSource
      .getRepository(Product)
      .findOneByOrFail({ authorId: seller.user.uid, sold: false });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signup(http, { displayName: `Buyer ${i + 1}` })),
    );
    const orders = await Promise.all(
      buyers.map(async ({ token }) => {
        const booked = await request(http)
          .post('/api/orders')
          .set(...bearer(token))
          .send({ productID: car.id, customerMobile: '+880 1711-000002', meetLocation: 'Banani, Dhaka' })
          .expect(201);
        const orderId = (booked.body as Order)._id;
        const intent = await request(http)
          .post('/api/create-payment-intent')
          .set(...bearer(token))
          .send({ orderId })
          .expect(200);
        const confirmed = await request(http)
          .post('/api/payments/sandbox/confirm')
          .send({
            clientSecret: (intent.body as CreatePaymentIntentResponse).clientSecret,
            card: { number: '4242424242424242', ...CARD },
          })
          .expect(200);
        expect((confirmed.body as CardConfirmResult).paymentIntent?.status).toBe('requires_capture');
        return { token, orderId };
      }),
    );

    const answers = await Promise.all(
      orders.map(({ token, orderId }) =>
        request(http)
          .patch(`/api/orders/${orderId}/${car.id}`)
          .set(...bearer(token)),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = answers.find((answer) => answer.status === 200)!.body as Order;

    const payments = testApp.app.get(PaymentsService);
    for (const [rawBody, signature] of events) await payments.handleWebhook(rawBody, signature);
    await sandbox.whenIdle();

    const rows = await testApp.dataSource.getRepository(OrderEntity).findBy({ productId: car.id });
    expect(rows.filter((row) => row.paymentState === 'paid').map((row) => row.id)).toEqual([winner._id]);
    expect(rows.filter((row) => row.paymentState !== 'unpaid')).toHaveLength(1);
    expect(await testApp.dataSource.getRepository(Product).findOneByOrFail({ id: car.id })).toMatchObject({
      sold: true,
      saleOrderId: winner._id,
    });
    const intents = await testApp.dataSource.getRepository(SandboxPaymentIntent).find();
    const forCar = intents.filter((intent) => intent.metadata.productId === car.id);
    expect(forCar.filter((intent) => intent.status === 'succeeded')).toEqual([
      expect.objectContaining({ captureCount: 1, id: winner.transitionID }),
    ]);
    expect(forCar.filter((intent) => intent.status === 'canceled')).toHaveLength(19);
    expect(forCar.every((intent) => intent.status === 'succeeded' || intent.captureCount === 0)).toBe(true);
  });
});
