import request from 'supertest';
import { In, IsNull } from 'typeorm';
import {
  type AdminProduct,
  type AdminStats,
  type ApiErrorBody,
  type AuditEntry,
  type OwnProduct,
  type Product,
  type ReportedProduct,
  ROLES,
  type SellerStats,
} from '@usedcars/contract/types';
import { AuditLogEntry } from '../src/audit';
import { Product as ProductEntity } from '../src/catalog';
import { REPORT_MESSAGES } from '@usedcars/contract/messages';
import { Order as OrderEntity } from '../src/orders';
import { Report as ReportEntity } from '../src/reports';
import { SALES_MONTHS } from '../src/stats/stats.service';
import { User as UserEntity } from '../src/users';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing } from './listing-fixtures';

interface Account {
  token: string;
  uid: string;
}

describe('trust and oversight: reports, dashboards and the audit log', () => {
  let testApp: TestApp;
  let admin: Account;
  let seller: Account;

  const products = () => testApp.dataSource.getRepository(ProductEntity);
  const reports = () => testApp.dataSource.getRepository(ReportEntity);
  const audit = () => testApp.dataSource.getRepository(AuditLogEntry);
  const orders = () => testApp.dataSource.getRepository(OrderEntity);
  const users = () => testApp.dataSource.getRepository(UserEntity);

  async function account(role: 'Buyer' | 'Seller' = 'Buyer'): Promise<Account> {
    const { token, user } = await signup(testApp.http, { role });
    return { token, uid: user.uid };
  }

  /** An account made a month ago with a proven address: its reports count toward hiding a listing. */
  async function establishedAccount(): Promise<Account> {
    const fresh = await account();
    await users().update(fresh.uid, {
      createdAt: new Date(Date.now() - 30 * 86_400_000),
      emailVerifiedAt: new Date(),
    });
    return fresh;
  }

  /** A fresh advertised listing of `authorId` with a name of its own. */
  const newCar = (authorId = seller.uid, changes: Partial<ProductEntity> = {}) =>
    cloneListing(testApp, authorId, {
      name: `Reported car ${Math.random().toString(36).slice(2, 8)}`,
      advertise: true,
      ...changes,
    });

  const report = (token: string | null, body: unknown) => {
    const call = request(testApp.http)
      .post('/api/reports')
      .send(body as object);
    return token ? call.set(...bearer(token)) : call;
  };
  const listReports = (token: string) =>
    request(testApp.http)
      .get('/api/reports?pageSize=100')
      .set(...bearer(token));
  const resolve = (token: string, productId: string, body: unknown) =>
    request(testApp.http)
      .patch(`/api/reports/${productId}`)
      .set(...bearer(token))
      .send(body as object);
  const auditLog = (query = '') =>
    request(testApp.http)
      .get(`/api/audit-log?${query}`)
      .set(...bearer(admin.token));

  async function inPublicSearch(car: ProductEntity): Promise<boolean> {
    const found = (await request(testApp.http).get('/api/products?pageSize=100').expect(200))
      .body as Product[];
    return found.some((product) => product._id === car.id);
  }
  async function inAdvertised(car: ProductEntity): Promise<boolean> {
    const found = (await request(testApp.http).get('/api/advertise-product').expect(200)).body as Product[];
    return found.some((product) => product._id === car.id);
  }
  async function reportedBy(car: ProductEntity, count: number): Promise<Account[]> {
    const reporters = await Promise.all(Array.from({ length: count }, () => establishedAccount()));
    for (const reporter of reporters) {
      await report(reporter.token, { productID: car.id, reason: 'scam' }).expect(201);
    }
    return reporters;
  }
  async function latestAudit(): Promise<AuditEntry> {
    return ((await auditLog('pageSize=1').expect(200)).body as AuditEntry[])[0] as AuditEntry;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const [a, s] = await Promise.all([login(testApp.http, DEMO.admin), login(testApp.http, DEMO.seller)]);
    admin = { token: a.token, uid: a.user.uid };
    seller = { token: s.token, uid: s.user.uid };
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('POST /api/reports', () => {
    it('records a buyer’s report with its reason and note; the reporter is the token’s account', async () => {
      const buyer = await account();
      const car = await newCar();
      const response = await report(buyer.token, {
        productID: car.id,
        reason: 'other',
        note: '  Photos are of another car  ',
      }).expect(201);
      expect(response.body).toEqual({ acknowledged: true });
      expect(await reports().findBy({ productId: car.id })).toEqual([
        expect.objectContaining({
          reporterId: buyer.uid,
          reason: 'other',
          note: 'Photos are of another car',
          resolvedAt: null,
        }),
      ]);
      expect((await products().findOneByOrFail({ id: car.id })).openReportCount).toBe(1);
    });

    it('lets sellers report other sellers’ listings', async () => {
      const otherSeller = await account('Seller');
      await report(otherSeller.token, { productID: (await newCar()).id, reason: 'offensive' }).expect(201);
    });

    it('refuses anonymous callers (401) and the listing’s own seller (403), recording nothing', async () => {
      const car = await newCar();
      await report(null, { productID: car.id, reason: 'scam' }).expect(401);
      const own = await report(seller.token, { productID: car.id, reason: 'scam' }).expect(403);
      expect((own.body as ApiErrorBody).message).toBe(REPORT_MESSAGES.ownListing);
      expect(await reports().countBy({ productId: car.id })).toBe(0);
    });

    it('takes one report per user per listing (409), also when both arrive at once', async () => {
      const buyer = await account();
      const car = await newCar();
      const answers = await Promise.all([
        report(buyer.token, { productID: car.id, reason: 'scam' }),
        report(buyer.token, { productID: car.id, reason: 'already_sold' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const again = await report(buyer.token, { productID: car.id, reason: 'offensive' }).expect(409);
      expect((again.body as ApiErrorBody).message).toBe(REPORT_MESSAGES.alreadyReported);
      expect(await reports().countBy({ productId: car.id })).toBe(1);
      expect((await products().findOneByOrFail({ id: car.id })).openReportCount).toBe(1);
    });

    it('validates the reason and the note of "other" with their messages', async () => {
      const buyer = await account();
      const car = await newCar();
      const noReason = await report(buyer.token, { productID: car.id }).expect(400);
      expect((noReason.body as ApiErrorBody).errors).toEqual([
        { field: 'reason', message: REPORT_MESSAGES.reason },
      ]);
      const badReason = await report(buyer.token, { productID: car.id, reason: 'boring' }).expect(400);
      expect((badReason.body as ApiErrorBody).errors?.[0]?.message).toBe(REPORT_MESSAGES.reason);
      const noNote = await report(buyer.token, { productID: car.id, reason: 'other', note: '   ' }).expect(
        400,
      );
      expect((noNote.body as ApiErrorBody).errors).toEqual([
        { field: 'note', message: REPORT_MESSAGES.note },
      ]);
      const longNote = await report(buyer.token, {
        productID: car.id,
        reason: 'scam',
        note: 'x'.repeat(501),
      });
      expect(longNote.status).toBe(400);
      expect(await reports().countBy({ productId: car.id })).toBe(0);
    });

    it.each(['reporterId', 'resolvedAt', 'resolution', 'date'])(
      'refuses a body that sets %s (400, nothing recorded)',
      async (field) => {
        const buyer = await account();
        const car = await newCar();
        const response = await report(buyer.token, { productID: car.id, reason: 'scam', [field]: admin.uid });
        expect(response.status).toBe(400);
        expect((response.body as ApiErrorBody).errors?.[0]?.field).toBe(field);
        expect(await reports().countBy({ productId: car.id })).toBe(0);
      },
    );

    it('answers 404 for an unknown, malformed, deleted or taken-down listing', async () => {
      const buyer = await account();
      const deleted = await newCar(seller.uid, { deletedAt: new Date() });
      const takenDown = await newCar(seller.uid, { takenDownAt: new Date(), takedownReason: 'Fraud' });
      for (const productID of [deleted.id, takenDown.id, '0190a0b0-0000-7000-8000-000000000000', 'nope']) {
        await report(buyer.token, { productID, reason: 'scam' }).expect(404);
      }
    });
  });

  describe('the hiding threshold (3 open reports by default)', () => {
    it('keeps a listing public below the threshold and hides it from every public list at it', async () => {
      const car = await newCar();
      await reportedBy(car, 2);
      expect(await inPublicSearch(car)).toBe(true);
      expect(await inAdvertised(car)).toBe(true);

      await reportedBy(car, 1);
      expect(await inPublicSearch(car)).toBe(false);
      expect(await inAdvertised(car)).toBe(false);
      const category = await testApp.dataSource.query<{ value: string }[]>(
        'SELECT `value` FROM `categories` WHERE `id` = ?',
        [car.categoryId],
      );
      const inCategory = (await request(testApp.http).get(`/api/category/${category[0]?.value}`).expect(200))
        .body as { products: Product[] };
      expect(inCategory.products.some((product) => product._id === car.id)).toBe(false);
      // Its page stays, for the buyers who booked or wish-listed it.
      await request(testApp.http).get(`/api/product/${car.id}`).expect(200);

      // Its seller sees it under review.
      const own = (
        await request(testApp.http)
          .get(`/api/my-products/${seller.uid}`)
          .set(...bearer(seller.token))
          .expect(200)
      ).body as OwnProduct[];
      expect(own.find((product) => product._id === car.id)).toMatchObject({
        status: 'available',
        underReview: true,
      });
    });

    it('counts concurrent reports exactly and holds the listing once', async () => {
      const car = await newCar();
      const reporters = await Promise.all(Array.from({ length: 8 }, () => establishedAccount()));
      const answers = await Promise.all(
        reporters.map((reporter) => report(reporter.token, { productID: car.id, reason: 'scam' })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      const stored = await products().findOneByOrFail({ id: car.id });
      expect(stored.openReportCount).toBe(8);
      expect(stored.heldForReviewAt).not.toBeNull();
      expect(await reports().countBy({ productId: car.id, resolvedAt: IsNull() })).toBe(8);
    });
  });

  describe('who can hide a listing: reports from throwaway accounts do not count toward the threshold', () => {
    it('keeps a listing public however many accounts made a minute ago report it, and shows it to the admins', async () => {
      const car = await newCar();
      const throwaways = await Promise.all(Array.from({ length: 5 }, () => account()));
      for (const reporter of throwaways) {
        await report(reporter.token, { productID: car.id, reason: 'scam' }).expect(201);
      }
      expect(await inPublicSearch(car)).toBe(true);
      expect(await inAdvertised(car)).toBe(true);
      const stored = await products().findOneByOrFail({ id: car.id });
      expect(stored).toMatchObject({ openReportCount: 5, heldForReviewAt: null });
      const listed = (await listReports(admin.token).expect(200)).body as ReportedProduct[];
      expect(listed.find((item) => item.product._id === car.id)?.reportCount).toBe(5);
    });

    const book = async (buyer: Account, car: ProductEntity): Promise<string> => {
      const response = await request(testApp.http)
        .post('/api/orders')
        .set(...bearer(buyer.token))
        .send({ productID: car.id, customerMobile: '+880 1711-000000', meetLocation: 'Gulshan 1, Dhaka' })
        .expect(201);
      return (response.body as { _id: string })._id;
    };
    const cancelBooking = (buyer: Account, orderId: string) =>
      request(testApp.http)
        .delete(`/api/orders/${orderId}`)
        .set(...bearer(buyer.token))
        .expect(200);

    /** Books a car and pays for it by card through the sandbox provider, as a buyer does. */
    async function buyCar(buyer: Account, car: ProductEntity): Promise<void> {
      const orderId = await book(buyer, car);
      const intent = await request(testApp.http)
        .post('/api/create-payment-intent')
        .set(...bearer(buyer.token))
        .send({ orderId })
        .expect(200);
      const card = {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        cvc: '123',
      };
      await request(testApp.http)
        .post('/api/payments/sandbox/confirm')
        .send({ clientSecret: (intent.body as { clientSecret: string }).clientSecret, card })
        .expect(200);
      const order = await orders().findOneByOrFail({ id: orderId });
      const paid = await request(testApp.http)
        .patch(`/api/orders/${orderId}/${order.productId}`)
        .set(...bearer(buyer.token))
        .expect(200);
      expect(paid.body).toMatchObject({ status: 'paid' });
    }

    it('counts an account a week old with a proven address, one an admin verified, and a buyer and a seller of a paid order', async () => {
      const car = await newCar();
      const proven = await establishedAccount();
      const verified = await account();
      await request(testApp.http)
        .put(`/api/all-users/${verified.uid}`)
        .set(...bearer(admin.token))
        .send({ verified: true })
        .expect(200);
      const buyer = await account();
      await buyCar(buyer, await newCar());
      const sellerWhoSold = await account('Seller');
      await buyCar(proven, await newCar(sellerWhoSold.uid));

      await report(proven.token, { productID: car.id, reason: 'scam' }).expect(201);
      await report(verified.token, { productID: car.id, reason: 'scam' }).expect(201);
      await report(buyer.token, { productID: car.id, reason: 'scam' }).expect(201);
      expect(await inPublicSearch(car)).toBe(false);
      const other = await newCar();
      await report(sellerWhoSold.token, { productID: other.id, reason: 'scam' }).expect(201);
      expect(
        await reports().findBy({ countsTowardHold: true, productId: In([car.id, other.id]) }),
      ).toHaveLength(4);
    });

    it('does not count a new account with a proven address, an old one without, nor unpaid or cancelled bookings', async () => {
      const car = await newCar();
      const provenNew = await account();
      await users().update(provenNew.uid, { emailVerifiedAt: new Date() });
      const oldUnproven = await account();
      await users().update(oldUnproven.uid, { createdAt: new Date(Date.now() - 30 * 86_400_000) });
      const booker = await account();
      await book(booker, await newCar());
      const canceller = await account();
      await cancelBooking(canceller, await book(canceller, await newCar()));

      for (const reporter of [provenNew, oldUnproven, booker, canceller]) {
        await report(reporter.token, { productID: car.id, reason: 'scam' }).expect(201);
      }
      expect(await inPublicSearch(car)).toBe(true);
      expect(await products().findOneByOrFail({ id: car.id })).toMatchObject({
        openReportCount: 4,
        heldForReviewAt: null,
      });
      expect(await reports().countBy({ productId: car.id, countsTowardHold: true })).toBe(0);
    });

    it('cannot be bought with bookings: three fresh accounts that book and cancel a bait car of their own hide nothing', async () => {
      const competitor = await newCar();
      const attacker = await account('Seller');
      const bait = await newCar(attacker.uid);
      const helpers = await Promise.all(Array.from({ length: 3 }, () => account()));
      for (const helper of helpers) await cancelBooking(helper, await book(helper, bait));
      for (const helper of helpers) {
        await report(helper.token, { productID: competitor.id, reason: 'scam' }).expect(201);
      }
      expect(await inPublicSearch(competitor)).toBe(true);
      expect(await inAdvertised(competitor)).toBe(true);
      expect((await products().findOneByOrFail({ id: competitor.id })).heldForReviewAt).toBeNull();
    });
  });

  it('takes its threshold from REPORT_HIDE_THRESHOLD', async () => {
    const strict = await createTestApp({
      env: { REPORT_HIDE_THRESHOLD: '1', REPORT_TRUSTED_ACCOUNT_DAYS: '0' },
    });
    try {
      const { token, user } = await signup(strict.http);
      await strict.dataSource.getRepository(UserEntity).update(user.uid, { emailVerifiedAt: new Date() });
      const [car] = (await request(strict.http).get('/api/products?pageSize=1').expect(200))
        .body as Product[];
      await request(strict.http)
        .post('/api/reports')
        .set(...bearer(token))
        .send({ productID: car?._id, reason: 'offensive' })
        .expect(201);
      const found = (await request(strict.http).get('/api/products?pageSize=100').expect(200))
        .body as Product[];
      expect(found.some((product) => product._id === car?._id)).toBe(false);
    } finally {
      await strict.close();
    }
  });

  describe('GET /api/reports and PATCH /api/reports/{productID}', () => {
    it('is for admins only', async () => {
      const buyer = await account();
      const car = await newCar();
      await reportedBy(car, 1);
      await request(testApp.http).get('/api/reports').expect(401);
      await listReports(buyer.token).expect(403);
      await listReports(seller.token).expect(403);
      await resolve(buyer.token, car.id, { action: 'dismiss' }).expect(403);
      await resolve(seller.token, car.id, { action: 'takedown', reason: 'x' }).expect(403);
      expect((await products().findOneByOrFail({ id: car.id })).openReportCount).toBe(1);
    });

    it('lists reported listings with their count, reasons, notes, reporters and seller, most reported first', async () => {
      const car = await newCar();
      const reporters = await reportedBy(car, 2);
      const third = await establishedAccount();
      await report(third.token, { productID: car.id, reason: 'other', note: 'Odometer rolled back' }).expect(
        201,
      );

      const response = await listReports(admin.token).expect(200);
      const listed = response.body as ReportedProduct[];
      expect(Number(response.headers['x-total-count'])).toBe(listed.length);
      const counts = listed.map((item) => item.reportCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const entry = listed.find((item) => item.productID === car.id) as ReportedProduct;
      expect(entry).toMatchObject({
        reportCount: 3,
        hidden: true,
        product: { _id: car.id, seller: { uid: seller.uid, email: DEMO.seller }, underReview: true },
      });
      expect(entry.reports.map((item) => item.reason).sort()).toEqual(['other', 'scam', 'scam']);
      expect(entry.reports[0]).toMatchObject({ reason: 'other', note: 'Odometer rolled back' });
      expect(entry.reports.every((item) => item.reporterName === 'Test Person')).toBe(true);
      expect(entry.lastReportedAt).toBe(entry.reports[0]?.date);
      expect(reporters).toHaveLength(2);
    });

    it('dismisses: the reports close, the listing is public again, and the decision is in the audit log', async () => {
      const car = await newCar();
      await reportedBy(car, 3);
      expect(await inPublicSearch(car)).toBe(false);

      await resolve(admin.token, car.id, { action: 'dismiss' }).expect(200, { acknowledged: true });
      expect(await inPublicSearch(car)).toBe(true);
      expect(await reports().findBy({ productId: car.id })).toEqual(
        Array(3).fill(expect.objectContaining({ resolution: 'dismissed', resolvedById: admin.uid })),
      );
      expect(await products().findOneByOrFail({ id: car.id })).toMatchObject({
        openReportCount: 0,
        heldForReviewAt: null,
      });
      const listed = (await listReports(admin.token).expect(200)).body as ReportedProduct[];
      expect(listed.some((item) => item.productID === car.id)).toBe(false);
      expect(await latestAudit()).toMatchObject({
        action: 'reports.dismiss',
        actor: { uid: admin.uid, email: DEMO.admin },
        target: { type: 'product', id: car.id, label: car.name },
        before: { openReports: 3, hidden: true },
        after: { openReports: 0, hidden: false },
      });

      // Nothing left to decide on.
      const again = await resolve(admin.token, car.id, { action: 'dismiss' }).expect(404);
      expect((again.body as ApiErrorBody).message).toBe(REPORT_MESSAGES.noOpenReports);
    });

    it('takes down with a reason its seller sees; the listing leaves every public read', async () => {
      const car = await newCar();
      await reportedBy(car, 1);
      const noReason = await resolve(admin.token, car.id, { action: 'takedown', reason: '  ' }).expect(400);
      expect((noReason.body as ApiErrorBody).errors?.[0]).toEqual({
        field: 'reason',
        message: REPORT_MESSAGES.takedownReason,
      });
      await resolve(admin.token, car.id, { action: 'remove' }).expect(400);

      await resolve(admin.token, car.id, { action: 'takedown', reason: 'Stolen photos' }).expect(200);
      expect(await inPublicSearch(car)).toBe(false);
      await request(testApp.http).get(`/api/product/${car.id}`).expect(410);
      const own = (
        await request(testApp.http)
          .get(`/api/my-products/${seller.uid}`)
          .set(...bearer(seller.token))
          .expect(200)
      ).body as OwnProduct[];
      expect(own.find((product) => product._id === car.id)).toMatchObject({
        status: 'taken_down',
        takedownReason: 'Stolen photos',
        underReview: false,
      });
      expect(await reports().findOneByOrFail({ productId: car.id })).toMatchObject({
        resolution: 'taken_down',
        resolvedById: admin.uid,
      });
      expect(await latestAudit()).toMatchObject({
        action: 'product.takedown',
        target: { type: 'product', id: car.id },
        before: { status: 'available', advertise: true, openReports: 1 },
        after: { status: 'taken_down', takedownReason: 'Stolen photos', openReports: 0 },
      });
      // Another admin's second decision: it is already down.
      await resolve(admin.token, car.id, { action: 'takedown', reason: 'Again' }).expect(409);
      await resolve(admin.token, car.id, { action: 'dismiss' }).expect(404);
      const unknown = '0190a0b0-0000-7000-8000-000000000000';
      await resolve(admin.token, unknown, { action: 'dismiss' }).expect(404);
    });

    it('a takedown from the product list closes the listing’s open reports too', async () => {
      const car = await newCar();
      await reportedBy(car, 2);
      await request(testApp.http)
        .patch(`/api/admin/products/${car.id}/takedown`)
        .set(...bearer(admin.token))
        .send({ reason: 'Fraud' })
        .expect(200);
      expect(await reports().countBy({ productId: car.id, resolution: 'taken_down' })).toBe(2);
      expect((await latestAudit()).action).toBe('product.takedown');
    });
  });

  describe('what an admin took down stays in their list', () => {
    const adminList = async (query: string) =>
      (
        await request(testApp.http)
          .get(`/api/admin/products?pageSize=100&${query}`)
          .set(...bearer(admin.token))
          .expect(200)
      ).body as AdminProduct[];
    const deleteOwn = (id: string) =>
      request(testApp.http)
        .delete(`/api/my-products/${id}`)
        .set(...bearer(seller.token))
        .send({});

    it('refuses its seller the delete of a listing taken down (409), which changes nothing', async () => {
      const car = await newCar();
      await request(testApp.http)
        .patch(`/api/admin/products/${car.id}/takedown`)
        .set(...bearer(admin.token))
        .send({ reason: 'Stolen photos' })
        .expect(200);
      const before = await products().findOneByOrFail({ id: car.id });
      const refused = await deleteOwn(car.id).expect(409);
      expect((refused.body as ApiErrorBody).message).toBe(
        'This listing was taken down by an admin and cannot change.',
      );
      expect(await products().findOneByOrFail({ id: car.id })).toEqual(before);
      const listed = (await adminList(`q=${encodeURIComponent(car.name)}`)).map((each) => each._id);
      expect(listed).toEqual([car.id]);
      expect((await adminList('status=taken_down')).find((each) => each._id === car.id)).toMatchObject({
        status: 'taken_down',
        takedownReason: 'Stolen photos',
        deletedAt: null,
      });
    });

    it('lists the listings their sellers deleted under `deleted`, and one taken down in every list that fits', async () => {
      const deleted = await newCar();
      await deleteOwn(deleted.id).expect(200);
      const deletedAt = (await products().findOneByOrFail({ id: deleted.id })).deletedAt as Date;
      expect((await adminList('')).some((each) => each._id === deleted.id)).toBe(false);
      expect((await adminList('status=deleted')).find((each) => each._id === deleted.id)).toMatchObject({
        deletedAt: deletedAt.toISOString(),
        seller: { uid: seller.uid },
      });
      // Deleted before a seller was refused that: still found by the admins as taken down.
      const both = await newCar(seller.uid, {
        takenDownAt: new Date(),
        takedownReason: 'Fraud',
        deletedAt: new Date(),
      });
      for (const query of ['', 'status=taken_down', 'status=deleted']) {
        expect((await adminList(query)).some((each) => each._id === both.id)).toBe(true);
      }
      expect((await adminList('status=available')).some((each) => each._id === both.id)).toBe(false);
      await request(testApp.http)
        .get('/api/admin/products?status=gone')
        .set(...bearer(admin.token))
        .expect(400);
    });
  });

  describe('GET /api/admin/stats', () => {
    it('is for admins only', async () => {
      await request(testApp.http).get('/api/admin/stats').expect(401);
      await request(testApp.http)
        .get('/api/admin/stats')
        .set(...bearer(seller.token))
        .expect(403);
    });

    it('matches the records it counts, counted here independently from the rows', async () => {
      const stats = (
        await request(testApp.http)
          .get('/api/admin/stats')
          .set(...bearer(admin.token))
          .expect(200)
      ).body as AdminStats;

      const users = await testApp.dataSource.getRepository(UserEntity).find();
      const live = users.filter((user) => user.deletedAt === null);
      const liveIds = new Set(live.map((user) => user.id));
      expect(stats.users).toEqual(
        Object.fromEntries(ROLES.map((role) => [role, live.filter((user) => user.role === role).length])),
      );
      expect(stats.sellersAwaitingVerification).toBe(
        live.filter((user) => user.role === 'Seller' && !user.verified).length,
      );

      const all = await products().find();
      const listings = all.filter((product) => product.deletedAt === null && liveIds.has(product.authorId));
      const up = listings.filter((product) => product.takenDownAt === null);
      expect(stats.listings).toEqual({
        available: up.filter((product) => !product.sold).length,
        advertised: up.filter((product) => !product.sold && product.advertise).length,
        sold: up.filter((product) => product.sold).length,
        takenDown: listings.length - up.length,
        underReview: up.filter((product) => product.heldForReviewAt !== null).length,
      });

      const byId = new Map(all.map((product) => [product.id, product]));
      const booked = (await orders().find()).filter((order) => order.canceledAt === null);
      const paid = booked.filter((order) => order.paymentState === 'paid');
      const open = booked.filter((order) => {
        const car = byId.get(order.productId) as ProductEntity;
        return (
          order.paymentState === 'unpaid' &&
          !car.sold &&
          car.deletedAt === null &&
          car.takenDownAt === null &&
          liveIds.has(car.authorId)
        );
      });
      expect(stats.bookings).toEqual({ open: open.length, paid: paid.length });
      const inStates = (...states: (string | null)[]) =>
        paid.filter((order) => states.includes(order.dealState)).length;
      expect(stats.deals).toEqual({
        awaitingHandover: inStates(null),
        awaitingConfirmation: inStates('handed_over', 'received'),
        disputed: inStates('disputed'),
        completed: inStates('completed'),
        refunded: inStates('refunding', 'refunded'),
      });
      // The seed's sales are completed deals.
      expect(stats.deals.completed).toBeGreaterThan(0);
      // A refunded order is no sale.
      const sales = paid.filter((order) => order.dealState !== 'refunding' && order.dealState !== 'refunded');
      const cents = sales.reduce((sum, order) => sum + order.priceCents, 0);
      expect(stats.sales.total).toBe(cents / 100);
      // The seed's sales spread over the last months: the chart holds them all.
      expect(stats.sales.byMonth).toHaveLength(SALES_MONTHS);
      expect(stats.sales.byMonth.reduce((sum, month) => sum + month.orders, 0)).toBe(sales.length);
      expect(Math.round(stats.sales.byMonth.reduce((sum, month) => sum + month.amount, 0) * 100)).toBe(cents);
      const months = stats.sales.byMonth.map((month) => month.month);
      expect(months).toEqual([...months].sort());
      expect(months.at(-1)).toBe(new Date().toISOString().slice(0, 7));

      const openReports = (await reports().find()).filter((item) => {
        const car = byId.get(item.productId) as ProductEntity;
        return (
          item.resolvedAt === null &&
          car.deletedAt === null &&
          car.takenDownAt === null &&
          liveIds.has(car.authorId)
        );
      });
      expect(stats.openReports).toBe(openReports.length);
      expect(stats.reportedListings).toBe(new Set(openReports.map((item) => item.productId)).size);
      expect(paid.length).toBeGreaterThan(0);
      expect(stats.openReports).toBeGreaterThan(0);
    });
  });

  describe('GET /api/seller/stats', () => {
    it('is for sellers, and counts only the caller’s own listings, bookings and sales', async () => {
      const buyer = await account();
      await request(testApp.http)
        .get('/api/seller/stats')
        .set(...bearer(buyer.token))
        .expect(403);
      await request(testApp.http)
        .get('/api/seller/stats')
        .set(...bearer(admin.token))
        .expect(403);

      const newSeller = await account('Seller');
      const [forSale, advertised, sold, down] = [
        await newCar(newSeller.uid, { advertise: false }),
        await newCar(newSeller.uid, { advertise: true }),
        await newCar(newSeller.uid, { sold: true, advertise: false }),
        await newCar(newSeller.uid, { takenDownAt: new Date(), takedownReason: 'Fraud' }),
      ];
      await newCar(newSeller.uid, { deletedAt: new Date() });
      await reportedBy(advertised, 3);
      for (const car of [forSale, advertised]) {
        await request(testApp.http)
          .post('/api/orders')
          .set(...bearer(buyer.token))
          .send({ productID: car.id, customerMobile: '01711000000', meetLocation: 'Gulshan' })
          .expect(201);
      }
      await orders().save(
        Object.assign(new OrderEntity(), {
          productId: sold.id,
          productAuthorId: newSeller.uid,
          customerId: buyer.uid,
          customerName: 'Test Person',
          customerEmail: 'x@example.com',
          customerMobile: '01711000000',
          meetLocation: 'Banani',
          bookingDate: new Date(),
          priceCents: 1_234_550,
          paymentState: 'paid',
          paymentMethod: 'card',
          paidIntentId: `pi_${sold.id}`,
          paymentDate: new Date(),
          openBookingKey: null,
        }),
      );

      const stats = (
        await request(testApp.http)
          .get('/api/seller/stats')
          .set(...bearer(newSeller.token))
          .expect(200)
      ).body as SellerStats;
      expect(stats.listings).toEqual({ available: 2, advertised: 1, sold: 1, takenDown: 1, underReview: 1 });
      expect(stats.bookingsAwaitingPayment).toBe(2);
      expect(stats.sales).toEqual({ total: 12345.5, orders: 1 });
      expect(stats.latestBookings.map((booking) => booking.productID)).toEqual([
        sold.id,
        advertised.id,
        forSale.id,
      ]);
      expect(down.id).toBeTruthy();
    });

    it('counts the caller’s paid orders by where their handover stands', async () => {
      const [newSeller, other, buyer] = [await account('Seller'), await account('Seller'), await account()];
      const paidOrder = async (sellerId: string, dealState: OrderEntity['dealState']) => {
        const car = await newCar(sellerId, { sold: true, advertise: false });
        await orders().save(
          Object.assign(new OrderEntity(), {
            productId: car.id,
            productAuthorId: sellerId,
            customerId: buyer.uid,
            customerName: 'Test Person',
            customerEmail: 'x@example.com',
            customerMobile: '01711000000',
            meetLocation: 'Banani',
            bookingDate: new Date(),
            priceCents: 1_000_000,
            paymentState: 'paid',
            paymentMethod: 'card',
            paidIntentId: `pi_${car.id}`,
            paymentDate: new Date(),
            openBookingKey: null,
            dealState,
          }),
        );
      };
      for (const state of [
        null,
        null,
        'handed_over',
        'received',
        'disputed',
        'completed',
        'completed',
        'completed',
        'refunding',
        'refunded',
      ] as const)
        await paidOrder(newSeller.uid, state);
      // Another seller's deal is not the caller's.
      await paidOrder(other.uid, 'disputed');

      const stats = (
        await request(testApp.http)
          .get('/api/seller/stats')
          .set(...bearer(newSeller.token))
          .expect(200)
      ).body as SellerStats;
      expect(stats.deals).toEqual({
        awaitingHandover: 2,
        awaitingConfirmation: 2,
        disputed: 1,
        completed: 3,
        refunded: 2,
      });
      // Its sales: the eight paid orders not refunded, at $10,000 each.
      expect(stats.sales).toEqual({ total: 80_000, orders: 8 });
    });
  });

  describe('the audit log', () => {
    it('is for admins only', async () => {
      await request(testApp.http).get('/api/audit-log').expect(401);
      await request(testApp.http)
        .get('/api/audit-log')
        .set(...bearer(seller.token))
        .expect(403);
    });

    it('records verify and unverify with the values before and after; a no-op records nothing', async () => {
      const newSeller = await account('Seller');
      const verify = (verified: boolean) =>
        request(testApp.http)
          .put(`/api/all-users/${newSeller.uid}`)
          .set(...bearer(admin.token))
          .send({ verified })
          .expect(200);
      await verify(true);
      expect(await latestAudit()).toMatchObject({
        action: 'user.verify',
        actor: { uid: admin.uid },
        target: { type: 'user', id: newSeller.uid },
        before: { verified: false },
        after: { verified: true },
      });
      const count = await audit().count();
      await verify(true);
      expect(await audit().count()).toBe(count);
      await verify(false);
      expect(await latestAudit()).toMatchObject({ action: 'user.unverify', after: { verified: false } });
    });

    it('records deleting a user; refused deletes record nothing', async () => {
      const doomed = await account();
      const count = await audit().count();
      await request(testApp.http)
        .delete(`/api/user/${admin.uid}`)
        .set(...bearer(admin.token))
        .expect(403);
      expect(await audit().count()).toBe(count);
      await request(testApp.http)
        .delete(`/api/user/${doomed.uid}`)
        .set(...bearer(admin.token))
        .expect(200);
      const entry = await latestAudit();
      expect(entry).toMatchObject({
        action: 'user.delete',
        target: { type: 'user', id: doomed.uid },
        before: { role: 'Buyer', displayName: 'Test Person' },
        after: null,
      });
      expect(entry.target.label).toContain('@example.com');
    });

    it('records adding and deleting categories and brands, not refused duplicates', async () => {
      // A stored picture, as an upload would give.
      const [stored] = await testApp.dataSource.query<{ thumbnailUrl: string }[]>(
        'SELECT `thumbnailUrl` FROM `categories` LIMIT 1',
      );
      const thumbnail = stored?.thumbnailUrl;
      const category = await request(testApp.http)
        .post('/api/category')
        .set(...bearer(admin.token))
        .send({ category: 'Audit Coupe', thumbnail })
        .expect(201);
      const categoryId = (category.body as { _id: string })._id;
      expect(await latestAudit()).toMatchObject({
        action: 'category.create',
        target: { type: 'category', id: categoryId, label: 'Audit Coupe' },
        before: null,
        after: { name: 'Audit Coupe', value: 'audit_coupe', thumbnailUrl: thumbnail },
      });
      const count = await audit().count();
      await request(testApp.http)
        .post('/api/category')
        .set(...bearer(admin.token))
        .send({ category: 'audit coupe', thumbnail })
        .expect(409);
      expect(await audit().count()).toBe(count);
      await request(testApp.http)
        .delete(`/api/category/${categoryId}`)
        .set(...bearer(admin.token))
        .expect(200);
      expect(await latestAudit()).toMatchObject({
        action: 'category.delete',
        before: { name: 'Audit Coupe' },
        after: null,
      });

      const brand = await request(testApp.http)
        .post('/api/brand')
        .set(...bearer(admin.token))
        .send({ brandName: 'Auditmobile' })
        .expect(201);
      const brandId = (brand.body as { _id: string })._id;
      expect(await latestAudit()).toMatchObject({ action: 'brand.create', after: { name: 'Auditmobile' } });
      await request(testApp.http)
        .delete(`/api/brand/${brandId}`)
        .set(...bearer(admin.token))
        .expect(200);
      expect(await latestAudit()).toMatchObject({ action: 'brand.delete', target: { id: brandId } });
    });

    it('filters by action and pages newest first, with the total in X-Total-Count', async () => {
      const response = await auditLog('action=user.verify&pageSize=2').expect(200);
      const entries = response.body as AuditEntry[];
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.action === 'user.verify')).toBe(true);
      expect(Number(response.headers['x-total-count'])).toBe(
        await audit().countBy({ action: 'user.verify' }),
      );
      const all = (await auditLog('pageSize=100').expect(200)).body as AuditEntry[];
      const dates = all.map((entry) => entry.date);
      expect(dates).toEqual([...dates].sort().reverse());
      await auditLog('action=drop.tables').expect(400);
    });
  });
});
