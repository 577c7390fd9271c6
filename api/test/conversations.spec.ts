import request from 'supertest';
import type {
  ApiErrorBody,
  ChatMessage,
  ConversationSummary,
  ConversationThread,
  UnreadCount,
} from '@usedcars/contract/types';
import { CONVERSATION_PAGE_SIZE } from '@usedcars/contract/types';
import { CONVERSATION_MESSAGES } from '@usedcars/contract/conversation-messages';
import { IsNull } from 'typeorm';
import { Product } from '../src/catalog';
import { ConversationMessage } from '../src/conversations';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

describe('conversations between a buyer and a seller', () => {
  let testApp: TestApp;
  let seller: { token: string; email: string };
  let car: Product;

  const http = () => request(testApp.http);
  const start = (token: string, productID: string, text: string) =>
    http()
      .post('/api/conversations')
      .set(...bearer(token))
      .send({ productID, text });
  const send = (token: string, id: string, text: string) =>
    http()
      .post(`/api/conversations/${id}/messages`)
      .set(...bearer(token))
      .send({ text });
  const thread = async (token: string, id: string, before?: string) =>
    (
      await http()
        .get(`/api/conversations/${id}/messages${before ? `?before=${before}` : ''}`)
        .set(...bearer(token))
        .expect(200)
    ).body as ConversationThread;
  const list = async (token: string) =>
    (
      await http()
        .get('/api/conversations')
        .set(...bearer(token))
        .expect(200)
    ).body as ConversationSummary[];
  const unread = async (token: string) =>
    (
      (
        await http()
          .get('/api/conversations/unread')
          .set(...bearer(token))
          .expect(200)
      ).body as UnreadCount
    ).count;

  beforeAll(async () => {
    testApp = await createTestApp();
    seller = { token: (await login(testApp.http, DEMO.seller)).token, email: DEMO.seller };
    car = await testApp.dataSource.getRepository(Product).findOneOrFail({
      where: {
        sold: false,
        takenDownAt: IsNull(),
        deletedAt: IsNull(),
        heldForReviewAt: IsNull(),
        author: { email: DEMO.seller },
      },
      relations: { author: true },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('lets a buyer ask about a car and the seller answer; each sees the other by name only, with unread counts', async () => {
    const buyer = await signup(testApp.http, { displayName: 'Asha Asks' });
    const started = (await start(buyer.token, car.id, '  Is the price negotiable?  ').expect(201))
      .body as ConversationSummary;
    expect(started).toMatchObject({
      product: { _id: car.id, name: car.name, price: car.sellPriceCents / 100 },
      role: 'buyer',
      lastMessage: { text: 'Is the price negotiable?', mine: true },
      unread: 0,
      blockedByMe: false,
      blockedMe: false,
    });

    expect(await unread(seller.token)).toBeGreaterThanOrEqual(1);
    const sellerView = (await list(seller.token)).find((c) => c._id === started._id);
    expect(sellerView).toMatchObject({ role: 'seller', otherParty: { displayName: 'Asha Asks' }, unread: 1 });

    const sellerThread = await thread(seller.token, started._id);
    expect(sellerThread.messages.map((m) => [m.text, m.mine])).toEqual([['Is the price negotiable?', false]]);
    expect(sellerThread.conversation.unread).toBe(0);
    const answer = (await send(seller.token, started._id, 'A little, yes.').expect(201)).body as ChatMessage;
    expect(answer).toMatchObject({ text: 'A little, yes.', mine: true });

    expect(await unread(buyer.token)).toBe(1);
    const buyerThread = await thread(buyer.token, started._id);
    expect(buyerThread.messages.map((m) => [m.text, m.mine])).toEqual([
      ['Is the price negotiable?', true],
      ['A little, yes.', false],
    ]);
    expect(buyerThread.conversation.otherParty.displayName).toBe(car.author.displayName);
    expect(await unread(buyer.token)).toBe(0);

    // No e-mail address or phone number of either party anywhere in what they read.
    const everything = JSON.stringify([
      await list(buyer.token),
      buyerThread,
      await list(seller.token),
      sellerThread,
    ]);
    for (const secret of [buyer.user.email, DEMO.seller, car.mobile])
      expect(everything).not.toContain(secret);

    // A second message about the same car joins the same conversation.
    const again = (await start(buyer.token, car.id, 'When can I see it?').expect(201))
      .body as ConversationSummary;
    expect(again._id).toBe(started._id);
    expect((await thread(seller.token, started._id)).messages).toHaveLength(3);
  });

  it('keeps a conversation to its two parties', async () => {
    const buyer = await signup(testApp.http);
    const stranger = await signup(testApp.http);
    const { _id } = (await start(buyer.token, car.id, 'Hello').expect(201)).body as ConversationSummary;
    for (const token of [stranger.token, (await login(testApp.http, DEMO.admin)).token]) {
      await http()
        .get(`/api/conversations/${_id}/messages`)
        .set(...bearer(token))
        .expect(404);
      await send(token, _id, 'Let me in').expect(404);
      expect((await list(token)).map((c) => c._id)).not.toContain(_id);
    }
    await http().get('/api/conversations').expect(401);
    await http()
      .get(`/api/conversations/not-an-id/messages`)
      .set(...bearer(buyer.token))
      .expect(404);
  });

  it('refuses a message about one’s own car, a sold car, an unknown car, and text that is empty or too long', async () => {
    const buyer = await signup(testApp.http);
    const own = await start(seller.token, car.id, 'Talking to myself').expect(403);
    expect((own.body as ApiErrorBody).message).toBe(CONVERSATION_MESSAGES.ownCar);
    const sold = await testApp.dataSource.getRepository(Product).findOneByOrFail({ sold: true });
    expect(
      ((await start(buyer.token, sold.id, 'Still there?').expect(409)).body as ApiErrorBody).message,
    ).toBe(CONVERSATION_MESSAGES.sold);
    await start(buyer.token, '0190a0b0-0000-7000-8000-000000000000', 'Hello').expect(404);
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const refused = await start(buyer.token, car.id, text).expect(400);
      expect((refused.body as ApiErrorBody).message).toBe(CONVERSATION_MESSAGES.text);
    }
    await start(buyer.token, car.id, 'x'.repeat(2000)).expect(201);
    const noCar = await http()
      .post('/api/conversations')
      .set(...bearer(buyer.token))
      .send({ text: 'Hi' })
      .expect(400);
    expect((noCar.body as ApiErrorBody).message).toBe(CONVERSATION_MESSAGES.product);
  });

  it('keeps what people write as they wrote it (the pages escape it)', async () => {
    const buyer = await signup(testApp.http);
    const hostile = '<script>alert(1)</script> & "quotes"';
    const { _id } = (await start(buyer.token, car.id, hostile).expect(201)).body as ConversationSummary;
    expect((await thread(seller.token, _id)).messages[0]?.text).toBe(hostile);
  });

  it('stops messages both ways once either party blocks the other, until unblocked', async () => {
    const buyer = await signup(testApp.http);
    const { _id } = (await start(buyer.token, car.id, 'First').expect(201)).body as ConversationSummary;
    await http()
      .post(`/api/conversations/${_id}/block`)
      .set(...bearer(seller.token))
      .expect(200);
    for (const token of [buyer.token, seller.token]) {
      const refused = await send(token, _id, 'Still there?').expect(403);
      expect((refused.body as ApiErrorBody).message).toBe(CONVERSATION_MESSAGES.blocked);
    }
    await start(buyer.token, car.id, 'Please').expect(403);
    expect((await thread(buyer.token, _id)).conversation).toMatchObject({
      blockedMe: true,
      blockedByMe: false,
    });
    expect((await thread(seller.token, _id)).conversation).toMatchObject({
      blockedMe: false,
      blockedByMe: true,
    });
    await http()
      .delete(`/api/conversations/${_id}/block`)
      .set(...bearer(seller.token))
      .expect(200);
    await send(buyer.token, _id, 'Thanks').expect(201);
  });

  it('pages a long thread from the newest back', async () => {
    const buyer = await signup(testApp.http);
    const { _id } = (await start(buyer.token, car.id, 'm0').expect(201)).body as ConversationSummary;
    // Written directly: the rate limit would stop a real sender well before a second page.
    const base = Date.now();
    const rows = Array.from({ length: CONVERSATION_PAGE_SIZE + 4 }, (_, index) => index + 1).map((n) =>
      testApp.dataSource.getRepository(ConversationMessage).create({
        conversationId: _id,
        senderId: (n % 2 ? car.authorId : buyer.user.uid) as string,
        text: `m${n}`,
        createdAt: new Date(base + n),
      }),
    );
    for (const row of rows) await testApp.dataSource.getRepository(ConversationMessage).save(row);
    const latest = await thread(buyer.token, _id);
    expect(latest.messages).toHaveLength(CONVERSATION_PAGE_SIZE);
    expect(latest.messages.at(-1)?.text).toBe(`m${CONVERSATION_PAGE_SIZE + 4}`);
    expect(latest.nextBefore).toBe(latest.messages[0]?._id);
    const older = await thread(buyer.token, _id, latest.nextBefore!);
    expect(older.messages.map((m) => m.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(older.nextBefore).toBeNull();
    await http()
      .get(`/api/conversations/${_id}/messages?before=junk`)
      .set(...bearer(buyer.token))
      .expect(400);
  });

  it('limits messages a minute and new conversations an hour', async () => {
    const buyer = await signup(testApp.http);
    const { _id } = (await start(buyer.token, car.id, '1').expect(201)).body as ConversationSummary;
    for (let n = 2; n <= 20; n += 1) await send(buyer.token, _id, String(n)).expect(201);
    const tooFast = await send(buyer.token, _id, '21').expect(429);
    expect((tooFast.body as ApiErrorBody).message).toBe(CONVERSATION_MESSAGES.tooFast);

    const chatty = await signup(testApp.http);
    const cars = await testApp.dataSource.getRepository(Product).find({
      where: { sold: false, takenDownAt: IsNull(), deletedAt: IsNull(), heldForReviewAt: IsNull() },
      take: 11,
    });
    for (const other of cars.slice(0, 10)) await start(chatty.token, other.id, 'Interested').expect(201);
    const tooMany = await start(chatty.token, cars[10]!.id, 'Interested').expect(429);
    expect((tooMany.body as ApiErrorBody).message).toBe(CONVERSATION_MESSAGES.tooManyConversations);
  });

  it('starts one conversation when a buyer’s two tabs send the first message at once', async () => {
    const buyer = await signup(testApp.http);
    const answers = await Promise.all([
      start(buyer.token, car.id, 'Tab one'),
      start(buyer.token, car.id, 'Tab two'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const ids = answers.map((a) => (a.body as ConversationSummary)._id);
    expect(ids[0]).toBe(ids[1]);
    expect((await thread(buyer.token, ids[0]!)).messages.map((m) => m.text).sort()).toEqual([
      'Tab one',
      'Tab two',
    ]);
  });
});
