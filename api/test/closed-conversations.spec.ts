// A conversation closes when its listing is taken down or deleted, or an account in it is closed (issue #40): a
// scammer whose listing was taken down could still message every buyer who wrote about it, and the mails went on.
import request from 'supertest';
import type { ApiErrorBody, ConversationSummary, ConversationThread } from '@usedcars/contract/types';
import {
  CONVERSATION_CLOSED_MESSAGES,
  CONVERSATION_MESSAGES,
} from '@usedcars/contract/conversation-messages';
import { In } from 'typeorm';
import type { Product } from '../src/catalog';
import { OutboxMail } from '../src/mail';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing } from './listing-fixtures';
import { MailDevInbox } from './maildev';
import { tableFingerprint } from './table-fingerprint';

interface Account {
  token: string;
  uid: string;
}

/** The routes of a conversation, on one app. */
function conversationsOf(testApp: TestApp) {
  const http = () => request(testApp.http);
  return {
    start: async (buyer: Account, car: Product, text = 'Is it still for sale?') =>
      (
        (
          await http()
            .post('/api/conversations')
            .set(...bearer(buyer.token))
            .send({ productID: car.id, text })
            .expect(201)
        ).body as ConversationSummary
      )._id,
    send: (who: Account, id: string, text: string) =>
      http()
        .post(`/api/conversations/${id}/messages`)
        .set(...bearer(who.token))
        .send({ text }),
    thread: async (who: Account, id: string) =>
      (
        await http()
          .get(`/api/conversations/${id}/messages`)
          .set(...bearer(who.token))
          .expect(200)
      ).body as ConversationThread,
    list: async (who: Account) =>
      (
        await http()
          .get('/api/conversations')
          .set(...bearer(who.token))
          .expect(200)
      ).body as ConversationSummary[],
  };
}

describe('a closed conversation', () => {
  let testApp: TestApp;
  let admin: string;
  let talk: ReturnType<typeof conversationsOf>;

  const account = async (role: 'Buyer' | 'Seller' = 'Buyer'): Promise<Account> => {
    const { token, user } = await signup(testApp.http, { role });
    return { token, uid: user.uid };
  };
  /** A seller's car and a buyer talking about it, both sides having written. */
  const conversation = async () => {
    const seller = await account('Seller');
    const buyer = await account();
    const car = await cloneListing(testApp, seller.uid);
    const id = await talk.start(buyer, car);
    await talk.send(seller, id, 'Yes, it is').expect(201);
    return { seller, buyer, car, id };
  };

  /** Neither party can write any more, each is told why, and the refusals change nothing. */
  async function expectClosed(
    id: string,
    parties: Account[],
    reason: keyof typeof CONVERSATION_CLOSED_MESSAGES,
  ) {
    const before = await tableFingerprint(testApp.dataSource);
    for (const party of parties) {
      const refused = await talk.send(party, id, 'Pay me outside the site').expect(409);
      expect((refused.body as ApiErrorBody).message).toBe(CONVERSATION_CLOSED_MESSAGES[reason]);
    }
    expect(await tableFingerprint(testApp.dataSource)).toBe(before);
    for (const party of parties) {
      const thread = await talk.thread(party, id);
      expect(thread.conversation.closedReason).toBe(reason);
      // What was written stays readable.
      expect(thread.messages.map((m) => m.text)).toEqual(['Is it still for sale?', 'Yes, it is']);
      expect((await talk.list(party)).find((c) => c._id === id)?.closedReason).toBe(reason);
    }
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await login(testApp.http, DEMO.admin)).token;
    talk = conversationsOf(testApp);
    // Seeding the demo catalog takes over a minute on a busy machine's MySQL.
  }, 180_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('is open until then, and closes for both when an admin takes the listing down', async () => {
    const { seller, buyer, car, id } = await conversation();
    expect((await talk.thread(buyer, id)).conversation.closedReason).toBeNull();

    await request(testApp.http)
      .patch(`/api/admin/products/${car.id}/takedown`)
      .set(...bearer(admin))
      .send({ reason: 'Scam: the car does not exist' })
      .expect(200);
    await expectClosed(id, [seller, buyer], 'taken-down');
  });

  it('closes when the seller deletes the listing', async () => {
    const { seller, buyer, car, id } = await conversation();
    await request(testApp.http)
      .delete(`/api/my-products/${car.id}`)
      .set(...bearer(seller.token))
      .expect(200);
    await expectClosed(id, [seller, buyer], 'listing-deleted');
  });

  it('closes when either account is deleted', async () => {
    for (const gone of ['buyer', 'seller'] as const) {
      const parties = await conversation();
      await request(testApp.http)
        .delete(`/api/user/${parties[gone].uid}`)
        .set(...bearer(admin))
        .expect(200);
      await expectClosed(parties.id, [parties[gone === 'buyer' ? 'seller' : 'buyer']], 'account-deleted');
    }
  });
});

