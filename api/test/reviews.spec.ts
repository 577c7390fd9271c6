import request from 'supertest';
import {
  FORMER_MEMBER_NAME,
  type OwnReview,
  REVIEW_MESSAGES,
  type AdminReviewItem,
} from '@usedcars/contract/reviews';
import type {
  AppNotification,
  AuditEntry,
  Product as ProductBody,
  SellerProfile,
} from '@usedcars/contract/types';
import { AuditLogEntry } from '../src/audit';
import { OutboxMail } from '../src/mail';
import { Order } from '../src/orders';
import { Review } from '../src/reviews';
import { User, UserBlock } from '../src/users';
import { bearer, DEMO, login, readNotifications, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { completeDeal, paidOrder } from './deal-fixtures';
import { cloneListing } from './listing-fixtures';
import { saveUnpaidOrder } from './record-fixtures';

interface Account {
  token: string;
  uid: string;
  email: string;
}

describe('reviews: a buyer reviews the seller of a completed deal once, the seller answers once, admins hide', () => {
  let testApp: TestApp;
  let admin: Account;
  const http = () => request(testApp.http);
  const account = (auth: { token: string; user: { uid: string; email: string } }): Account => ({
    token: auth.token,
    uid: auth.user.uid,
    email: auth.user.email,
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = account(await login(testApp.http, DEMO.admin));
  });

  afterAll(async () => {
    await testApp.close();
  });

  const newSeller = async () => account(await signup(testApp.http, { role: 'Seller' }));
  const newBuyer = async () => account(await signup(testApp.http));

  /** A car of `seller` bought, paid and handed over to `buyer` through the real flows: a completed deal. */
  async function completedDeal(buyer: Account, seller: Account) {
    const car = await cloneListing(testApp, seller.uid);
    const order = await paidOrder(testApp.http, buyer.token, car.id);
    await completeDeal(testApp.http, order._id, { sellerToken: seller.token, buyerToken: buyer.token });
    return { car, order };
  }

  const post = (who: Account | null, body: object) => {
    const call = http().post('/api/reviews');
    return (who ? call.set(...bearer(who.token)) : call).send(body);
  };
  const profileOf = async (sellerId: string) =>
    (await http().get(`/api/sellers/${sellerId}`).expect(200)).body as SellerProfile;
  const ratingRow = async (sellerId: string) => {
    const { ratingCount, ratingStars } = await testApp.dataSource
      .getRepository(User)
      .findOneByOrFail({ id: sellerId });
    return { ratingCount, ratingStars };
  };

  it('refuses a deal that is not completed, another buyer’s order, the seller’s own sale and bad input', async () => {
    const [seller, buyer, stranger] = await Promise.all([newSeller(), newBuyer(), newBuyer()]);
    const car = await cloneListing(testApp, seller.uid);
    const order = await paidOrder(testApp.http, buyer.token, car.id);
    const body = { orderId: order._id, stars: 5, text: 'Smooth deal, the car was as described.' };

    await post(null, body).expect(401);
    // Paid but not handed over yet.
    expect((await post(buyer, body).expect(409)).body.message).toBe(REVIEW_MESSAGES.notCompleted);
    await completeDeal(testApp.http, order._id, { sellerToken: seller.token, buyerToken: buyer.token });
    // Nobody but the order's buyer: another buyer, and the seller reviewing their own sale, are told "not found".
    expect((await post(stranger, body).expect(404)).body.message).toBe(REVIEW_MESSAGES.orderNotFound);
    expect((await post(seller, body).expect(404)).body.message).toBe(REVIEW_MESSAGES.orderNotFound);
    await post(buyer, { ...body, orderId: '0190a7c4-0000-7000-8000-000000000000' }).expect(404);
    await post(buyer, { ...body, orderId: 'not-an-id' }).expect(400);

    for (const stars of [0, 6, 4.5, '5', null]) {
      const response = await post(buyer, { ...body, stars }).expect(400);
      expect(JSON.stringify(response.body)).toContain(REVIEW_MESSAGES.stars);
    }
    for (const text of ['too short', ' '.repeat(20), 'x'.repeat(2001), 42]) {
      const response = await post(buyer, { ...body, text }).expect(400);
      expect(JSON.stringify(response.body)).toContain(REVIEW_MESSAGES.text);
    }
    await post(buyer, { ...body, sellerId: seller.uid }).expect(400);
    // A completed deal state on an unpaid booking gives no right either: the rule asks for a paid deal. (No flow
    // completes an unpaid booking, so the columns are written here.)
    const unpaid = await saveUnpaidOrder(
      testApp.dataSource,
      await cloneListing(testApp, seller.uid),
      buyer.uid,
    );
    await testApp.dataSource
      .getRepository(Order)
      .update({ id: unpaid.id }, { dealState: 'completed', completedAt: new Date() });
    expect((await post(buyer, { ...body, orderId: unpaid.id }).expect(409)).body.message).toBe(
      REVIEW_MESSAGES.notCompleted,
    );
    expect(await testApp.dataSource.getRepository(Review).countBy({ sellerId: seller.uid })).toBe(0);
    expect(await ratingRow(seller.uid)).toEqual({ ratingCount: 0, ratingStars: 0 });
  });

  it('keeps one review per completed order, even when posted many times at once, and tells the seller', async () => {
    const [seller, buyer] = await Promise.all([newSeller(), newBuyer()]);
    const { order, car } = await completedDeal(buyer, seller);
    const body = { orderId: order._id, stars: 4, text: 'Good car, the seller was on time.' };

    const answers = await Promise.all(Array.from({ length: 6 }, () => post(buyer, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    }
    const created = answers.find((a) => a.status === 201)?.body as OwnReview;
    expect(created).toMatchObject({
      orderId: order._id,
      stars: 4,
      text: body.text,
      productName: car.name,
      answer: null,
      hidden: false,
    });
    expect(await testApp.dataSource.getRepository(Review).countBy({ orderId: order._id })).toBe(1);
    expect(await ratingRow(seller.uid)).toEqual({ ratingCount: 1, ratingStars: 4 });

    // The seller hears of it once, in the app and by mail, in our words: never the review's text.
    const sellerAuth = seller;
    const notices = (await readNotifications(testApp.http, sellerAuth.token)).filter(
      (n: AppNotification) => n.kind === 'review-received',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: '/seller/reviews', title: 'New review: 4 stars' });
    const mails = await testApp.dataSource
      .getRepository(OutboxMail)
      .findBy({ recipient: seller.email, kind: 'review-seller' });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).not.toContain(body.text);

    // The buyer's own list (My Orders) has it.
    const mine = (
      await http()
        .get('/api/reviews/mine')
        .set(...bearer(buyer.token))
        .expect(200)
    ).body as OwnReview[];
    expect(mine.map((r) => r.orderId)).toEqual([order._id]);
  });

  it('shows the rating on the profile, its reviews, and every card of the seller, at once', async () => {
    const [seller, buyer] = await Promise.all([newSeller(), newBuyer()]);
    const onSale = await cloneListing(testApp, seller.uid);
    const before = (await http().get(`/api/product/${onSale.id}`).expect(200)).body as ProductBody;
    expect(before.author.rating).toEqual({ average: null, count: 0 });
    // A list answered by the search index, with the seller's card kept among its rows.
    const listed = async () =>
      (
        (await http().get('/api/products').query({ sort: 'newest', pageSize: 100 }).expect(200))
          .body as ProductBody[]
      ).find((car) => car._id === onSale.id);
    expect((await listed())?.author.rating).toEqual({ average: null, count: 0 });

    const first = await completedDeal(buyer, seller);
    const second = await completedDeal(buyer, seller);
    await post(buyer, { orderId: first.order._id, stars: 5, text: 'Excellent, honest seller.' }).expect(201);
    await post(buyer, { orderId: second.order._id, stars: 4, text: 'Fine, a little late.' }).expect(201);

    const profile = await profileOf(seller.uid);
    expect(profile.rating).toEqual({ average: 4.5, count: 2 });
    expect(profile.reviews.total).toBe(2);
    expect(profile.reviews.items.map((r) => r.stars)).toEqual([4, 5]);
    expect(profile.reviews.items[0]).not.toHaveProperty('reviewerId');
    expect(profile.forSale.items.find((car) => car._id === onSale.id)?.author.rating).toEqual({
      average: 4.5,
      count: 2,
    });
    expect(
      ((await http().get(`/api/product/${onSale.id}`).expect(200)).body as ProductBody).author.rating,
    ).toEqual({
      average: 4.5,
      count: 2,
    });
    expect((await listed())?.author.rating).toEqual({ average: 4.5, count: 2 });
    const page = await http().get(`/api/sellers/${seller.uid}/reviews`).query({ pageSize: 1 }).expect(200);
    expect(page.headers['x-total-count']).toBe('2');
    expect((page.body as OwnReview[]).map((r) => r.stars)).toEqual([4]);
  });

  it('lets the reviewed seller answer once, and nobody else', async () => {
    const [seller, otherSeller, buyer] = await Promise.all([newSeller(), newSeller(), newBuyer()]);
    const { order } = await completedDeal(buyer, seller);
    const review = (
      await post(buyer, {
        orderId: order._id,
        stars: 3,
        text: 'The car was fine, the papers were late.',
      }).expect(201)
    ).body as OwnReview;
    const answer = (who: Account, text: unknown) =>
      http()
        .post(`/api/reviews/${review._id}/answer`)
        .set(...bearer(who.token))
        .send({ text });

    expect((await answer(otherSeller, 'Not mine').expect(403)).body.message).toBe(
      REVIEW_MESSAGES.notYourReview,
    );
    expect((await answer(buyer, 'Not mine either').expect(403)).body.message).toBe(
      REVIEW_MESSAGES.notYourReview,
    );
    await answer(seller, '   ').expect(400);
    await answer(seller, 'x'.repeat(2001)).expect(400);
    await http()
      .post('/api/reviews/not-an-id/answer')
      .set(...bearer(seller.token))
      .send({ text: 'Hi' })
      .expect(404);

    const answered = (await answer(seller, 'Sorry about the papers: the office was closed.').expect(200))
      .body as OwnReview;
    expect(answered.answer?.text).toBe('Sorry about the papers: the office was closed.');
    expect((await answer(seller, 'A second answer').expect(409)).body.message).toBe(
      REVIEW_MESSAGES.alreadyAnswered,
    );
    const answers = await Promise.all([answer(seller, 'Again'), answer(seller, 'And again')]);
    expect(answers.map((a) => a.status)).toEqual([409, 409]);
    expect((await profileOf(seller.uid)).reviews.items[0]?.answer?.text).toBe(
      'Sorry about the papers: the office was closed.',
    );
    const buyerNotices = await readNotifications(testApp.http, buyer.token);
    expect(buyerNotices.filter((n: AppNotification) => n.kind === 'review-answered')).toHaveLength(1);
  });

  it('hides a review once, with a reason and an audit entry: it leaves the public list and the average', async () => {
    const [seller, buyer] = await Promise.all([newSeller(), newBuyer()]);
    const good = await completedDeal(buyer, seller);
    const bad = await completedDeal(buyer, seller);
    await post(buyer, { orderId: good.order._id, stars: 5, text: 'Great seller, recommended.' }).expect(201);
    const abusive = (
      await post(buyer, { orderId: bad.order._id, stars: 1, text: 'Words the admins will not keep.' }).expect(
        201,
      )
    ).body as OwnReview;
    expect((await profileOf(seller.uid)).rating).toEqual({ average: 3, count: 2 });

    const hide = (reason: unknown) =>
      http()
        .post(`/api/admin/reviews/${abusive._id}/hide`)
        .set(...bearer(admin.token))
        .send({ reason });
    await hide('').expect(400);
    await hide('x'.repeat(501)).expect(400);
    // Two admins at once: one hides it, the other is told.
    const both = await Promise.all([hide('Insults'), hide('Insults')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.message).toBe(REVIEW_MESSAGES.alreadyHidden);

    const profile = await profileOf(seller.uid);
    expect(profile.rating).toEqual({ average: 5, count: 1 });
    expect(profile.reviews.items.map((r) => r._id)).not.toContain(abusive._id);
    expect(await ratingRow(seller.uid)).toEqual({ ratingCount: 1, ratingStars: 5 });
    // The seller can no longer answer it; the buyer and the seller still see it, marked hidden.
    const sellerAuth = seller;
    await http()
      .post(`/api/reviews/${abusive._id}/answer`)
      .set(...bearer(sellerAuth.token))
      .send({ text: 'Thanks' })
      .expect(409);
    const own = (
      await http()
        .get('/api/seller/reviews')
        .set(...bearer(sellerAuth.token))
        .expect(200)
    ).body as OwnReview[];
    expect(own.find((r) => r._id === abusive._id)?.hidden).toBe(true);

    const entries = await testApp.dataSource
      .getRepository(AuditLogEntry)
      .findBy({ action: 'review.hide', targetId: abusive._id });
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]?.valuesAfter ?? '{}')).toEqual({ hidden: true, reason: 'Insults' });
    const log = (
      await http()
        .get('/api/audit-log')
        .query({ action: 'review.hide' })
        .set(...bearer(admin.token))
        .expect(200)
    ).body as AuditEntry[];
    expect(log.some((entry) => entry.target.id === abusive._id && entry.target.type === 'review')).toBe(true);

    const hidden = (
      await http()
        .get('/api/admin/reviews')
        .query({ status: 'hidden' })
        .set(...bearer(admin.token))
        .expect(200)
    ).body as AdminReviewItem[];
    expect(hidden.find((r) => r._id === abusive._id)?.hidden?.reason).toBe('Insults');
    const visible = (
      await http()
        .get('/api/admin/reviews')
        .set(...bearer(admin.token))
        .expect(200)
    ).body as AdminReviewItem[];
    expect(visible.map((r) => r._id)).not.toContain(abusive._id);
  });

  it('bounds one account’s reviews by its real deals: no review of sellers it never completed a deal with', async () => {
    const buyer = await newBuyer();
    const sellers = await Promise.all([newSeller(), newSeller(), newSeller()]);
    // The buyer's one completed deal, with the first seller.
    const own = await completedDeal(buyer, sellers[0] as Account);
    // Other people's completed deals with every seller, and the buyer's own bookings that never completed.
    const others = await Promise.all(
      sellers.map(async (seller) => (await completedDeal(await newBuyer(), seller)).order._id),
    );
    const booked = await Promise.all(
      sellers.map(
        async (seller) =>
          (await saveUnpaidOrder(testApp.dataSource, await cloneListing(testApp, seller.uid), buyer.uid)).id,
      ),
    );
    const text = 'An attempt to harm a seller.';
    for (const orderId of others) await post(buyer, { orderId, stars: 1, text }).expect(404);
    for (const orderId of booked) await post(buyer, { orderId, stars: 1, text }).expect(409);
    await post(buyer, { orderId: own.order._id, stars: 1, text }).expect(201);
    await post(buyer, { orderId: own.order._id, stars: 1, text }).expect(409);
    expect(await testApp.dataSource.getRepository(Review).countBy({ reviewerId: buyer.uid })).toBe(1);
    for (const seller of sellers.slice(1))
      expect(await ratingRow(seller.uid)).toEqual({ ratingCount: 0, ratingStars: 0 });
  });

  it('keeps a review through a block (unnoticed by the seller) and after its writer’s account is closed', async () => {
    const [seller, buyer] = await Promise.all([newSeller(), newBuyer()]);
    const { order } = await completedDeal(buyer, seller);
    await testApp.dataSource
      .getRepository(UserBlock)
      .save(Object.assign(new UserBlock(), { blockerId: seller.uid, blockedId: buyer.uid }));
    await post(buyer, { orderId: order._id, stars: 2, text: 'The seller stopped answering me.' }).expect(201);
    expect(
      await testApp.dataSource
        .getRepository(OutboxMail)
        .countBy({ recipient: seller.email, kind: 'review-seller' }),
    ).toBe(0);
    const sellerAuth = seller;
    expect(
      (await readNotifications(testApp.http, sellerAuth.token)).filter(
        (n: AppNotification) => n.kind === 'review-received',
      ),
    ).toHaveLength(0);

    await http()
      .delete(`/api/user/${buyer.uid}`)
      .set(...bearer(admin.token))
      .expect(200);
    const profile = await profileOf(seller.uid);
    expect(profile.rating).toEqual({ average: 2, count: 1 });
    expect(profile.reviews.items[0]?.reviewerName).toBe(FORMER_MEMBER_NAME);
  });
});
