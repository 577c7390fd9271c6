import { ModuleRef } from '@nestjs/core';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import type { ApiErrorBody, CreatePaymentIntentResponse, Order, User } from '@usedcars/contract/types';
import { type FindOptionsWhere, IsNull } from 'typeorm';
import { EMAIL_VERIFICATION_MESSAGES } from '@usedcars/contract/email-verification-messages';
import { EmailVerification } from '../src/auth';
import { Product } from '../src/catalog';
import { MailModule, MailRecipientSlot, OutboxMail } from '../src/mail';
import { MailDispatcher } from '../src/mail/mail-dispatcher';
import { RecipientSlots } from '../src/mail/recipient-slots';
import { bearer, DEMO, login, proveAddress, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListings, listingForm, uploadPhoto } from './listing-fixtures';
import { type CaughtMail, MailDevInbox } from './maildev';

const PUBLIC_URL = 'http://shop.example:8080';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The token of the verification link in a mail's text (and the link itself must point at the site's page). */
function tokenIn(mail: CaughtMail): string {
  const token = /http:\/\/shop\.example:8080\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no verification link in: ${mail.text}`);
  return token;
}

/** The outbox's row of the one mail that matches `where`, once it is in `state` (waits up to 10 s). */
async function outboxRow(testApp: TestApp, where: FindOptionsWhere<OutboxMail>, state: OutboxMail['state']) {
  const outbox = testApp.dataSource.getRepository(OutboxMail);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await outbox.findOneBy(where);
    if (row?.state === state) return row;
    if (Date.now() > deadline) throw new Error(`no ${state} mail ${JSON.stringify(where)}: ${row?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Books `productID` as the holder of `token`, meeting at `meetLocation`. */
async function book(testApp: TestApp, token: string, productID: string, meetLocation = 'Gulshan 1, Dhaka') {
  const response = await request(testApp.http)
    .post('/api/orders')
    .set(...bearer(token))
    .send({ productID, customerMobile: '+880 1711-000009', meetLocation })
    .expect(201);
  return response.body as Order;
}

/**
 * Where a mail client that turns text into links would point, reading `body` as MailDev's own parser (mailparser,
 * with every kind of link it knows) does; an HTML body is read as its text, with the targets of its own links.
 */
async function linkTargets(body: string, type: 'text/plain' | 'text/html'): Promise<string[]> {
  const parsed = await simpleParser(
    `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${body}`,
  );
  return [...(parsed.textAsHtml ?? '').matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
}

async function me(testApp: TestApp, token: string): Promise<User> {
  const response = await request(testApp.http)
    .get('/api/auth/me')
    .set(...bearer(token))
    .expect(200);
  return response.body as User;
}

describe('proving an e-mail address, through a real SMTP server (MailDev)', () => {
  let inbox: MailDevInbox;
  let testApp: TestApp;

  beforeAll(async () => {
    inbox = await MailDevInbox.start();
    testApp = await createTestApp({ env: { SMTP_URL: inbox.smtpUrl, PUBLIC_URL } });
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  it('mails a link at sign-up that proves the address once', async () => {
    const email = uniqueEmail('verify');
    const session = await signup(testApp.http, { email, displayName: 'Nadia' });
    expect(session.user.emailVerified).toBe(false);

    const mail = await inbox.mailTo(email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain('Hello Nadia,');
    expect(mail.html).toContain('Confirm my address');
    const token = tokenIn(mail);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/verify-email?token=${token}"`);

    await request(testApp.http)
      .post('/api/auth/verify-email')
      .send({ token })
      .expect(200, { acknowledged: true });
    expect((await me(testApp, session.token)).emailVerified).toBe(true);

    const again = await request(testApp.http).post('/api/auth/verify-email').send({ token }).expect(400);
    expect((again.body as ApiErrorBody).message).toBe(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
  });

  it('refuses an unknown, an empty and an expired link, and stores only the hash of a token', async () => {
    for (const token of ['not-a-token', 'x'.repeat(43)]) {
      const response = await request(testApp.http).post('/api/auth/verify-email').send({ token }).expect(400);
      expect((response.body as ApiErrorBody).message).toBe(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
    }
    const empty = await request(testApp.http).post('/api/auth/verify-email').send({ token: '' }).expect(400);
    expect((empty.body as ApiErrorBody).message).toBe(EMAIL_VERIFICATION_MESSAGES.token);

    const email = uniqueEmail('expired');
    const session = await signup(testApp.http, { email });
    const token = tokenIn(await inbox.mailTo(email));
    const links = testApp.dataSource.getRepository(EmailVerification);
    const stored = await links.findOneByOrFail({ userId: session.user.uid });
    expect(stored.tokenHash).not.toContain(token);
    await links.update({ id: stored.id }, { expiresAt: new Date(Date.now() - 1000) });

    const response = await request(testApp.http).post('/api/auth/verify-email').send({ token }).expect(400);
    expect((response.body as ApiErrorBody).message).toBe(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
    expect((await me(testApp, session.token)).emailVerified).toBe(false);
  });

  it('sends a new link on request, at most one a minute, and never for a proven address', async () => {
    const email = uniqueEmail('resend');
    const session = await signup(testApp.http, { email });
    const first = await inbox.mailTo(email);

    const tooSoon = await request(testApp.http)
      .post('/api/auth/verify-email/resend')
      .set(...bearer(session.token))
      .expect(429);
    expect((tooSoon.body as ApiErrorBody).message).toBe(EMAIL_VERIFICATION_MESSAGES.tooSoon);

    // A minute later (the first link's time moved back), a second link is sent; either link proves the address.
    await testApp.dataSource
      .getRepository(EmailVerification)
      .update({ userId: session.user.uid }, { createdAt: new Date(Date.now() - 61_000) });
    await request(testApp.http)
      .post('/api/auth/verify-email/resend')
      .set(...bearer(session.token))
      .expect(200, { acknowledged: true });
    const second = await inbox.mailTo(email, 1);
    expect(tokenIn(second)).not.toBe(tokenIn(first));
    await request(testApp.http)
      .post('/api/auth/verify-email')
      .send({ token: tokenIn(second) })
      .expect(200);
    // The address is proven: the first link has nothing left to prove.
    await request(testApp.http)
      .post('/api/auth/verify-email')
      .send({ token: tokenIn(first) })
      .expect(400);

    const proven = await request(testApp.http)
      .post('/api/auth/verify-email/resend')
      .set(...bearer(session.token))
      .expect(409);
    expect((proven.body as ApiErrorBody).message).toBe(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  });

  it('needs a session to ask for a link', async () => {
    await request(testApp.http).post('/api/auth/verify-email/resend').expect(401);
  });

  it('escapes what a user wrote in the HTML part', async () => {
    const email = uniqueEmail('escape');
    await signup(testApp.http, { email, displayName: '<img src=x onerror=alert(1)>' });
    const mail = await inbox.mailTo(email);
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).not.toContain('<img src=x');
  });

  it('mails receipts of a booking and of its payment to the buyer and the seller, without phone numbers', async () => {
    const buyer = await signup(testApp.http, { email: uniqueEmail('receipts'), displayName: 'Omar Buyer' });
    await proveAddress(testApp.http, inbox, buyer.user.email);
    const car = await testApp.dataSource.getRepository(Product).findOneOrFail({
      where: { sold: false, takenDownAt: IsNull(), deletedAt: IsNull() },
      relations: { author: true },
    });
    const mobile = '+880 1711-000009';
    const order = (
      await request(testApp.http)
        .post('/api/orders')
        .set(...bearer(buyer.token))
        .send({ productID: car.id, customerMobile: mobile, meetLocation: 'Gulshan 1, Dhaka' })
        .expect(201)
    ).body as Order;

    const booked = await inbox.mailTo(buyer.user.email, 1); // the first is the address check
    expect(booked.subject).toBe(`Your booking of ${car.name}`);
    expect(booked.text).toContain('Gulshan 1, Dhaka');
    const aboutOrder = (mail: CaughtMail) => mail.text.includes(order._id);
    let notices = await inbox.waitForMails(car.author.email, aboutOrder, 1);
    expect(notices.map((mail) => mail.subject)).toEqual([`${car.name} was booked`]);

    const intent = (
      await request(testApp.http)
        .post('/api/create-payment-intent')
        .set(...bearer(buyer.token))
        .send({ orderId: order._id })
        .expect(200)
    ).body as CreatePaymentIntentResponse;
    await request(testApp.http)
      .post('/api/payments/sandbox/confirm')
      .send({
        clientSecret: intent.clientSecret,
        card: {
          number: '4242 4242 4242 4242',
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 3,
          cvc: '123',
        },
      })
      .expect(200);
    await request(testApp.http)
      .patch(`/api/orders/${order._id}/${car.id}`)
      .set(...bearer(buyer.token))
      .expect(200);

    const receipt = await inbox.mailTo(buyer.user.email, 2);
    expect(receipt.subject).toMatch(new RegExp(`^Receipt: ${escapeRegExp(car.name)}, \\$[\\d,]+\\.\\d\\d$`));
    notices = await inbox.waitForMails(car.author.email, aboutOrder, 2);
    expect(notices.map((mail) => mail.subject)).toEqual([`${car.name} was booked`, `${car.name} is sold`]);
    // The payment is mailed once, however many times it is settled (the webhook and the PATCH both settle).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await inbox.mailsTo(buyer.user.email)).toHaveLength(3);

    for (const mail of [booked, receipt, ...notices]) {
      expect(mail.text).not.toContain(mobile);
      expect(mail.text).not.toContain(car.mobile);
    }
  });

  it('sends an address nobody proved only the link that proves it, never what others wrote', async () => {
    const seller = await login(testApp.http, DEMO.seller2);
    const [first, second] = await cloneListings(testApp, 2, seller.user.uid);
    const buyer = await signup(testApp.http, { email: uniqueEmail('unproven'), displayName: 'Ula' });

    // The seller's address is proven (seeded): told of the booking. The buyer's receipt is dropped, not held.
    const order = await book(testApp, buyer.token, first!.id);
    await inbox.waitForMails(DEMO.seller2, (mail) => mail.text.includes(order._id), 1);
    const receipt = await outboxRow(
      testApp,
      { recipient: buyer.user.email, kind: 'booking-buyer' },
      'dropped',
    );
    expect(receipt.lastError).toBe('No account has proven this address');
    expect((await inbox.mailsTo(buyer.user.email)).map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address',
    ]);

    // Once proven, the next booking's receipt comes; the dropped one never does.
    await proveAddress(testApp.http, inbox, buyer.user.email);
    await book(testApp, buyer.token, second!.id);
    expect((await inbox.mailTo(buyer.user.email, 1)).subject).toBe(`Your booking of ${second!.name}`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await inbox.mailsTo(buyer.user.email)).toHaveLength(2);
    expect(
      (await testApp.dataSource.getRepository(OutboxMail).findOneByOrFail({ id: receipt.id })).state,
    ).toBe('dropped');
  });

  it('shows what users wrote as plain text, never as a link', async () => {
    const seller = await login(testApp.http, DEMO.seller2);
    const name = 'Win at prize-now.com, http://evil.example';
    const listed = await request(testApp.http)
      .post('/api/product')
      .set(...bearer(seller.token))
      .send(listingForm(await uploadPhoto(testApp.http, seller.token), { product_name: name }))
      .expect(201);
    const buyer = await signup(testApp.http, {
      email: uniqueEmail('links'),
      displayName: 'See www.evil.com',
    });
    await proveAddress(testApp.http, inbox, buyer.user.email);
    const order = await book(
      testApp,
      buyer.token,
      (listed.body as { insertedId: string }).insertedId,
      'Write to claim@prize-now.com',
    );

    const receipt = await inbox.mailTo(buyer.user.email, 1);
    const [notice] = await inbox.waitForMails(DEMO.seller2, (mail) => mail.text.includes(order._id), 1);
    for (const mail of [receipt, notice!]) {
      const anchors = [...mail.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]!);
      const targets = [
        ...anchors,
        ...(await linkTargets(mail.text, 'text/plain')),
        ...(await linkTargets(mail.html, 'text/html')),
      ];
      expect(targets.length).toBeGreaterThan(0);
      // Only the site's own links: nothing a user wrote became one.
      expect(targets.filter((target) => !target.startsWith(`${PUBLIC_URL}/`))).toEqual([]);
    }
    // Every word is still there to read.
    expect(receipt.subject).toBe('Your booking of Win at prize-now[.]com, http[://]evil[.]example');
    expect(notice!.text).toContain('See www[.]evil[.]com booked your Win at prize-now[.]com');
    expect(notice!.text).toContain('would meet at Write to claim[@]prize-now[.]com.');
  });

  it('shows the seed accounts as proven', async () => {
    const { user } = await login(testApp.http, DEMO.buyer);
    expect(user.emailVerified).toBe(true);
  });
});

describe('the mail queue', () => {
  it('keeps a mail the server could not take, and sends it after a restart', async () => {
    // No SMTP server listens on port 9 (discard): every attempt fails and the mail stays queued.
    const testApp = await createTestApp({ seed: false, env: { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL } });
    const email = uniqueEmail('queued');
    const outbox = testApp.dataSource.getRepository(OutboxMail);
    let inbox: MailDevInbox | undefined;
    let restarted: TestApp | undefined;
    try {
      await signup(testApp.http, { email });
      const deadline = Date.now() + 10_000;
      let mail = await outbox.findOneByOrFail({ recipient: email });
      while (mail.attempts === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        mail = await outbox.findOneByOrFail({ recipient: email });
      }
      expect(mail).toMatchObject({ kind: 'verify-email', state: 'queued', attempts: 1 });
      expect(mail.lastError).toBeTruthy();
      expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      // Nothing reached the address: the attempt left its hourly limit as it was.
      const slot = await testApp.dataSource
        .getRepository(MailRecipientSlot)
        .findOneByOrFail({ recipient: email });
      expect(slot.usedAt.getTime()).toBeLessThanOrEqual(Date.now() - 59 * 60_000);
      await testApp.close({ keepData: true });

      // Later, the mail server is back: the retry (made due now rather than in 30 s) delivers it.
      inbox = await MailDevInbox.start();
      restarted = await createTestApp({
        seed: false,
        environment: testApp.environment,
        env: { SMTP_URL: inbox.smtpUrl, PUBLIC_URL },
      });
      await restarted.dataSource
        .getRepository(OutboxMail)
        .update({ recipient: email }, { nextAttemptAt: new Date() });
      const delivered = await inbox.mailTo(email);
      expect(delivered.subject).toBe('Confirm your e-mail address');
      const deadlineSent = Date.now() + 5_000;
      let stored = await restarted.dataSource.getRepository(OutboxMail).findOneByOrFail({ recipient: email });
      while (stored.state !== 'sent' && Date.now() < deadlineSent) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        stored = await restarted.dataSource.getRepository(OutboxMail).findOneByOrFail({ recipient: email });
      }
      expect(stored).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      // The first app is closed with its data kept once the restart begins; the last app open cleans up.
      await (restarted ?? testApp).close().catch(() => undefined);
      if (restarted === undefined) await testApp.environment.cleanUp().catch(() => undefined);
      await inbox?.stop();
    }
  });
});

describe('the hourly limit of mails to one address', () => {
  let inbox: MailDevInbox;
  let testApp: TestApp;

  beforeAll(async () => {
    inbox = await MailDevInbox.start();
    testApp = await createTestApp({
      env: { SMTP_URL: inbox.smtpUrl, PUBLIC_URL, MAIL_RECIPIENT_HOURLY_LIMIT: '3' },
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  it('lets only as many senders through as the limit, however many ask at once', async () => {
    const slots = testApp.app.get(RecipientSlots);
    const recipient = uniqueEmail('slots');
    const taken = async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => slots.take(recipient)));
      return answers.filter((answer) => !('freeAt' in answer)).length;
    };
    expect(await taken()).toBe(3);
    // Once those are more than an hour old, three more; not before.
    await testApp.dataSource
      .getRepository(MailRecipientSlot)
      .update({ recipient }, { usedAt: new Date(Date.now() - 61 * 60_000) });
    expect(await taken()).toBe(3);
    expect(await taken()).toBe(0);
  });

  it('holds with two dispatchers sending at once: receipts wait for the hour, notices are dropped', async () => {
    const dispatchers: MailDispatcher[] = [];
    try {
      // This app's own dispatcher stops: two others, started together, share its outbox as two instances would.
      await testApp.app.get(MailDispatcher).beforeApplicationShutdown();
      const buyer = await login(testApp.http, DEMO.buyer);
      const seller = await login(testApp.http, DEMO.seller);
      // Seven bookings: seven receipts to the buyer and seven notices to the seller, both proven (seeded).
      for (const car of await cloneListings(testApp, 7, seller.user.uid)) {
        await book(testApp, buyer.token, car.id);
      }
      const mailModule = testApp.app.select(MailModule).get(ModuleRef, { strict: true });
      for (let i = 0; i < 2; i++) dispatchers.push(await mailModule.create(MailDispatcher));
      for (const dispatcher of dispatchers) dispatcher.onApplicationBootstrap();

      const outbox = testApp.dataSource.getRepository(OutboxMail);
      const states = async (recipient: string) =>
        (await outbox.findBy({ recipient })).map((mail) => mail.state).sort();
      const expected = [
        ['queued', 'queued', 'queued', 'queued', 'sent', 'sent', 'sent'],
        ['dropped', 'dropped', 'dropped', 'dropped', 'sent', 'sent', 'sent'],
      ];
      const deadline = Date.now() + 20_000;
      let seen = [await states(DEMO.buyer), await states(DEMO.seller)];
      while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = [await states(DEMO.buyer), await states(DEMO.seller)];
      }
      expect(seen).toEqual(expected);
      // The receipts wait until the first of the hour's three mails is an hour old; the notices say why they went.
      for (const waiting of await outbox.findBy({ recipient: DEMO.buyer, state: 'queued' })) {
        expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 58 * 60_000);
        expect(waiting.attempts).toBe(0);
      }
      for (const dropped of await outbox.findBy({ recipient: DEMO.seller, state: 'dropped' })) {
        expect(dropped.lastError).toBe('This address had its 3 mails of the hour');
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await inbox.mailsTo(DEMO.buyer)).toHaveLength(3);
      expect(await inbox.mailsTo(DEMO.seller)).toHaveLength(3);
    } finally {
      for (const dispatcher of dispatchers) await dispatcher.beforeApplicationShutdown();
    }
  });
});
