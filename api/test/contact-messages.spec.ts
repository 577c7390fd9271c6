// The contact form: anyone may write to the admins, each message is kept and acknowledged by mail (through a real
// SMTP server, MailDev) in our words alone, the limits keep one client or one address from flooding the admins or
// an inbox, and only admins list the messages and mark them handled, each in the audit log.
import request from 'supertest';
import {
  CONTACT_MESSAGES,
  CONTACT_MESSAGES_PER_ADDRESS_HOUR,
  type ContactMessageItem,
} from '@usedcars/contract/contact-messages';
import type { AdminStats, ApiErrorBody } from '@usedcars/contract/types';
import { AuditLogEntry } from '../src/audit';
import { ContactMessage } from '../src/contact';
import { OutboxMail } from '../src/mail';
import { bearer, DEMO, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { MailDevInbox } from './maildev';

const PUBLIC_URL = 'http://shop.example:8080';
const ACK_SUBJECT = 'We received your message';
/** The product's own limit per client (CONTACT_CLIENT_HOURLY_LIMIT unset). */
const DEFAULT_CLIENT_HOURLY_LIMIT = 5;

let addressCounter = 0;
/** A client address of its own (TRUST_PROXY's default trusts the loopback proxy's X-Forwarded-For). */
function newClient(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Karim Visitor',
  email: uniqueEmail('visitor'),
  topic: 'buying',
  message: 'Can I see a car before I book it?',
  ...overrides,
});

