import request from 'supertest';
import type { ApiErrorBody, ConversationReportItem, ConversationSummary } from '@usedcars/contract/types';
import { CONVERSATION_REPORT_MESSAGES } from '@usedcars/contract/conversation-messages';
import { IsNull } from 'typeorm';
import { Product } from '../src/catalog';
import { Conversation } from '../src/conversations';
import { OutboxMail } from '../src/mail';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing } from './listing-fixtures';
import { MailDevInbox } from './maildev';

const PUBLIC_URL = 'http://shop.example:8080';

describe('conversations: mail of new messages, and reports', () => {
  let testApp: TestApp;
  let seller: { token: string; email: string };
  let car: Product;
  const http = () => request(testApp.http);

  const start = async (token: string, text: string) =>
    (
      await http()
        .post('/api/conversations')
        .set(...bearer(token))
        .send({ productID: car.id, text })
        .expect(201)
    ).body as ConversationSummary;
  const send = (token: string, id: string, text: string) =>
    http()
      .post(`/api/conversations/${id}/messages`)
      .set(...bearer(token))
      .send({ text })
      .expect(201);
  const read = (token: string, id: string) =>
    http()
      .get(`/api/conversations/${id}/messages`)
      .set(...bearer(token))
      .expect(200);
  const mailsTo = (recipient: string) =>
    testApp.dataSource.getRepository(OutboxMail).find({
      where: { recipient, kind: 'conversation-message' },
      order: { createdAt: 'ASC' },
    });
  /** The open conversation reports, as an admin's console reads them. */
  const reportsSeenByAdmin = async () => {
    const admin = await login(testApp.http, DEMO.admin);
    return (
      await http()
        .get('/api/conversation-reports')
        .set(...bearer(admin.token))
        .expect(200)
    ).body as ConversationReportItem[];
  };
  /** Moves the last mail of `party` about the conversation back by `hours`. */
  const mailedHoursAgo = (id: string, party: 'buyer' | 'seller', hours: number) =>
    testApp.dataSource
      .getRepository(Conversation)
      .update({ id }, { [`${party}MailedAt`]: new Date(Date.now() - hours * 3_600_000) });

  beforeAll(async () => {
    // Mails go at once: the hold before a message's mail has its own test below.
    testApp = await createTestApp({ env: { PUBLIC_URL, MESSAGE_MAIL_HOLD_SECONDS: '0' } });
    const session = await login(testApp.http, DEMO.seller);
    seller = { token: session.token, email: DEMO.seller };
    car = await testApp.dataSource.getRepository(Product).findOneOrFail({
      where: {
        sold: false,
        takenDownAt: IsNull(),
        deletedAt: IsNull(),
        heldForReviewAt: IsNull(),
        author: { email: DEMO.seller },
      },
    });
    // Seeding the demo catalog takes over a minute on a busy machine's MySQL.
  }, 180_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('mails a party when a message makes the conversation unread for them, at most once an hour, with no address', async () => {
    const buyer = await signup(testApp.http, { displayName: 'Mira Mailtest' });
    const before = (await mailsTo(DEMO.seller)).length;

    const started = await start(buyer.token, 'Is it still available?');
    let sellerMails = await mailsTo(DEMO.seller);
    expect(sellerMails).toHaveLength(before + 1);
    const mail = sellerMails.at(-1)!;
    expect(mail.subject).toBe(`New message about ${car.name}`);
    expect(mail.text).toContain('Mira Mailtest sent you a message');
    expect(mail.text).toContain(`${PUBLIC_URL}/messages/${started._id}`);
    for (const body of [mail.text, mail.html, mail.subject]) {
      expect(body).not.toContain(buyer.user.email);
      // Nor the message itself: it is read on the site.
      expect(body).not.toContain('still available');
    }

    // Still unread: no second mail.
    await send(buyer.token, started._id, 'Hello?');
    expect(await mailsTo(DEMO.seller)).toHaveLength(before + 1);

    // Read, then a new message within the hour: still none.
    await read(seller.token, started._id);
    await send(buyer.token, started._id, 'One more thing');
    expect(await mailsTo(DEMO.seller)).toHaveLength(before + 1);

    // An hour later, a message to an unread conversation: none (they were told, and have not come back).
    await mailedHoursAgo(started._id, 'seller', 2);
    await send(buyer.token, started._id, 'Anyone there?');
    expect(await mailsTo(DEMO.seller)).toHaveLength(before + 1);

    // Read, and over an hour since the last mail: a new one.
    await read(seller.token, started._id);
    await send(buyer.token, started._id, 'Back again');
    sellerMails = await mailsTo(DEMO.seller);
    expect(sellerMails).toHaveLength(before + 2);

    // The seller's answer mails the buyer, without the seller's address or phone.
    await send(seller.token, started._id, 'Yes, come and see it');
    const buyerMails = await mailsTo(buyer.user.email);
    expect(buyerMails).toHaveLength(1);
    expect(buyerMails[0]!.text).toContain(`sent you a message about ${car.name}`);
    for (const body of [buyerMails[0]!.text, buyerMails[0]!.html]) expect(body).not.toContain(DEMO.seller);
  });

  it('lets a party report a conversation once, with a reason; admins see it with its messages', async () => {
    const buyer = await signup(testApp.http, { displayName: 'Rita Reporter' });
    const stranger = await signup(testApp.http);
    const started = await start(buyer.token, 'Send me your bank details first');
    const report = (token: string, body: unknown, id = started._id) =>
      http()
        .post(`/api/conversations/${id}/report`)
        .set(...bearer(token))
        .send(body as object);

    const bad = (await report(seller.token, { reason: 'boring' }).expect(400)).body as ApiErrorBody;
    expect(bad.errors).toEqual([{ field: 'reason', message: CONVERSATION_REPORT_MESSAGES.reason }]);
    await report(seller.token, { reason: 'scam', extra: 1 }).expect(400);
    await report(stranger.token, { reason: 'scam' }).expect(404);
    await request(testApp.http)
      .post(`/api/conversations/${started._id}/report`)
      .send({ reason: 'scam' })
      .expect(401);

    await report(seller.token, { reason: 'scam' }).expect(201);
    const again = (await report(seller.token, { reason: 'spam' }).expect(409)).body as ApiErrorBody;
    expect(again.message).toBe(CONVERSATION_REPORT_MESSAGES.already);

    await http()
      .get('/api/conversation-reports')
      .set(...bearer(seller.token))
      .expect(403);
    const list = await reportsSeenByAdmin();
    expect(list[0]).toMatchObject({
      conversationId: started._id,
      reason: 'scam',
      product: { _id: car.id, name: car.name },
      reporter: { email: DEMO.seller },
      reported: { displayName: 'Rita Reporter', email: buyer.user.email },
      messages: [{ text: 'Send me your bank details first', fromReporter: false }],
      details: null,
    });
  });

  it("keeps what the reporter wrote, trimmed and at most 1,000 characters, for the admins' eyes", async () => {
    const buyer = await signup(testApp.http, { displayName: 'Dana Details' });
    const started = await start(buyer.token, 'Pay a deposit by gift card and it is yours');
    const report = (body: unknown) =>
      http()
        .post(`/api/conversations/${started._id}/report`)
        .set(...bearer(seller.token))
        .send(body as object);

    for (const details of ['x'.repeat(1001), 42]) {
      const refused = (await report({ reason: 'scam', details }).expect(400)).body as ApiErrorBody;
      expect(refused.errors).toEqual([
        { field: 'details', message: CONVERSATION_REPORT_MESSAGES.detailsLength },
      ]);
    }
    await report({
      reason: 'scam',
      details: '  Wanted a deposit by gift card.\nThen stopped answering.  ',
    }).expect(201);

    const list = await reportsSeenByAdmin();
    expect(list.find((each) => each.conversationId === started._id)).toMatchObject({
      reason: 'scam',
      details: 'Wanted a deposit by gift card.\nThen stopped answering.',
    });
    // The reported party's own view of the conversation holds nothing of it.
    const thread = await http()
      .get(`/api/conversations/${started._id}/messages`)
      .set(...bearer(buyer.token))
      .expect(200);
    expect(JSON.stringify(thread.body)).not.toContain('Wanted a deposit');
  });
});

describe('conversations: the mail of a new message waits, and does not go once its reader has read the thread', () => {
  const HOLD_SECONDS = 3;
  let testApp: TestApp;
  let inbox: MailDevInbox;

  beforeAll(async () => {
    inbox = await MailDevInbox.start();
    testApp = await createTestApp({
      env: { SMTP_URL: inbox.smtpUrl, MESSAGE_MAIL_HOLD_SECONDS: String(HOLD_SECONDS) },
    });
  }, 180_000);

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  it('holds the mail, drops it when the seller reads the thread live, and mails the next message they miss', async () => {
    const http = () => request(testApp.http);
    const seller = await login(testApp.http, DEMO.seller2);
    const buyer = await signup(testApp.http);
    const car = await cloneListing(testApp, seller.user.uid);
    const outbox = testApp.dataSource.getRepository(OutboxMail);
    const mailsToSeller = () =>
      outbox.find({
        where: { recipient: DEMO.seller2, kind: 'conversation-message' },
        order: { createdAt: 'ASC' },
      });
    const settled = async (id: string) => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const mail = await outbox.findOneByOrFail({ id });
        if (mail.state !== 'queued' || Date.now() > deadline) return mail;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    const started = (
      await http()
        .post('/api/conversations')
        .set(...bearer(buyer.token))
        .send({ productID: car.id, text: 'Can I see it on Saturday?' })
        .expect(201)
    ).body as ConversationSummary;
    const [held] = await mailsToSeller();
    expect(held!.nextAttemptAt.getTime() - held!.createdAt.getTime()).toBeGreaterThanOrEqual(
      HOLD_SECONDS * 1000 - 1000,
    );
    // The seller has the thread open: the live page reads it as the message arrives.
    await http()
      .get(`/api/conversations/${started._id}/messages`)
      .set(...bearer(seller.token))
      .expect(200);
    expect(await settled(held!.id)).toMatchObject({
      state: 'dropped',
      lastError: 'Read on the site before the mail went',
    });

    // Read, so the hour's mail was not spent: the next message, which the seller does not read, is mailed.
    await http()
      .post(`/api/conversations/${started._id}/messages`)
      .set(...bearer(buyer.token))
      .send({ text: 'Or Sunday morning?' })
      .expect(201);
    const mails = await mailsToSeller();
    expect(mails).toHaveLength(2);
    expect(await settled(mails[1]!.id)).toMatchObject({ state: 'sent' });
    const caught = await inbox.waitForMails(
      DEMO.seller2,
      (mail) => mail.subject === `New message about ${car.name}`,
      1,
    );
    expect(caught).toHaveLength(1);
  }, 120_000);
});
