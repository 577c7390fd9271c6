// Many buyers going after the same cars at the same moment: wish-listing twice, booking twice, paying, some
// cancelling while their payment settles. Every step of every buyer runs interleaved with everyone else's, on
// SQLite and on MySQL (CI's MariaDB), with the sandbox's payment events delivered to the app as they happen, and
// all the payments of a car settling at the same moment.
// Afterwards the database must hold: exactly one sale per car, paid through a captured payment; no duplicate
// wish-list entry; at most one open booking per buyer and car; nothing captured that is not a paid order.
import request from 'supertest';
import type { CardConfirmResult, CreatePaymentIntentResponse, Order } from '@usedcars/contract/types';
import { Product } from '../src/catalog';
import { Order as OrderEntity } from '../src/orders';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider';
import { PaymentsService } from '../src/payments/payments.service';
import { SandboxPaymentIntent } from '../src/payments';
import type { SandboxPaymentProvider } from '../src/payments/sandbox/sandbox-payment.provider';
import { WishlistEntry } from '../src/wishlist';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListings } from './listing-fixtures';

const BUYERS = 12;
const CARS = 4;
const CARD = {
  number: '4242424242424242',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 3,
  cvc: '123',
};

interface Buyer {
  token: string;
  uid: string;
}

/** What one buyer's go at one car was answered, step by step. */
interface Attempt {
  buyer: string;
  car: string;
  wishlistAdds: number[];
  bookings: number[];
  orderId?: string;
  intent?: number;
  confirmed?: boolean;
  settle?: number;
  cancel?: number;
}

