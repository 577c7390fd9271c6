import request from 'supertest';
import type { AuthResponse, Order } from '@usedcars/contract/types';
import { Not } from 'typeorm';
import { OutboxMail } from '../src/mail';
import { Notification } from '../src/notifications';
import { WRITE_RATE_LIMITED_MESSAGE } from '../src/auth/write-rate-limit';
import { bearer, DEMO, login, proveAddress, signup, uniqueEmail, readNotifications } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing } from './listing-fixtures';
import { MailDevInbox } from './maildev';

const PUBLIC_URL = 'http://shop.example:8080';
// Small, so that the tests reach them: every address's mails an hour, and every account's writes a minute.
const MAIL_LIMIT = 4;
const WRITE_LIMIT = 20;

describe('a seller is told of a cancelled booking and of a take-down, in the app and by mail (MailDev)', () => {
  let inbox: MailDevInbox;
  let testApp: TestApp;
  let admin: AuthResponse;

  beforeAll(async () => {
    inbox = await MailDevInbox.start();
    testApp = await createTestApp({
      env: {
        SMTP_URL: inbox.smtpUrl,
        PUBLIC_URL,
        MAIL_RECIPIENT_HOURLY_LIMIT: String(MAIL_LIMIT),
        WRITE_RATE_LIMIT: String(WRITE_LIMIT),
      },
    });
    admin = await login(testApp.http, DEMO.admin);
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  /** A new seller whose address is proven (its check mail is the first of its hour's mails). */
  async function newSeller(displayName: string): Promise<AuthResponse> {
    const seller = await signup(testApp.http, { email: uniqueEmail('seller'), displayName, role: 'Seller' });
    await proveAddress(testApp.http, inbox, seller.user.email);
    return seller;
  }

  const book = (token: string, productID: string) =>
    request(testApp.http)
      .post('/api/orders')
      .set(...bearer(token))
      .send({ productID, customerMobile: '+880 1711-000009', meetLocation: 'Gulshan 1, Dhaka' });

  const cancel = (token: string, orderId: string) =>
    request(testApp.http)
      .delete(`/api/orders/${orderId}`)
      .set(...bearer(token));

  const notificationsOf = (token: string) => readNotifications(testApp.http, token);

  /** The states of the mails of `kind` to `recipient`, sorted, once none is queued any more (waits up to 10 s). */
  async function settledStates(recipient: string, kind: string): Promise<string[]> {
    const outbox = testApp.dataSource.getRepository(OutboxMail);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await outbox.findBy({ recipient, kind });
      if (rows.every((row) => row.state !== 'queued') || Date.now() > deadline) {
        return rows.map((row) => row.state).sort();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('tells the seller who cancelled which booking, linking to their bookings, and mails it without a phone number', async () => {
    const seller = await newSeller('Sami Seller');
    const car = await cloneListing(testApp, seller.user.uid);
    const buyer = await signup(testApp.http, { displayName: 'Bina Buyer' });
    const order = (await book(buyer.token, car.id).expect(201)).body as Order;
    await cancel(buyer.token, order._id).expect(200);

    const [notice, ...others] = await notificationsOf(seller.token);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'booking-canceled',
      title: `Booking of ${car.name} cancelled`,
      link: '/seller/bookings',
      read: false,
    });
    expect(notice!.text).toMatch(
      new RegExp(`^Bina Buyer cancelled their booking of your ${car.name} at \\$[\\d,]+\\.\\d\\d\\.$`),
    );
    // The buyer is told nothing of their own cancellation.
    expect(await notificationsOf(buyer.token)).toEqual([]);

    const [mail] = await inbox.waitForMails(
      seller.user.email,
      (each) => each.subject === `Booking of ${car.name} cancelled`,
      1,
    );
    expect(mail!.text).toContain('Bina Buyer cancelled their booking of your');
    expect(mail!.text).toContain(`${PUBLIC_URL}/seller/bookings`);
    expect(mail!.text).toContain(order._id);
    expect(mail!.text).not.toContain('1711-000009');

    // A second cancel of the same booking is not found, and tells nobody again.
    await cancel(buyer.token, order._id).expect(404);
    expect(await notificationsOf(seller.token)).toHaveLength(1);
  });

  it('tells nothing when the cancel is refused (not the buyer’s booking)', async () => {
    const seller = await newSeller('Refused Seller');
    const car = await cloneListing(testApp, seller.user.uid);
    const buyer = await signup(testApp.http);
    const stranger = await signup(testApp.http);
    const order = (await book(buyer.token, car.id).expect(201)).body as Order;
    await cancel(stranger.token, order._id).expect(403);
    expect(await notificationsOf(seller.token)).toEqual([]);
    expect(
      await testApp.dataSource
        .getRepository(OutboxMail)
        .countBy({ kind: 'booking-canceled-seller', recipient: seller.user.email }),
    ).toBe(0);
  });

  it('one buyer booking and cancelling again and again: a notice in the app each time, mails only to the hourly limit', async () => {
    const seller = await newSeller('Flooded Seller');
    const car = await cloneListing(testApp, seller.user.uid);
    const buyer = await signup(testApp.http, { displayName: 'Pest' });
    const rounds = 3;
    for (let i = 0; i < rounds; i++) {
      const order = (await book(buyer.token, car.id).expect(201)).body as Order;
      await cancel(buyer.token, order._id).expect(200);
    }

    const notices = await notificationsOf(seller.token);
    expect(notices.map((n) => n.kind)).toEqual(Array(rounds).fill('booking-canceled'));

    // Six notices (a booking and a cancel, three times) for the three mails left of the seller's hour (the first
    // proved the address): three go, the rest are dropped with the reason, and none waits for the next hour.
    const bookingStates = await settledStates(seller.user.email, 'booking-seller');
    const cancelStates = await settledStates(seller.user.email, 'booking-canceled-seller');
    const all = [...bookingStates, ...cancelStates].sort();
    expect(all).toEqual(['dropped', 'dropped', 'dropped', 'sent', 'sent', 'sent']);
    expect(cancelStates).toHaveLength(rounds);
    const dropped = await testApp.dataSource
      .getRepository(OutboxMail)
      .findBy({ recipient: seller.user.email, state: 'dropped' });
    for (const row of dropped)
      expect(row.lastError).toBe(`This address had its ${MAIL_LIMIT} mails of the hour`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await inbox.mailsTo(seller.user.email)).toHaveLength(MAIL_LIMIT);
  });

  it("bounds one buyer's cancels against any number of sellers by the write limit: a refused write tells nobody", async () => {
    const buyer = await signup(testApp.http, { displayName: 'Serial Canceller' });
    const sellers = [await login(testApp.http, DEMO.seller), await login(testApp.http, DEMO.seller2)];
    const cars = await Promise.all(sellers.map((seller) => cloneListing(testApp, seller.user.uid)));
    const notices = testApp.dataSource.getRepository(Notification);
    const before = await notices.countBy({ kind: 'booking-canceled' });
    let cancels = 0;
    let refused: request.Response | undefined;
    for (let i = 0; !refused && i < WRITE_LIMIT; i++) {
      const booked = await book(buyer.token, cars[i % cars.length]!.id);
      if (booked.status === 429) {
        refused = booked;
        break;
      }
      const cancelled = await cancel(buyer.token, (booked.body as Order)._id);
      if (cancelled.status === 429) refused = cancelled;
      else cancels += 1;
    }
    expect(refused?.status).toBe(429);
    expect((refused!.body as { message: string }).message).toBe(WRITE_RATE_LIMITED_MESSAGE);
    expect(cancels).toBe(WRITE_LIMIT / 2);
    expect((await notices.countBy({ kind: 'booking-canceled' })) - before).toBe(cancels);
  });

  it("tells the seller of a take-down with the admin's reason, linking to their listings, once", async () => {
    const seller = await newSeller('Taken Seller');
    const car = await cloneListing(testApp, seller.user.uid);
    const takeDown = () =>
      request(testApp.http)
        .patch(`/api/admin/products/${car.id}/takedown`)
        .set(...bearer(admin.token))
        .send({ reason: 'Stolen photos, see https://evil.example' });
    await takeDown().expect(200);
    // Already down: 409, and no second notice.
    await takeDown().expect(409);

    expect(await notificationsOf(seller.token)).toEqual([
      expect.objectContaining({
        kind: 'listing-taken-down',
        title: `${car.name} was taken down`,
        text: 'An admin took your listing down: Stolen photos, see https://evil.example',
        link: '/seller/my-products',
      }),
    ]);
    const [mail] = await inbox.waitForMails(
      seller.user.email,
      (each) => each.subject === `${car.name} was taken down`,
      1,
    );
    // The reason as plain text: no link a mail client would follow.
    expect(mail!.text).toContain("The admin's reason: Stolen photos, see https[://]evil[.]example");
    expect(mail!.text).toContain(`${PUBLIC_URL}/seller/my-products`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      (await inbox.mailsTo(seller.user.email)).filter((each) => each.subject.includes('taken down')),
    ).toHaveLength(1);
  });

  it('tells the seller of a take-down from Reported Products too, and never the reporter', async () => {
    const seller = await newSeller('Reported Seller');
    const car = await cloneListing(testApp, seller.user.uid);
    const reporter = await signup(testApp.http);
    await request(testApp.http)
      .post('/api/reports')
      .set(...bearer(reporter.token))
      .send({ productID: car.id, reason: 'scam' })
      .expect(201);
    await request(testApp.http)
      .patch(`/api/reports/${car.id}`)
      .set(...bearer(admin.token))
      .send({ action: 'takedown', reason: 'Not a real car' })
      .expect(200);
    const [notice] = await notificationsOf(seller.token);
    expect(notice).toMatchObject({
      kind: 'listing-taken-down',
      text: 'An admin took your listing down: Not a real car',
    });
    expect(await notificationsOf(reporter.token)).toEqual([]);
    const outbox = testApp.dataSource.getRepository(OutboxMail);
    expect(await outbox.countBy({ kind: 'listing-taken-down', recipient: seller.user.email })).toBe(1);
    expect(await outbox.countBy({ recipient: reporter.user.email, kind: Not('verify-email') })).toBe(0);
  });
});
