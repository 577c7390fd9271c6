import request from 'supertest';
import type { SellerProfile } from '@usedcars/contract/types';
import { Product } from '../src/catalog';
import { Conversation, ConversationMessage, ConversationReport } from '../src/conversations';
import { User, UserBlock } from '../src/users';
import { DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing } from './listing-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('GET /api/sellers/:id: a seller’s public profile', () => {
  let testApp: TestApp;
  const http = () => request(testApp.http);
  const profileOf = async (id: string) =>
    (await http().get(`/api/sellers/${id}`).expect(200)).body as SellerProfile;

  /** A fresh seller account, nobody else's cars or conversations mixed in. */
  async function newSeller(displayName: string) {
    const { user } = await signup(testApp.http, { displayName, role: 'Seller' });
    return testApp.dataSource.getRepository(User).findOneByOrFail({ id: user.uid });
  }

  /** A buyer's conversation about `car`, asked `askedAgo` ms ago and answered `answerAfter` ms later (or never). */
  async function talk(car: Product, buyerId: string, askedAgo: number, answerAfter: number | null) {
    const askedAt = new Date(Date.now() - askedAgo);
    const conversations = testApp.dataSource.getRepository(Conversation);
    const messages = testApp.dataSource.getRepository(ConversationMessage);
    const conversation = await conversations.save(
      Object.assign(new Conversation(), {
        productId: car.id,
        buyerId,
        sellerId: car.authorId,
        lastMessageAt: askedAt,
        lastMessageText: 'Is it still available?',
        lastSenderId: buyerId,
      }),
    );
    const asked = await messages.save(
      Object.assign(new ConversationMessage(), {
        conversationId: conversation.id,
        senderId: buyerId,
        text: 'Is it still available?',
      }),
    );
    // Dated afterwards: the create-date columns take the time of the insert.
    await conversations.update({ id: conversation.id }, { createdAt: askedAt });
    await messages.update({ id: asked.id }, { createdAt: askedAt });
    if (answerAfter !== null) {
      const answeredAt = new Date(askedAt.getTime() + answerAfter);
      const answer = await messages.save(
        Object.assign(new ConversationMessage(), {
          conversationId: conversation.id,
          senderId: car.authorId,
          text: 'Yes, it is.',
        }),
      );
      await messages.update({ id: answer.id }, { createdAt: answeredAt });
      await conversations.update({ id: conversation.id }, { lastMessageAt: answeredAt });
    }
    return conversation;
  }

  const buyer = async (name: string) => (await signup(testApp.http, { displayName: name })).user.uid;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('shows the name, photo, badge, member-since month, the cars for sale newest first and the cars sold', async () => {
    const seller = await newSeller('Rahim Motors');
    await testApp.dataSource
      .getRepository(User)
      .update({ id: seller.id }, { verified: true, photoURL: '/api/media/rahim.webp' });
    const older = await cloneListing(testApp, seller.id, { createdAt: new Date(Date.now() - 2 * DAY) });
    const newer = await cloneListing(testApp, seller.id, { createdAt: new Date(Date.now() - DAY) });
    // Neither for sale nor listed: sold (counted as sold), taken down, deleted, held for review.
    await cloneListing(testApp, seller.id, { sold: true });
    await cloneListing(testApp, seller.id, { takenDownAt: new Date(), takedownReason: 'Fake' });
    await cloneListing(testApp, seller.id, { deletedAt: new Date() });
    await cloneListing(testApp, seller.id, { heldForReviewAt: new Date() });

    const profile = await profileOf(seller.id);
    expect(profile).toMatchObject({
      _id: seller.id,
      displayName: 'Rahim Motors',
      photoURL: '/api/media/rahim.webp',
      verified: true,
      memberSince: seller.createdAt.toISOString().slice(0, 7),
      soldCount: 1,
      responseRate: null,
      responseTimeSeconds: null,
      rating: { average: null, count: 0 },
      reviews: { total: 0, items: [] },
    });
    expect(profile.forSale.total).toBe(2);
    expect(profile.forSale.items.map((car) => car._id)).toEqual([newer.id, older.id]);
    // The cards as every list serializes them, with their price rating.
    const listed = (await http().get(`/api/product/${newer.id}`).expect(200)).body as {
      priceRating: unknown;
    };
    expect(profile.forSale.items[0]).toMatchObject({
      _id: newer.id,
      authorID: seller.id,
      author: { displayName: 'Rahim Motors', verified: true },
      priceRating: listed.priceRating,
    });
    // An id in capitals names the same seller.
    expect((await profileOf(seller.id.toUpperCase()))._id).toBe(seller.id);
  });

  it('tells nothing private: no e-mail, mobile, role or account state', async () => {
    const seller = await newSeller('Private Person');
    const car = await cloneListing(testApp, seller.id, { mobile: '01799887766' });
    const response = await http().get(`/api/sellers/${seller.id}`).expect(200);
    const body = response.body as SellerProfile;
    expect(Object.keys(body).sort()).toEqual(
      [
        '_id',
        'displayName',
        'photoURL',
        'verified',
        'memberSince',
        'forSale',
        'soldCount',
        'responseRate',
        'responseTimeSeconds',
        'rating',
        'reviews',
      ].sort(),
    );
    expect(body.forSale.items.map((item) => item._id)).toEqual([car.id]);
    for (const secret of [seller.email, '01799887766', 'passwordHash', 'sessionEpoch', 'email', 'mobile'])
      expect(response.text).not.toContain(secret);
  });

  it('is 404 for an unknown or malformed id, a deleted seller, a buyer and an admin', async () => {
    const deleted = await newSeller('Gone Seller');
    await testApp.dataSource.getRepository(User).update({ id: deleted.id }, { deletedAt: new Date() });
    const { user: aBuyer } = await signup(testApp.http, { displayName: 'Just Buying' });
    const { user: admin } = await login(testApp.http, DEMO.admin);
    for (const id of [
      '01900000-0000-7000-8000-000000000000',
      'not-an-id',
      "1' OR '1'='1",
      deleted.id,
      aBuyer.uid,
      admin.uid,
    ]) {
      const response = await http()
        .get(`/api/sellers/${encodeURIComponent(id)}`)
        .expect(404);
      expect(response.body).toMatchObject({ message: 'Seller not found.' });
      expect(response.text).not.toContain('Gone Seller');
    }
  });

  it('gives a response rate and time from the last 90 days, one conversation per buyer, none a blocked buyer stacks', async () => {
    const seller = await newSeller('Quick Answers');
    const cars = [
      await cloneListing(testApp, seller.id),
      await cloneListing(testApp, seller.id),
      await cloneListing(testApp, seller.id),
    ];
    const [a, b, c, d, e, f, g, h] = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name) => buyer(`Buyer ${name}`)),
    );
    // Judged: answered in 1 h, in 3 h, late (30 h), never (asked 3 days ago).
    await talk(cars[0]!, a!, 5 * DAY, HOUR);
    await talk(cars[0]!, b!, 4 * DAY, 3 * HOUR);
    await talk(cars[0]!, c!, 10 * DAY, 30 * HOUR);
    await talk(cars[0]!, d!, 3 * DAY, null);
    // Not judged: asked an hour ago (not late yet); older than 90 days; A's second conversation.
    await talk(cars[1]!, e!, HOUR, null);
    await talk(cars[1]!, g!, 100 * DAY, null);
    await talk(cars[1]!, a!, 2 * DAY, null);
    await talk(cars[2]!, a!, DAY * 1.5, null);
    // Nor the conversations of a buyer the seller blocked (however many of them).
    for (const car of cars) await talk(car, f!, 2 * DAY, null);
    await testApp.dataSource
      .getRepository(UserBlock)
      .save(Object.assign(new UserBlock(), { blockerId: seller.id, blockedId: f }));

    // Nor a conversation the seller reported to the admins.
    const reported = await talk(cars[2]!, h!, 2 * DAY, null);
    await testApp.dataSource.getRepository(ConversationReport).save(
      Object.assign(new ConversationReport(), {
        conversationId: reported.id,
        reporterId: seller.id,
        reason: 'spam',
      }),
    );

    const profile = await profileOf(seller.id);
    expect(profile.responseRate).toBe(0.5);
    expect(profile.responseTimeSeconds).toBe((3 * HOUR) / 1000);
  });

  it('gives no response figures from fewer than three conversations', async () => {
    const seller = await newSeller('New Seller');
    const car = await cloneListing(testApp, seller.id);
    await talk(car, await buyer('First'), 2 * DAY, HOUR);
    await talk(car, await buyer('Second'), 2 * DAY, null);
    const profile = await profileOf(seller.id);
    expect(profile).toMatchObject({ responseRate: null, responseTimeSeconds: null });
    // A third makes it three: now the figures show.
    await talk(car, await buyer('Third'), 2 * DAY, 2 * HOUR);
    const judged = await profileOf(seller.id);
    expect(judged.responseRate).toBeCloseTo(0.67, 2);
    expect(judged.responseTimeSeconds).toBe((1.5 * HOUR) / 1000);
  });
});