describe('the contact form', () => {
  let inbox: MailDevInbox;
  let testApp: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    inbox = await MailDevInbox.start();
    // The product's limit per client, not the tests' raised one.
    testApp = await createTestApp({
      env: { SMTP_URL: inbox.smtpUrl, PUBLIC_URL, CONTACT_CLIENT_HOURLY_LIMIT: undefined },
    });
    adminToken = (await login(testApp.http, DEMO.admin)).token;
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const post = (body: object, client = newClient(), token?: string) => {
    const call = request(testApp.http).post('/api/contact-messages').set('X-Forwarded-For', client);
    return (token ? call.set(...bearer(token)) : call).send(body);
  };
  const stored = (email: string) => testApp.dataSource.getRepository(ContactMessage).findBy({ email });
  const listAsAdmin = (query = '') =>
    request(testApp.http)
      .get(`/api/contact-messages${query}`)
      .set(...bearer(adminToken));

  it("keeps a visitor's message and mails them an acknowledgement in our words, never theirs", async () => {
    const email = uniqueEmail('visitor');
    const words = 'Please call me at http://win.example about the blue Axio, it is urgent!';
    await post(
      validMessage({ email, name: 'Spam http://prize.example', message: words, topic: 'payment' }),
    ).expect(201, { acknowledged: true });

    const [row] = await stored(email);
    expect(row).toMatchObject({
      name: 'Spam http://prize.example',
      topic: 'payment',
      message: words,
      userId: null,
      handledAt: null,
    });

    const [mail] = await inbox.waitForMails(email, (each) => each.subject === ACK_SUBJECT, 1);
    expect(mail!.text).toContain('Thank you for writing to us about "Payments".');
    expect(mail!.text).toContain(`${PUBLIC_URL}/faq`);
    for (const part of [mail!.text, mail!.html, mail!.subject]) {
      expect(part).not.toContain('win.example');
      expect(part).not.toContain('prize');
      expect(part).not.toContain('Axio');
    }
  });

  it('answers each wrong field with its message (400), and stores nothing', async () => {
    const email = uniqueEmail('wrong');
    const cases: [object, string, string][] = [
      [{ name: undefined }, 'name', CONTACT_MESSAGES.name],
      [{ name: ' \n\t ' }, 'name', CONTACT_MESSAGES.name],
      [{ name: 'N'.repeat(101) }, 'name', CONTACT_MESSAGES.nameLength],
      [{ email: undefined }, 'email', CONTACT_MESSAGES.email],
      [{ email: 'not an address' }, 'email', CONTACT_MESSAGES.email],
      [{ email: null }, 'email', CONTACT_MESSAGES.email],
      [{ topic: 'Buying' }, 'topic', CONTACT_MESSAGES.topic],
      [{ topic: undefined }, 'topic', CONTACT_MESSAGES.topic],
      [{ message: 'Too short' }, 'message', CONTACT_MESSAGES.message],
      [{ message: '          ' }, 'message', CONTACT_MESSAGES.message],
      [{ message: 'x'.repeat(2001) }, 'message', CONTACT_MESSAGES.message],
      [{ message: 42 }, 'message', CONTACT_MESSAGES.message],
    ];
    for (const [override, field, message] of cases) {
      // As JSON: a field set to undefined is left out.
      const body = JSON.parse(JSON.stringify(validMessage({ email, ...override }))) as object;
      const response = await post(body).expect(400);
      const error = response.body as ApiErrorBody;
      expect({ field, message: error.message, errors: error.errors }).toEqual({
        field,
        message,
        errors: [{ field, message }],
      });
    }
    const unknown = await post({ ...validMessage({ email }), role: 'Admin' }).expect(400);
    expect((unknown.body as ApiErrorBody).message).toMatch(/role/);
    // At the limit of the message's length it goes through.
    await post(validMessage({ email, message: 'x'.repeat(2000) })).expect(201);
    expect(await stored(email)).toHaveLength(1);
  });

  it("takes a signed-in user's account address, and refuses another", async () => {
    const session = await signup(testApp.http, { displayName: 'Signed Sara' });
    await post(validMessage({ email: undefined, name: 'Sara' }), newClient(), session.token).expect(201);
    // Their own address, in any case, is the same.
    await post(validMessage({ email: session.user.email.toUpperCase() }), newClient(), session.token).expect(
      201,
    );
    const refused = await post(
      validMessage({ email: uniqueEmail('other') }),
      newClient(),
      session.token,
    ).expect(400);
    expect((refused.body as ApiErrorBody).errors).toEqual([
      { field: 'email', message: CONTACT_MESSAGES.notYourEmail },
    ]);
    const rows = await stored(session.user.email);
    expect(rows.map((row) => row.userId)).toEqual([session.user.uid, session.user.uid]);

    const listed = (await listAsAdmin('?pageSize=100').expect(200)).body as ContactMessageItem[];
    expect(listed.find((item) => item.name === 'Sara')).toMatchObject({
      email: session.user.email,
      account: { uid: session.user.uid, displayName: 'Signed Sara' },
    });
  });

  it(`takes ${DEFAULT_CLIENT_HOURLY_LIMIT} messages an hour from one client; typos do not count`, async () => {
    const client = newClient();
    for (let i = 0; i < 10; i++) await post(validMessage({ topic: 'nope' }), client).expect(400);
    for (let i = 0; i < DEFAULT_CLIENT_HOURLY_LIMIT; i++) await post(validMessage(), client).expect(201);
    const email = uniqueEmail('over');
    const refused = await post(validMessage({ email }), client).expect(429);
    expect((refused.body as ApiErrorBody).message).toBe(CONTACT_MESSAGES.tooManyFromClient);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(await stored(email)).toHaveLength(0);
    // Another client is not held up by it.
    await post(validMessage({ email })).expect(201);
  });

  it(`takes ${CONTACT_MESSAGES_PER_ADDRESS_HOUR} messages an hour for one address, from any number of clients`, async () => {
    const email = uniqueEmail('flooded');
    for (let i = 0; i < CONTACT_MESSAGES_PER_ADDRESS_HOUR; i++)
      await post(validMessage({ email })).expect(201);
    const refused = await post(validMessage({ email })).expect(429);
    expect((refused.body as ApiErrorBody).message).toBe(CONTACT_MESSAGES.tooManyForAddress);
    expect(refused.headers['retry-after']).toBeDefined();
    // The same address in capitals counts alike.
    await post(validMessage({ email: email.toUpperCase() })).expect(429);
    expect(await stored(email)).toHaveLength(CONTACT_MESSAGES_PER_ADDRESS_HOUR);
    // Acknowledged once: the address may be someone else's.
    expect(
      await testApp.dataSource
        .getRepository(OutboxMail)
        .countBy({ recipient: email, kind: 'contact-received' }),
    ).toBe(1);
  });

  it('lists the messages to admins only, newest first a page at a time, and marks one handled once', async () => {
    const buyer = await login(testApp.http, DEMO.buyer);
    await request(testApp.http).get('/api/contact-messages').expect(401);
    await request(testApp.http)
      .get('/api/contact-messages')
      .set(...bearer(buyer.token))
      .expect(403);

    const names = ['First Writer', 'Second Writer', 'Third Writer'];
    for (const name of names) await post(validMessage({ name })).expect(201);
    const firstPage = await listAsAdmin('?pageSize=2').expect(200);
    const total = Number(firstPage.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    expect((firstPage.body as ContactMessageItem[]).map((item) => item.name)).toEqual([
      'Third Writer',
      'Second Writer',
    ]);
    const secondPage = (await listAsAdmin('?pageSize=2&page=2').expect(200)).body as ContactMessageItem[];
    expect(secondPage[0]!.name).toBe('First Writer');
    await listAsAdmin('?status=closed').expect(400);

    const target = (firstPage.body as ContactMessageItem[])[0]!;
    await request(testApp.http)
      .post(`/api/contact-messages/${target._id}/handled`)
      .set(...bearer(buyer.token))
      .expect(403);
    await request(testApp.http)
      .post(`/api/contact-messages/${target._id}/handled`)
      .set(...bearer(adminToken))
      .expect(200, { acknowledged: true });
    const again = await request(testApp.http)
      .post(`/api/contact-messages/${target._id}/handled`)
      .set(...bearer(adminToken))
      .expect(409);
    expect((again.body as ApiErrorBody).message).toBe(CONTACT_MESSAGES.alreadyHandled);
    await request(testApp.http)
      .post('/api/contact-messages/not-an-id/handled')
      .set(...bearer(adminToken))
      .expect(404);

    const open = await listAsAdmin('?pageSize=100').expect(200);
    expect(Number(open.headers['x-total-count'])).toBe(total - 1);
    // The admins' dashboard counts the same open messages.
    const stats = await request(testApp.http)
      .get('/api/admin/stats')
      .set(...bearer(adminToken))
      .expect(200);
    expect((stats.body as AdminStats).openContactMessages).toBe(total - 1);
    expect((open.body as ContactMessageItem[]).map((item) => item._id)).not.toContain(target._id);
    const handled = (await listAsAdmin('?status=handled').expect(200)).body as ContactMessageItem[];
    expect(handled[0]).toMatchObject({
      _id: target._id,
      name: 'Third Writer',
      handled: { by: { displayName: expect.any(String) as string } },
    });

    const entries = await testApp.dataSource
      .getRepository(AuditLogEntry)
      .findBy({ action: 'contact-message.handle', targetId: target._id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetType: 'contact-message' });
    expect(entries[0]!.targetLabel).toContain('Third Writer');
  });
});

describe("the contact form's acknowledgements: one a day for an address, within its hourly mails", () => {
  let inbox: MailDevInbox;
  let testApp: TestApp;

  beforeAll(async () => {
    inbox = await MailDevInbox.start();
    testApp = await createTestApp({
      env: { SMTP_URL: inbox.smtpUrl, PUBLIC_URL, MAIL_RECIPIENT_HOURLY_LIMIT: '1' },
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  it('keeps every message, acknowledges an address once a day, and drops one past MAIL_RECIPIENT_HOURLY_LIMIT', async () => {
    const email = uniqueEmail('capped');
    const post = () =>
      request(testApp.http)
        .post('/api/contact-messages')
        .set('X-Forwarded-For', newClient())
        .send(validMessage({ email }))
        .expect(201);
    const messages = testApp.dataSource.getRepository(ContactMessage);
    const outbox = testApp.dataSource.getRepository(OutboxMail);

    // Two messages naming the same address, from two clients: both kept, one acknowledgement.
    await post();
    await post();
    expect(await messages.countBy({ email })).toBe(2);
    await inbox.waitForMails(email, (each) => each.subject === ACK_SUBJECT, 1);
    expect(await outbox.countBy({ recipient: email })).toBe(1);

    // A day later the next message is acknowledged again; within the hour of the first mail (a limit of 1 here),
    // that mail is dropped, and the message still kept.
    await messages.update({ email }, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
    await post();
    expect(await messages.countBy({ email })).toBe(3);
    expect(await outbox.countBy({ recipient: email })).toBe(2);
    const deadline = Date.now() + 10_000;
    while ((await outbox.countBy({ recipient: email, state: 'dropped' })) < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await outbox.countBy({ recipient: email, state: 'dropped' })).toBe(1);
    expect(await inbox.mailsTo(email)).toHaveLength(1);
  });
});
