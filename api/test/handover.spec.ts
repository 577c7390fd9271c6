// The handover of paid orders, their disputes and refunds (docs/product-rules.md, "Handover, disputes and refunds"),
// on SQLite and MySQL: every transition through its route, who may ask, the 7- and 14-day sweeps judged at a moved
// clock (sweep(now)), the limits, and the races (refund against capture, against handover, against itself).
import request from 'supertest';
import type { AdminDispute } from '@usedcars/contract/deals';
import { DEAL_MESSAGES } from '@usedcars/contract/deals';
import type {
  AuditEntry,
  CardConfirmResult,
  CreatePaymentIntentResponse,
  Order,
  SellerBooking,
} from '@usedcars/contract/types';
import { Product } from '../src/catalog';
import { CatalogEvents } from '../src/events';
import { User } from '../src/users';
import { OutboxMail } from '../src/mail';
import { Order as OrderEntity, OrderDeals, OrderRefund } from '../src/orders';
import { SandboxPaymentIntent, SandboxRefund } from '../src/payments';
import { HandoverSweep } from '../src/payments/handover-sweep';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider';
import { PaymentsService } from '../src/payments/payments.service';
import type { SandboxPaymentProvider } from '../src/payments/sandbox/sandbox-payment.provider';
import { runAllOrNothing } from '../src/common/all-or-nothing';
import { bearer, DEMO, login, readNotifications, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListings } from './listing-fixtures';

interface Account {
  token: string;
  uid: string;
}

const CARD = {
  number: '4242424242424242',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 3,
  cvc: '123',
};
const DAY_MS = 24 * 60 * 60 * 1000;