describe('the mails of messages written before a conversation closed', () => {
  it('are dropped when they were still queued; those of open conversations go', async () => {
    // Without SMTP_URL the mails stay queued, as behind a mail server that is down.
    // The mails are due at once, so they go as soon as the mail server is back.
    const first = await createTestApp({ env: { MESSAGE_MAIL_HOLD_SECONDS: '0' } });
    let second: TestApp | undefined;
    let inbox: MailDevInbox | undefined;
    try {
      const talk = conversationsOf(first);
      const admin = (await login(first.http, DEMO.admin)).token;
      const seller = await login(first.http, DEMO.seller);
      const buyer = async () => {
        const { token, user } = await signup(first.http);
        return { token, uid: user.uid };
      };
      const carOf = (sellerId: string) => cloneListing(first, sellerId);
      const [scammed, blocked, goneBuyer, open] = [
        await buyer(),
        await buyer(),
        await buyer(),
        await buyer(),
      ];
      // Each new conversation queues a mail to the seller (the demo sellers' addresses are proven).
      const takenDown = await carOf(seller.user.uid);
      await talk.start(scammed, takenDown);
      const blockConversation = await talk.start(blocked, await carOf(seller.user.uid));
      await talk.start(goneBuyer, await carOf(seller.user.uid));
      const otherSeller = await login(first.http, DEMO.seller2);
      await talk.start(open, await carOf(otherSeller.user.uid));

      await request(first.http)
        .patch(`/api/admin/products/${takenDown.id}/takedown`)
        .set(...bearer(admin))
        .send({ reason: 'Scam' })
        .expect(200);
      await request(first.http)
        .post(`/api/conversations/${blockConversation}/block`)
        .set(...bearer(seller.token))
        .expect(200);
      await request(first.http)
        .delete(`/api/user/${goneBuyer.uid}`)
        .set(...bearer(admin))
        .expect(200);
      await first.close({ keepData: true });

      // The mail server is back: the queued mails are looked at as they go.
      inbox = await MailDevInbox.start();
      second = await createTestApp({
        environment: first.environment,
        seed: false,
        env: { SMTP_URL: inbox.smtpUrl },
      });
      await inbox.waitForMails(DEMO.seller2, (mail) => mail.subject.startsWith('New message about'), 1);
      const outbox = second.dataSource.getRepository(OutboxMail);
      const deadline = Date.now() + 10_000;
      let toSeller = await outbox.findBy({ recipient: In([DEMO.seller]), kind: 'conversation-message' });
      while (toSeller.some((mail) => mail.state === 'queued') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        toSeller = await outbox.findBy({ recipient: In([DEMO.seller]), kind: 'conversation-message' });
      }
      expect(toSeller.map((mail) => [mail.state, mail.lastError]).sort()).toEqual(
        [
          ['dropped', CONVERSATION_CLOSED_MESSAGES['taken-down']],
          ['dropped', CONVERSATION_MESSAGES.blocked],
          ['dropped', CONVERSATION_CLOSED_MESSAGES['account-deleted']],
        ].sort(),
      );
      expect(await inbox.mailsTo(DEMO.seller)).toEqual([]);
    } finally {
      await (second ?? first).close().catch(() => undefined);
      if (second === undefined) await first.environment.cleanUp().catch(() => undefined);
      await inbox?.stop();
    }
  }, 300_000);
});