describe('many buyers booking, paying and wish-listing the same cars at once', () => {
  let testApp: TestApp;
  let buyers: Buyer[];
  let cars: Product[];
  let attempts: Attempt[];

  const http = () => testApp.http;
  const as = (buyer: Buyer) => bearer(buyer.token);

  /**
   * One buyer's whole go at one car; a buyer whose step is refused stops there, as the UI would. Everyone waits
   * at `settling` with a card authorised, so that all the payments of a car settle at the same moment.
   */
  async function attempt(
    buyer: Buyer,
    car: Product,
    cancelsWhilePaying: boolean,
    settling: () => Promise<void>,
  ): Promise<Attempt> {
    const result = await authorise(buyer, car);
    await settling();
    if (!result.confirmed) return result;
    const settle = request(http())
      .patch(`/api/orders/${result.orderId}/${car.id}`)
      .set(...as(buyer));
    const cancel = cancelsWhilePaying
      ? request(http())
          .delete(`/api/orders/${result.orderId}`)
          .set(...as(buyer))
      : undefined;
    const [settled, cancelled] = await Promise.all([settle, cancel]);
    result.settle = settled.status;
    result.cancel = cancelled?.status;
    return result;
  }

  /** Wish-lists the car twice, books it twice and authorises the card, all as concurrent requests. */
  async function authorise(buyer: Buyer, car: Product): Promise<Attempt> {
    const result: Attempt = { buyer: buyer.uid, car: car.id, wishlistAdds: [], bookings: [] };
    const wishlistAdds = await Promise.all(
      [1, 2].map(() =>
        request(http())
          .post('/api/wishlist')
          .set(...as(buyer))
          .send({ productID: car.id }),
      ),
    );
    result.wishlistAdds = wishlistAdds.map((answer) => answer.status);

    const booking = {
      productID: car.id,
      customerMobile: '+880 1711-000003',
      meetLocation: 'Dhanmondi, Dhaka',
    };
    const bookings = await Promise.all(
      [1, 2].map(() =>
        request(http())
          .post('/api/orders')
          .set(...as(buyer))
          .send(booking),
      ),
    );
    result.bookings = bookings.map((answer) => answer.status);
    const booked = bookings.find((answer) => answer.status === 201);
    if (!booked) return result;
    result.orderId = (booked.body as Order)._id;

    const intent = await request(http())
      .post('/api/create-payment-intent')
      .set(...as(buyer))
      .send({ orderId: result.orderId });
    result.intent = intent.status;
    if (intent.status !== 200) return result;
    const confirmed = await request(http())
      .post('/api/payments/sandbox/confirm')
      .send({ clientSecret: (intent.body as CreatePaymentIntentResponse).clientSecret, card: CARD });
    // The intent may have been released meanwhile because the car sold: Stripe's answer is then an error.
    result.confirmed = (confirmed.body as CardConfirmResult).paymentIntent?.status === 'requires_capture';
    return result;
  }

  /** A promise that resolves, after `onRelease`, once `parties` callers have called the function it returns. */
  function barrier(parties: number, onRelease: () => void): () => Promise<void> {
    let arrived = 0;
    let release!: () => void;
    const everyone = new Promise<void>((resolve) => (release = resolve));
    return () => {
      arrived += 1;
      if (arrived === parties) {
        onRelease();
        release();
      }
      return everyone;
    };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000', WRITE_RATE_LIMIT: '100000' } });
    const seller = await login(http(), DEMO.seller);
    cars = await cloneListings(testApp, CARS, seller.user.uid);
    buyers = (
      await Promise.all(
        Array.from({ length: BUYERS }, (_, i) => signup(http(), { displayName: `Racing Buyer ${i + 1}` })),
      )
    ).map(({ token, user }) => ({ token, uid: user.uid }));

    // The card events wait until every buyer is authorised, then race the settles as Stripe's webhook would.
    const sandbox = testApp.app.get<SandboxPaymentProvider>(PAYMENT_PROVIDER);
    const payments = testApp.app.get(PaymentsService);
    const held: [Buffer, string][] = [];
    const deliveries: Promise<void>[] = [];
    sandbox.deliverEventsTo(async (rawBody, signature) => void held.push([rawBody, signature]));
    const settling = barrier(BUYERS * CARS, () => {
      sandbox.deliverEventsTo((rawBody, signature) => payments.handleWebhook(rawBody, signature));
      for (const [rawBody, signature] of held) deliveries.push(payments.handleWebhook(rawBody, signature));
    });

    // Every buyer goes after every car at once; every fourth pair cancels while its payment settles.
    attempts = await Promise.all(
      buyers.flatMap((buyer, b) => cars.map((car, c) => attempt(buyer, car, (b + c) % 4 === 0, settling))),
    );
    await Promise.all(deliveries);
    await sandbox.whenIdle();
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

  it('answers every request with a decision, never an error', () => {
    const statuses = attempts.flatMap((a) =>
      [...a.wishlistAdds, ...a.bookings, a.intent, a.cancel].filter((s) => s !== undefined),
    );
    // A payment whose booking the buyer cancelled first finds no open order to settle (404).
    const settles = attempts.map((a) =>
      a.settle === 404 && a.cancel === 200 ? 'cancelled first' : a.settle,
    );
    expect(settles.filter((status) => ![200, 409, 'cancelled first'].includes(status!))).toEqual([]);
    // Every buyer had a card authorised for every car, so every car's settles really raced.
    expect(attempts.filter((a) => a.confirmed)).toHaveLength(BUYERS * CARS);
    expect(statuses.filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
    // Adding to the wish list is idempotent: both concurrent adds succeed, unless the car sold first (409).
    expect(
      attempts.flatMap((a) => a.wishlistAdds).filter((status) => status >= 300 && status !== 409),
    ).toEqual([]);
    expect(attempts.some((a) => a.wishlistAdds.includes(201) || a.wishlistAdds.includes(200))).toBe(true);
  });

  it('sells each car exactly once, to an order whose payment was captured once', async () => {
    const orders = await repo(OrderEntity).find();
    const intents = await repo(SandboxPaymentIntent).find();
    for (const car of cars) {
      const paid = orders.filter((order) => order.productId === car.id && order.paymentState === 'paid');
      expect(paid).toHaveLength(1);
      const sale = paid[0] as OrderEntity;
      expect(sale.canceledAt).toBeNull();
      expect(await repo(Product).findOneByOrFail({ id: car.id })).toMatchObject({
        sold: true,
        saleOrderId: sale.id,
      });
      const captured = intents.filter(
        (intent) => intent.metadata.productId === car.id && intent.captureCount > 0,
      );
      expect(captured.map(({ id, status, captureCount }) => ({ id, status, captureCount }))).toEqual([
        { id: sale.paymentIntentId, status: 'succeeded', captureCount: 1 },
      ]);
      // A buyer told "paid" is the one who got the car.
      const settledOk = attempts.filter((a) => a.car === car.id && a.settle === 200).map((a) => a.orderId);
      expect(settledOk.every((orderId) => orderId === sale.id)).toBe(true);
    }
    // Every other authorisation was released: nothing is left holding a buyer's money.
    const sales = new Set(orders.filter((o) => o.paymentState === 'paid').map((o) => o.paymentIntentId));
    const others = intents.filter((intent) => !sales.has(intent.id));
    expect(others.filter((intent) => intent.status === 'requires_capture')).toEqual([]);
    expect(others.filter((intent) => intent.captureCount > 0)).toEqual([]);
  });

  it('keeps one open booking per buyer and car, exactly those the buyers were told about', async () => {
    const orders = await repo(OrderEntity).find();
    for (const a of attempts) {
      const rows = orders.filter((order) => order.customerId === a.buyer && order.productId === a.car);
      const told = a.bookings.filter((status) => status === 201).length;
      expect(told).toBeLessThanOrEqual(1);
      expect(ids(rows)).toEqual(a.orderId ? [a.orderId] : []);
      const row = rows[0];
      if (!row) continue;
      // A cancellation that was accepted won against the payment, and one that was refused lost to it.
      if (a.cancel === 200)
        expect(row).toMatchObject({ paymentState: 'unpaid', canceledAt: expect.any(Date) });
      if (a.cancel === 409) expect(row.paymentState).not.toBe('unpaid');
      if (row.paymentState === 'paid') expect(row.canceledAt).toBeNull();
    }
    expect(orders.filter((order) => order.paymentState === 'capturing')).toEqual([]);
  });

  it('holds each wished-for car once in each buyer’s wish list', async () => {
    const entries = await repo(WishlistEntry).find();
    const pairs = entries.map((entry) => `${entry.userId}:${entry.productId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const added = attempts.filter((a) => a.wishlistAdds.some((status) => status < 300));
    const expected = added.map((a) => `${a.buyer}:${a.car}`).sort();
    const ours = new Set(attempts.map((a) => `${a.buyer}:${a.car}`));
    expect(pairs.filter((pair) => ours.has(pair)).sort()).toEqual(expected);
  });
});