describe('handover, disputes and refunds of paid orders', () => {
  let testApp: TestApp;
  let sandbox: SandboxPaymentProvider;
  let sweep: HandoverSweep;
  let admin: Account;
  let seller: Account;
  let seller2: Account;
  let buyer: Account;
  const events: { type: string; listingId?: string }[] = [];

  const http = () => testApp.http;
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);

  async function account(email: string): Promise<Account> {
    const auth = await login(http(), email);
    return { token: auth.token, uid: auth.user.uid };
  }

  async function newBuyer(): Promise<Account> {
    const auth = await signup(http(), { displayName: 'Deal Buyer' });
    return { token: auth.token, uid: auth.user.uid };
  }

  async function newCar(owner: Account = seller): Promise<Product> {
    const [car] = await cloneListings(testApp, 1, owner.uid);
    return car as Product;
  }

  async function book(who: Account, productId: string): Promise<Order> {
    const response = await request(http())
      .post('/api/orders')
      .set(...bearer(who.token))
      .send({ productID: productId, customerMobile: '+880 1711-000001', meetLocation: 'Gulshan 1, Dhaka' })
      .expect(201);
    return response.body as Order;
  }

  /** Books `car` (a new one of `owner`) for `who` and pays it with 4242, as the buying journey does. */
  async function paidOrder(
    who: Account = buyer,
    owner: Account = seller,
    beforePaying?: (car: Product) => Promise<unknown>,
  ): Promise<{ orderId: string; car: Product }> {
    const car = await newCar(owner);
    await beforePaying?.(car);
    const order = await book(who, car.id);
    const intent = (
      await request(http())
        .post('/api/create-payment-intent')
        .set(...bearer(who.token))
        .send({ orderId: order._id })
        .expect(200)
    ).body as CreatePaymentIntentResponse;
    const confirmed = (
      await request(http())
        .post('/api/payments/sandbox/confirm')
        .send({ clientSecret: intent.clientSecret, card: CARD })
        .expect(200)
    ).body as CardConfirmResult;
    expect(confirmed.paymentIntent?.status).toBe('requires_capture');
    await request(http())
      .patch(`/api/orders/${order._id}/${car.id}`)
      .set(...bearer(who.token))
      .expect(200);
    await sandbox.whenIdle();
    return { orderId: order._id, car };
  }

  const handOver = (who: Account, orderId: string) =>
    request(http())
      .post(`/api/seller/bookings/${orderId}/handover`)
      .set(...bearer(who.token));
  const receive = (who: Account, orderId: string) =>
    request(http())
      .post(`/api/orders/${orderId}/receipt`)
      .set(...bearer(who.token));
  const dispute = (
    who: Account,
    orderId: string,
    reason: string,
    message = 'The car has a different engine.',
  ) =>
    request(http())
      .post(`/api/orders/${orderId}/dispute`)
      .set(...bearer(who.token))
      .send({ reason, message });
  const answer = (who: Account, orderId: string, message: string) =>
    request(http())
      .post(`/api/orders/${orderId}/dispute/answer`)
      .set(...bearer(who.token))
      .send({ message });
  const cancelSale = (who: Account, orderId: string) =>
    request(http())
      .post(`/api/seller/bookings/${orderId}/cancel`)
      .set(...bearer(who.token));
  const decide = (who: Account, orderId: string, decideFor: string) =>
    request(http())
      .post(`/api/admin/disputes/${orderId}/decision`)
      .set(...bearer(who.token))
      .send({ decideFor });

  async function myOrder(who: Account, orderId: string): Promise<Order> {
    const response = await request(http())
      .get(`/api/orders/${who.uid}`)
      .set(...bearer(who.token))
      .expect(200);
    return (response.body as Order[]).find((order) => order._id === orderId) as Order;
  }

  async function booking(who: Account, orderId: string): Promise<SellerBooking> {
    const response = await request(http())
      .get('/api/seller/bookings')
      .set(...bearer(who.token))
      .expect(200);
    return (response.body as SellerBooking[]).find((row) => row._id === orderId) as SellerBooking;
  }

  const orderRow = (id: string) => repo(OrderEntity).findOneByOrFail({ id });
  const carRow = (id: string) => repo(Product).findOneByOrFail({ id });
  const refundsOf = async (orderId: string) => {
    const order = await orderRow(orderId);
    return repo(SandboxRefund).findBy({ paymentIntentId: order.paidIntentId ?? '' });
  };

  async function auditOf(action: string): Promise<AuditEntry[]> {
    const response = await request(http())
      .get(`/api/audit-log?action=${action}&pageSize=100`)
      .set(...bearer(admin.token))
      .expect(200);
    return response.body as AuditEntry[];
  }

  /** Moves the order's recorded times back by `days`, as if it had been paid (and confirmed) that long ago. */
  async function age(orderId: string, days: number): Promise<void> {
    const order = await orderRow(orderId);
    const back = (date: Date | null) => (date ? new Date(date.getTime() - days * DAY_MS) : null);
    await repo(OrderEntity).update(
      { id: orderId },
      {
        paymentDate: back(order.paymentDate),
        handedOverAt: back(order.handedOverAt),
        receivedAt: back(order.receivedAt),
      },
    );
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    sandbox = testApp.app.get<SandboxPaymentProvider>(PAYMENT_PROVIDER);
    sweep = testApp.app.get(HandoverSweep);
    testApp.app.get(CatalogEvents).subscribe((event) => {
      events.push(event as { type: string; listingId?: string });
    });
    admin = await account(DEMO.admin);
    seller = await account(DEMO.seller);
    seller2 = await account(DEMO.seller2);
    buyer = await account(DEMO.buyer);
  });

  afterEach(async () => {
    await sandbox.whenIdle();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('the orders paid before the handover existed (the seed, a migrated database) are completed: no sweep refunds them', async () => {
    // The demo's sold cars, bought by its second buyer months ago.
    const buyer = await repo(User).findOneByOrFail({ email: 'buyer2@demo.test' });
    const paidBefore = await repo(OrderEntity).find({
      where: { paymentState: 'paid', customerId: buyer.id },
    });
    expect(paidBefore.length).toBeGreaterThan(0);
    for (const order of paidBefore) {
      expect(order.dealState).toBe('completed');
      expect(order.completedAt).not.toBeNull();
    }
    const { refunded } = await sweep.sweep(new Date(Date.now() + 365 * DAY_MS));
    const after = await repo(OrderEntity).find({ where: { paymentState: 'paid', customerId: buyer.id } });
    expect(after.map((order) => order.dealState)).toEqual(paidBefore.map(() => 'completed'));
    expect(refunded).toBe(0);
  });

  it('seller marks handed over, buyer confirms: completed at once, on both sides, with notices', async () => {
    const { orderId } = await paidOrder();
    const paid = await myOrder(buyer, orderId);
    expect(paid.status).toBe('paid');
    expect(paid.deal).toMatchObject({
      handedOverAt: null,
      receivedAt: null,
      completedAt: null,
      dispute: null,
    });
    expect(Date.parse(paid.deal!.handoverDueAt!) - Date.parse(paid.paymentDate!)).toBe(14 * DAY_MS);

    expect((await handOver(seller, orderId).expect(200)).body).toEqual({
      acknowledged: true,
      status: 'handed_over',
    });
    const handed = await myOrder(buyer, orderId);
    expect(handed.status).toBe('handed_over');
    expect(Date.parse(handed.deal!.completesAt!) - Date.parse(handed.deal!.handedOverAt!)).toBe(7 * DAY_MS);
    expect((await booking(seller, orderId)).status).toBe('handed_over');
    // Marking twice is refused: it is no longer waiting for the handover.
    expect((await handOver(seller, orderId).expect(409)).body.message).toBe(DEAL_MESSAGES.cannotHandOver);

    expect((await receive(buyer, orderId).expect(200)).body.status).toBe('completed');
    const row = await orderRow(orderId);
    expect(row.completedAt).toBeInstanceOf(Date);
    expect((await myOrder(buyer, orderId)).status).toBe('completed');
    expect((await booking(seller, orderId)).deal?.completedAt).toBe(row.completedAt!.toISOString());
    await receive(buyer, orderId).expect(409);
    await dispute(buyer, orderId, 'not_as_described').expect(409);

    const buyerNotices = await readNotifications(http(), buyer.token);
    expect(buyerNotices.filter((n) => n.kind === 'deal-update').map((n) => n.link)).toContain('/my-orders');
    const sellerNotices = await readNotifications(http(), seller.token);
    expect(sellerNotices.some((n) => n.kind === 'deal-update' && n.title.includes('deal completed'))).toBe(
      true,
    );
  });

  it('buyer confirms first, then the seller marks it: completed', async () => {
    const { orderId } = await paidOrder();
    expect((await receive(buyer, orderId).expect(200)).body.status).toBe('received');
    expect((await booking(seller, orderId)).status).toBe('received');
    expect((await handOver(seller, orderId).expect(200)).body.status).toBe('completed');
    expect((await orderRow(orderId)).completedAt).not.toBeNull();
  });

  it('only the order’s seller marks, only its buyer confirms; others see no order', async () => {
    const { orderId } = await paidOrder();
    const stranger = await newBuyer();
    await handOver(buyer, orderId).expect(403); // a buyer account is not a seller
    await handOver(seller2, orderId).expect(404);
    expect((await receive(seller, orderId).expect(403)).body.message).toBe(DEAL_MESSAGES.notBuyer);
    await receive(stranger, orderId).expect(404);
    await dispute(stranger, orderId, 'seller_no_show').expect(404);
    await cancelSale(seller2, orderId).expect(404);
    await cancelSale(buyer, orderId).expect(403);
    await handOver(seller, 'not-a-uuid').expect(404);
    await receive(buyer, '00000000-0000-4000-8000-000000000000').expect(404);
    await request(http()).post(`/api/orders/${orderId}/receipt`).expect(401);
    await request(http())
      .get('/api/admin/disputes')
      .set(...bearer(buyer.token))
      .expect(403);
    await decide(seller, orderId, 'buyer').expect(403);
    expect((await orderRow(orderId)).dealState).toBeNull();

    // An unpaid booking has no handover.
    const car = await newCar();
    const unpaid = await book(buyer, car.id);
    expect((await handOver(seller, unpaid._id).expect(409)).body.message).toBe(DEAL_MESSAGES.notPaid);
    await receive(buyer, unpaid._id).expect(409);
  });

  it('refuses a dispute with a reason the caller’s side cannot give, or without a message', async () => {
    const { orderId } = await paidOrder();
    expect((await dispute(buyer, orderId, 'not_received').expect(400)).body.message).toBe(
      DEAL_MESSAGES.disputeReasonForBuyer,
    );
    await dispute(buyer, orderId, 'because').expect(400);
    await dispute(buyer, orderId, 'not_as_described', '   ').expect(400);
    await dispute(buyer, orderId, 'not_as_described', 'x'.repeat(2001)).expect(400);
    // The seller may only dispute a confirmation the buyer made first.
    await dispute(seller, orderId, 'not_received').expect(409);
    await receive(buyer, orderId).expect(200);
    expect((await dispute(seller, orderId, 'seller_no_show').expect(400)).body.message).toBe(
      DEAL_MESSAGES.disputeReasonForSeller,
    );
    expect((await dispute(seller, orderId, 'not_received', 'We never met.').expect(200)).body.status).toBe(
      'disputed',
    );
    expect((await myOrder(buyer, orderId)).deal?.dispute).toMatchObject({
      openedBy: 'seller',
      reason: 'not_received',
      report: 'We never met.',
      answer: null,
    });
  });

  it('completes a one-sided confirmation after 7 days unless disputed (sweep at a moved clock)', async () => {
    const handed = await paidOrder();
    const received = await paidOrder();
    const disputed = await paidOrder();
    await handOver(seller, handed.orderId).expect(200);
    await receive(buyer, received.orderId).expect(200);
    await handOver(seller, disputed.orderId).expect(200);
    await dispute(buyer, disputed.orderId, 'not_as_described').expect(200);

    const now = Date.now();
    await sweep.sweep(new Date(now + 6 * DAY_MS));
    expect((await orderRow(handed.orderId)).dealState).toBe('handed_over');
    expect((await orderRow(received.orderId)).dealState).toBe('received');

    await sweep.sweep(new Date(now + 7 * DAY_MS + 60_000));
    for (const { orderId } of [handed, received]) {
      const row = await orderRow(orderId);
      expect(row.dealState).toBe('completed');
      expect(row.completedAt).not.toBeNull();
    }
    expect((await myOrder(buyer, handed.orderId)).status).toBe('completed');
    // The dispute stopped the clock: an admin decides.
    expect((await orderRow(disputed.orderId)).dealState).toBe('disputed');
    expect((await orderRow(disputed.orderId)).completedAt).toBeNull();
  });

  it('refunds a car not handed over within 14 days, once, and puts it back on sale', async () => {
    const { orderId, car } = await paidOrder();
    const before = await orderRow(orderId);
    await age(orderId, 13);
    await sweep.sweep(new Date());
    expect((await orderRow(orderId)).dealState).toBeNull();

    await age(orderId, 1.01);
    events.length = 0;
    // Two instances sweeping at the same moment refund once.
    await Promise.all([sweep.sweep(new Date()), sweep.sweep(new Date())]);
    await sandbox.whenIdle();
    expect((await orderRow(orderId)).dealState).toBe('refunded');
    const refunds = await refundsOf(orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ paymentIntentId: before.paidIntentId, amount: before.priceCents });
    expect(await repo(OrderRefund).findOneByOrFail({ orderId })).toMatchObject({
      reason: 'handover_overdue',
      refundId: refunds[0]!.id,
    });
    expect(await carRow(car.id)).toMatchObject({ sold: false, saleOrderId: null });
    expect(events).toContainEqual({ type: 'listing.saleReleased', listingId: car.id });

    const mine = await myOrder(buyer, orderId);
    expect(mine.status).toBe('refunded');
    expect(mine.deal?.refund).toMatchObject({ reason: 'handover_overdue', refunded: true });
    expect((await booking(seller, orderId)).status).toBe('refunded');
    const audit = (await auditOf('order.refund')).filter((entry) => entry.target.id === orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: { uid: seller.uid }, after: { reason: 'handover_overdue' } });
    const mails = await repo(OutboxMail).findBy({ kind: 'refund-buyer', recipient: before.customerEmail });
    expect(mails.filter((mail) => mail.text.includes(orderId))).toHaveLength(1);

    // Another sweep changes nothing; the buyer may book the car again.
    await sweep.sweep(new Date(Date.now() + 30 * DAY_MS));
    expect(await refundsOf(orderId)).toHaveLength(1);
    await book(buyer, car.id);
  });

  it('seller cancels a paid sale: refunded in full, the car back on sale; not twice, not too often', async () => {
    const cancelling = await newSeller();
    const first = await paidOrder(buyer, cancelling);
    expect((await cancelSale(cancelling, first.orderId).expect(200)).body).toEqual({
      acknowledged: true,
      status: 'refunded',
    });
    await sandbox.whenIdle();
    expect(await refundsOf(first.orderId)).toHaveLength(1);
    expect(await carRow(first.car.id)).toMatchObject({ sold: false, saleOrderId: null });
    expect((await myOrder(buyer, first.orderId)).deal?.refund?.reason).toBe('seller_canceled');
    expect((await cancelSale(cancelling, first.orderId).expect(409)).body.message).toBe(
      DEAL_MESSAGES.cannotCancel,
    );

    // After the handover was marked the sale cannot be cancelled.
    const handed = await paidOrder(buyer, cancelling);
    await handOver(cancelling, handed.orderId).expect(200);
    await cancelSale(cancelling, handed.orderId).expect(409);

    // A deleted listing stays deleted after the refund.
    const deleted = await paidOrder(buyer, cancelling);
    await repo(Product).update({ id: deleted.car.id }, { deletedAt: new Date() });
    await cancelSale(cancelling, deleted.orderId).expect(200);
    expect(await carRow(deleted.car.id)).toMatchObject({ sold: false, deletedAt: expect.any(Date) });

    // Two cancellations in 30 days; the third is refused and refunds nothing.
    const third = await paidOrder(buyer, cancelling);
    expect((await cancelSale(cancelling, third.orderId).expect(429)).body.message).toBe(
      DEAL_MESSAGES.tooManyCancels,
    );
    expect((await orderRow(third.orderId)).dealState).toBeNull();
    expect(await refundsOf(third.orderId)).toHaveLength(0);
  });

  async function newSeller(): Promise<Account> {
    const auth = await signup(http(), { displayName: 'Deal Seller', role: 'Seller' });
    return { token: auth.token, uid: auth.user.uid };
  }

  it('a dispute decided for the buyer: both sides’ words in the queue, refunded, back on sale, audited', async () => {
    const disputing = await newBuyer();
    // They wrote before the sale (a sold car's conversation cannot be started).
    const { orderId, car } = await paidOrder(disputing, seller, (unsold) =>
      request(http())
        .post('/api/conversations')
        .set(...bearer(disputing.token))
        .send({ productID: unsold.id, text: 'Where do we meet?' })
        .expect(201),
    );
    await handOver(seller, orderId).expect(200);
    await dispute(disputing, orderId, 'seller_no_show', 'Nobody came to Gulshan 1.').expect(200);
    await answer(disputing, orderId, 'Me again').expect(403);
    await answer(seller, orderId, 'I waited an hour.').expect(200);
    await answer(seller, orderId, 'Twice').expect(409);
    expect((await booking(seller, orderId)).deal?.dispute).toMatchObject({
      openedBy: 'buyer',
      reason: 'seller_no_show',
      report: 'Nobody came to Gulshan 1.',
      answer: 'I waited an hour.',
    });

    const queue = (
      await request(http())
        .get('/api/admin/disputes')
        .set(...bearer(admin.token))
        .expect(200)
    ).body as AdminDispute[];
    const entry = queue.find((row) => row.orderId === orderId);
    expect(entry).toMatchObject({
      car: { id: car.id, name: car.name },
      buyer: { uid: disputing.uid },
      seller: { uid: seller.uid },
      dispute: { report: 'Nobody came to Gulshan 1.', answer: 'I waited an hour.', decidedFor: null },
      conversation: [{ from: 'buyer', text: 'Where do we meet?' }],
    });

    await decide(admin, orderId, 'nobody').expect(400);
    expect((await decide(admin, orderId, 'buyer').expect(200)).body.status).toBe('refunded');
    await sandbox.whenIdle();
    await decide(admin, orderId, 'seller').expect(404);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await carRow(car.id)).toMatchObject({ sold: false, saleOrderId: null });
    expect((await myOrder(disputing, orderId)).deal).toMatchObject({
      dispute: { decidedFor: 'buyer' },
      refund: { reason: 'dispute_for_buyer', refunded: true },
    });
    expect((await booking(seller, orderId)).status).toBe('refunded');
    const audit = (await auditOf('order.refund')).find((row) => row.target.id === orderId);
    expect(audit?.actor.uid).toBe(admin.uid);
    const queueAfter = (
      await request(http())
        .get('/api/admin/disputes')
        .set(...bearer(admin.token))
        .expect(200)
    ).body as AdminDispute[];
    expect(queueAfter.some((row) => row.orderId === orderId)).toBe(false);
  });

  it('a dispute decided for the seller completes the deal', async () => {
    const disputing = await newBuyer();
    const { orderId, car } = await paidOrder(disputing);
    await dispute(disputing, orderId, 'not_as_described', 'Scratches everywhere.').expect(200);
    expect((await decide(admin, orderId, 'seller').expect(200)).body.status).toBe('completed');
    expect((await orderRow(orderId)).completedAt).not.toBeNull();
    expect(await carRow(car.id)).toMatchObject({ sold: true });
    expect(await refundsOf(orderId)).toHaveLength(0);
    const audit = (await auditOf('dispute.decide')).find((row) => row.target.id === orderId);
    expect(audit).toMatchObject({ actor: { uid: admin.uid }, after: { decidedFor: 'seller' } });
  });

  it('a buyer has at most 2 open disputes, also when filing them all at once', async () => {
    const disputing = await newBuyer();
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await paidOrder(disputing));
    const answers = await Promise.all(
      orders.map(({ orderId }) => dispute(disputing, orderId, 'seller_no_show', 'Nobody came.')),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429, 429]);
    expect(answers.find((r) => r.status === 429)?.body.message).toBe(DEAL_MESSAGES.tooManyDisputes);
    // Once an admin decides one, another may be filed.
    const open = orders.filter((_, index) => answers[index]!.status === 200);
    const waiting = orders.filter((_, index) => answers[index]!.status === 429);
    await decide(admin, open[0]!.orderId, 'seller').expect(200);
    await dispute(disputing, waiting[0]!.orderId, 'seller_no_show', 'Nobody came.').expect(200);
    await dispute(disputing, waiting[1]!.orderId, 'seller_no_show', 'Nobody came.').expect(429);
  });

  it('races: refund against refund, against the handover, against the capture’s replays', async () => {
    // Many cancellations and sweeps of one order at once: one refund.
    const racing = await newSeller();
    const double = await paidOrder(buyer, racing);
    await age(double.orderId, 15);
    const answers = await Promise.all([
      cancelSale(racing, double.orderId),
      cancelSale(racing, double.orderId),
      sweep.sweep(new Date()),
      cancelSale(racing, double.orderId),
    ]);
    await sandbox.whenIdle();
    expect((await orderRow(double.orderId)).dealState).toBe('refunded');
    expect(await refundsOf(double.orderId)).toHaveLength(1);
    const statuses = answers
      .slice(0, 2)
      .concat(answers.slice(3))
      .map((r) => (r as { status: number }).status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);

    // The seller's cancellation against the buyer's confirmation: exactly one wins.
    const versus = await paidOrder(buyer, racing);
    const [cancelled, received] = await Promise.all([
      cancelSale(racing, versus.orderId),
      receive(buyer, versus.orderId),
    ]);
    await sandbox.whenIdle();
    const row = await orderRow(versus.orderId);
    expect([cancelled.status, received.status].sort()).toEqual([200, 409]);
    if (cancelled.status === 200) {
      expect(row.dealState).toBe('refunded');
      expect(await refundsOf(versus.orderId)).toHaveLength(1);
    } else {
      expect(row.dealState).toBe('received');
      expect(await refundsOf(versus.orderId)).toHaveLength(0);
    }

    // An admin deciding both ways at once: one decision.
    const disputing = await newBuyer();
    const decided = await paidOrder(disputing);
    await dispute(disputing, decided.orderId, 'not_as_described').expect(200);
    const decisions = await Promise.all([
      decide(admin, decided.orderId, 'buyer'),
      decide(admin, decided.orderId, 'seller'),
    ]);
    await sandbox.whenIdle();
    expect(decisions.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const final = await orderRow(decided.orderId);
    expect(['refunded', 'completed']).toContain(final.dealState);
    expect(await refundsOf(decided.orderId)).toHaveLength(final.dealState === 'refunded' ? 1 : 0);
  });

  it('a refund racing the capture’s settle and webhook replays: captured once, refunded once', async () => {
    const { orderId, car } = await paidOrder();
    const order = await orderRow(orderId);
    const payments = testApp.app.get(PaymentsService);
    const settle = () =>
      request(http())
        .patch(`/api/orders/${orderId}/${car.id}`)
        .set(...bearer(buyer.token));
    await Promise.all([
      cancelSaleAsAnyone(orderId),
      settle(),
      payments.settle(orderId),
      settle(),
      payments.settle(orderId),
    ]);
    await sandbox.whenIdle();
    const intent = await repo(SandboxPaymentIntent).findOneByOrFail({ id: order.paidIntentId! });
    expect(intent.captureCount).toBe(1);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).dealState).toBe('refunded');
    // The car, back on sale, is bought by another buyer while the refunded order is asked to refund again.
    const next = await newBuyer();
    const again = await book(next, car.id);
    const intent2 = (
      await request(http())
        .post('/api/create-payment-intent')
        .set(...bearer(next.token))
        .send({ orderId: again._id })
    ).body as CreatePaymentIntentResponse;
    await request(http())
      .post('/api/payments/sandbox/confirm')
      .send({ clientSecret: intent2.clientSecret, card: CARD })
      .expect(200);
    const [settled] = await Promise.all([
      request(http())
        .patch(`/api/orders/${again._id}/${car.id}`)
        .set(...bearer(next.token)),
      cancelSaleAsAnyone(orderId),
      sweep.sweep(new Date()),
    ]);
    await sandbox.whenIdle();
    expect(settled.status).toBe(200);
    expect(await carRow(car.id)).toMatchObject({ sold: true, saleOrderId: again._id });
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  function cancelSaleAsAnyone(orderId: string) {
    return cancelSale(seller, orderId);
  }

  it('finishes a refund interrupted after it started (crash, provider down), and ignores replayed webhooks', async () => {
    const { orderId } = await paidOrder();
    const deals = testApp.app.get(OrderDeals);
    const order = (await deals.findWithSeller(orderId))!;
    // The start committed, then the process died before the provider was asked.
    expect(
      await runAllOrNothing(
        testApp.dataSource,
        deals.startRefundStatements(order, 'paid', 'handover_overdue', new Date()),
      ),
    ).toBe(-1);
    expect((await myOrder(buyer, orderId)).status).toBe('refunding');
    expect(await refundsOf(orderId)).toHaveLength(0);

    // The sandbox's charge.refunded event is recorded here and replayed: the order is refunded once.
    const delivered: { body: Buffer; signature: string }[] = [];
    const payments = testApp.app.get(PaymentsService);
    sandbox.deliverEventsTo(async (body, signature) => {
      delivered.push({ body, signature });
    });
    try {
      await sweep.sweep(new Date());
      await sandbox.whenIdle();
    } finally {
      sandbox.deliverEventsTo((body, signature) => payments.handleWebhook(body, signature));
    }
    expect((await orderRow(orderId)).dealState).toBe('refunded');
    expect(delivered.map(({ body }) => (JSON.parse(body.toString()) as { type: string }).type)).toEqual([
      'charge.refunded',
    ]);
    for (const { body, signature } of [...delivered, ...delivered]) {
      await request(http())
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(body.toString())
        .expect(200);
    }
    expect(await refundsOf(orderId)).toHaveLength(1);
    const notices = (await readNotifications(http(), buyer.token)).filter(
      (n) => n.kind === 'deal-update' && n.text.includes('refunded') && n.title.includes(order.product.name),
    );
    expect(notices.length).toBeGreaterThanOrEqual(1);
    const mails = await repo(OutboxMail).findBy({ kind: 'refund-buyer', recipient: order.customerEmail });
    expect(mails.filter((mail) => mail.text.includes(orderId))).toHaveLength(1);
  });
});
