// Forgotten and changed passwords, through a real SMTP server (MailDev): the reset link's life (once, for an hour,
// hashed at rest), the end of every other session, answers that never tell whether an account exists, and the limits
// that keep one client or one address from flooding a victim's inbox.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import type { ApiErrorBody, AuthResponse, User } from '@usedcars/contract/types';
import { SIGNUP_MESSAGES } from '@usedcars/contract/messages';
import { PASSWORD_MESSAGES } from '@usedcars/contract/password-messages';
import { PasswordReset } from '../src/auth';
import { RESET_LINKS_PER_ADDRESS_HOUR } from '../src/auth/password-reset/password-reset.service';
import { OutboxMail } from '../src/mail';
import { User as UserEntity } from '../src/users';
import { bearer, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { type CaughtMail, MailDevInbox } from './maildev';

const PUBLIC_URL = 'http://shop.example:8080';
const NEW_PASSWORD = 'Another#pass2';
const RESET_SUBJECT = 'Set a new password';

function resetTokenIn(mail: CaughtMail): string {
  const token = /http:\/\/shop\.example:8080\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return token;
}

describe('forgotten and changed passwords', () => {
  let inbox: MailDevInbox;
  let testApp: TestApp;

  beforeAll(async () => {
    inbox = await MailDevInbox.start();
    // This file's many requests come from one client: its own limit is tested on an app of its own.
    testApp = await createTestApp({
      env: { SMTP_URL: inbox.smtpUrl, PUBLIC_URL, PASSWORD_RESET_CLIENT_HOURLY_LIMIT: '1000' },
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const http = () => request(testApp.http);
  const askReset = (email: string) => http().post('/api/auth/password-reset').send({ email });
  const me = (token: string) =>
    http()
      .get('/api/auth/me')
      .set(...bearer(token));
  const resetRows = (userId: string) => testApp.dataSource.getRepository(PasswordReset).findBy({ userId });
  const queuedResets = (email: string) =>
    testApp.dataSource.getRepository(OutboxMail).countBy({ recipient: email, kind: 'password-reset' });

  /** Moves an account's reset links back in time, as if asked for `minutes` earlier. */
  async function ageLinks(userId: string, minutes: number): Promise<void> {
    const links = testApp.dataSource.getRepository(PasswordReset);
    for (const link of await links.findBy({ userId })) {
      await links.update(
        { id: link.id },
        { createdAt: new Date(link.createdAt.getTime() - minutes * 60_000) },
      );
    }
  }

  it('mails a link that sets a new password once, ends every session, and proves the address', async () => {
    const email = uniqueEmail('reset');
    const session = await signup(testApp.http, { email, displayName: 'Rumana' });
    const otherTab = await login(testApp.http, email, 'Secret#1');
    expect(session.user.emailVerified).toBe(false);

    const asked = await askReset(email).expect(200);
    expect(asked.body).toEqual({ acknowledged: true });
    const [mail] = await inbox.waitForMails(email, (each) => each.subject === RESET_SUBJECT, 1);
    expect(mail!.text).toContain('Hello Rumana,');
    expect(mail!.text).toContain('The link works once, for 60 minutes.');
    const token = resetTokenIn(mail!);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);
    // Only a digest is stored: a copy of the database opens no account.
    const [stored] = await resetRows(session.user.uid);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);

    // The new password follows the sign-up rules; a refused one leaves the link usable.
    const weak = await http()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'short' })
      .expect(400);
    expect((weak.body as ApiErrorBody).message).toBe(SIGNUP_MESSAGES.password);
    await me(session.token).expect(200);

    await http()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: NEW_PASSWORD })
      .expect(200, { acknowledged: true });

    // Every session issued before is over, with the reason a signed-out page can show.
    for (const old of [session.token, otherTab.token]) {
      const refused = await me(old).expect(401);
      expect((refused.body as ApiErrorBody).message).toBe(
        'Your session is no longer valid. Please log in again.',
      );
      await http()
        .post('/api/used-jwt')
        .set(...bearer(old))
        .send({})
        .expect(401);
    }
    await http().post('/api/auth/login').send({ email, password: 'Secret#1' }).expect(401);
    const fresh = await login(testApp.http, email, NEW_PASSWORD);
    expect(fresh.user.emailVerified).toBe(true);
    await me(fresh.token).expect(200);

    const reused = await http()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'Third#pass3' })
      .expect(400);
    expect((reused.body as ApiErrorBody).message).toBe(PASSWORD_MESSAGES.linkInvalid);
    await login(testApp.http, email, NEW_PASSWORD);
  });

  it('answers an unknown address as a known one, and mails nobody', async () => {
    const unknown = uniqueEmail('nobody');
    const known = (await signup(testApp.http)).user.email;
    const [forUnknown, forKnown] = await Promise.all([askReset(unknown), askReset(known)]);
    expect({ status: forUnknown.status, body: forUnknown.body as unknown }).toEqual({
      status: forKnown.status,
      body: forKnown.body as unknown,
    });
    expect(await queuedResets(unknown)).toBe(0);
    expect(await queuedResets(known)).toBe(1);

    const malformed = await askReset('not an address').expect(400);
    expect((malformed.body as ApiErrorBody).message).toBe(PASSWORD_MESSAGES.email);
    const missing = await http().post('/api/auth/password-reset').send({}).expect(400);
    expect((missing.body as ApiErrorBody).message).toBe(PASSWORD_MESSAGES.email);
  });

  it('refuses an unknown, an empty and an expired link, and every link once another was used', async () => {
    for (const token of ['not-a-token', 'x'.repeat(43)]) {
      const response = await http()
        .post('/api/auth/password-reset/confirm')
        .send({ token, password: NEW_PASSWORD })
        .expect(400);
      expect((response.body as ApiErrorBody).message).toBe(PASSWORD_MESSAGES.linkInvalid);
    }
    const empty = await http()
      .post('/api/auth/password-reset/confirm')
      .send({ token: '', password: NEW_PASSWORD })
      .expect(400);
    expect((empty.body as ApiErrorBody).message).toBe(PASSWORD_MESSAGES.token);

    const email = uniqueEmail('expired');
    const session = await signup(testApp.http, { email });
    await askReset(email).expect(200);
    const first = resetTokenIn(
      (await inbox.waitForMails(email, (each) => each.subject === RESET_SUBJECT, 1))[0]!,
    );
    await ageLinks(session.user.uid, 2);
    await askReset(email).expect(200);
    const second = resetTokenIn(
      (await inbox.waitForMails(email, (each) => each.subject === RESET_SUBJECT, 2))[1]!,
    );
    expect(second).not.toBe(first);

    const links = testApp.dataSource.getRepository(PasswordReset);
    const expired = (await resetRows(session.user.uid)).sort((a, b) => +a.createdAt - +b.createdAt)[0]!;
    await links.update({ id: expired.id }, { expiresAt: new Date(Date.now() - 1000) });
    const late = await http()
      .post('/api/auth/password-reset/confirm')
      .send({ token: first, password: NEW_PASSWORD })
      .expect(400);
    expect((late.body as ApiErrorBody).message).toBe(PASSWORD_MESSAGES.linkInvalid);
    await me(session.token).expect(200);

    // A third link, then the second one used: the third opens nothing any more.
    await ageLinks(session.user.uid, 2);
    await askReset(email).expect(200);
    const third = resetTokenIn(
      (await inbox.waitForMails(email, (each) => each.subject === RESET_SUBJECT, 3))[2]!,
    );
    await http()
      .post('/api/auth/password-reset/confirm')
      .send({ token: second, password: NEW_PASSWORD })
      .expect(200);
    await http()
      .post('/api/auth/password-reset/confirm')
      .send({ token: third, password: 'Third#pass3' })
      .expect(400);
    await login(testApp.http, email, NEW_PASSWORD);
  });

  it('mails one address at most one link a minute and three an hour, however often it is asked', async () => {
    const email = uniqueEmail('flooded');
    const { user } = await signup(testApp.http, { email });
    for (let hour = 0; hour < RESET_LINKS_PER_ADDRESS_HOUR + 2; hour++) {
      // Every request gets the same answer, whether or not a mail goes.
      for (let i = 0; i < 3; i++) await askReset(email).expect(200, { acknowledged: true });
      await ageLinks(user.uid, 2);
    }
    expect(await queuedResets(email)).toBe(RESET_LINKS_PER_ADDRESS_HOUR);
    // An hour after the first, one more may go.
    await ageLinks(user.uid, 60);
    await askReset(email).expect(200);
    expect(await queuedResets(email)).toBe(RESET_LINKS_PER_ADDRESS_HOUR + 1);
  });

  it('turns one client away after its hourly number of requests, whatever addresses it names', async () => {
    // The default limit, 20 an hour.
    const app = await createTestApp({ env: { PUBLIC_URL } });
    try {
      for (let i = 0; i < 20; i++) {
        await request(app.http)
          .post('/api/auth/password-reset')
          .send({ email: uniqueEmail('victim') })
          .expect(200);
      }
      const refused = await request(app.http)
        .post('/api/auth/password-reset')
        .send({ email: uniqueEmail('victim') })
        .expect(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await app.close();
    }
  });

  it('changes the password after checking the current one, ends the other sessions and tells the address', async () => {
    const email = uniqueEmail('change');
    const session = await signup(testApp.http, { email, displayName: 'Tanvir' });
    const otherTab = await login(testApp.http, email, 'Secret#1');
    const change = (token: string, body: object) =>
      http()
        .post('/api/auth/change-password')
        .set(...bearer(token))
        .send(body);

    // A wrong current password is a form error (400), never 401: the session itself is fine.
    const wrong = await change(session.token, {
      currentPassword: 'Wrong#pass1',
      newPassword: NEW_PASSWORD,
    }).expect(400);
    expect((wrong.body as ApiErrorBody).message).toBe(PASSWORD_MESSAGES.wrongCurrentPassword);
    expect((wrong.body as ApiErrorBody).errors?.[0]?.field).toBe('currentPassword');
    const weak = await change(session.token, { currentPassword: 'Secret#1', newPassword: 'password' }).expect(
      400,
    );
    expect((weak.body as ApiErrorBody).message).toBe(SIGNUP_MESSAGES.password);
    const same = await change(session.token, { currentPassword: 'Secret#1', newPassword: 'Secret#1' }).expect(
      400,
    );
    expect((same.body as ApiErrorBody).message).toBe(PASSWORD_MESSAGES.sameAsCurrent);
    await me(otherTab.token).expect(200);

    const changed = await change(session.token, {
      currentPassword: 'Secret#1',
      newPassword: NEW_PASSWORD,
    }).expect(200);
    const { token } = changed.body as AuthResponse;
    expect((changed.body as AuthResponse).user.uid).toBe(session.user.uid);
    await me(token).expect(200);
    await me(session.token).expect(401);
    await me(otherTab.token).expect(401);
    await http().post('/api/auth/login').send({ email, password: 'Secret#1' }).expect(401);
    await login(testApp.http, email, NEW_PASSWORD);

    const [notice] = await inbox.waitForMails(
      email,
      (each) => each.subject === 'Your password was changed',
      1,
    );
    expect(notice!.text).toContain('Hello Tanvir,');
    expect(notice!.text).toContain('Forgot password?');
    expect(notice!.text).not.toContain(NEW_PASSWORD);
  });

  it('pauses a session guessing the current password, as it pauses sign-in', async () => {
    const email = uniqueEmail('guess');
    const { token } = await signup(testApp.http, { email });
    const guess = () =>
      http()
        .post('/api/auth/change-password')
        .set(...bearer(token))
        .send({ currentPassword: 'Guess#1234', newPassword: NEW_PASSWORD });
    // SIGN_IN_FAILURE_LIMIT: 10 by default.
    for (let i = 0; i < 10; i++) await guess().expect(400);
    await guess().expect(429);
    // The right one is refused too while paused, so a guess cannot be confirmed; and so is sign-in.
    await http()
      .post('/api/auth/change-password')
      .set(...bearer(token))
      .send({ currentPassword: 'Secret#1', newPassword: NEW_PASSWORD })
      .expect(429);
    await http().post('/api/auth/login').send({ email, password: 'Secret#1' }).expect(429);
  });

  it('lets an account that signs in only with Google set a password through the mailed link', async () => {
    const email = uniqueEmail('google');
    const users = testApp.dataSource.getRepository(UserEntity);
    const user = await users.save(
      users.create({
        displayName: 'Gulshan',
        email,
        passwordHash: null,
        role: 'Buyer',
        emailVerifiedAt: new Date(),
        deletedAt: null,
      }),
    );
    const secret = readFileSync(join(testApp.environment.dataDir, 'jwt-secret'), 'utf8').trim();
    const now = Math.floor(Date.now() / 1000);
    // A token from before session epochs (no `se` claim) belongs to the first epoch.
    const token = await new JwtService().signAsync(
      { sub: user.id, iat: now, exp: now + 3600 },
      { secret, algorithm: 'HS256' },
    );
    expect(((await me(token).expect(200)).body as User).hasPassword).toBe(false);

    const noPassword = await http()
      .post('/api/auth/change-password')
      .set(...bearer(token))
      .send({ currentPassword: 'Anything#1', newPassword: NEW_PASSWORD })
      .expect(400);
    expect((noPassword.body as ApiErrorBody).message).toBe(PASSWORD_MESSAGES.noPasswordYet);

    await askReset(email).expect(200);
    const [mail] = await inbox.waitForMails(email, (each) => each.subject === RESET_SUBJECT, 1);
    expect(mail!.text).toContain('You sign in with Google');
    await http()
      .post('/api/auth/password-reset/confirm')
      .send({ token: resetTokenIn(mail!), password: NEW_PASSWORD })
      .expect(200);
    expect((await login(testApp.http, email, NEW_PASSWORD)).user.hasPassword).toBe(true);
    await me(token).expect(401);
  });
});
