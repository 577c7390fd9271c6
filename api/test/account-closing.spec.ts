// A user deleting their own account (POST /api/users/me/delete): only its owner (the password, or the e-mail address
// typed out for an account without one), never an admin's, never while a booking or a deal of theirs is in progress,
// and then as an admin's delete leaves it: signed out everywhere, out of the catalog, the address free, audited.
import request from 'supertest';
import { DELETE_ACCOUNT_MESSAGES } from '@usedcars/contract/account-closing';
import type { ApiErrorBody } from '@usedcars/contract/types';
import { AuditLogEntry } from '../src/audit/audit-entry.entity';
import { Product } from '../src/catalog';
import { User } from '../src/users';
import { bearer, DEMO, DEMO_PASSWORD, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bookCar, completeDeal, payOrder } from './deal-fixtures';
import { cloneListing } from './listing-fixtures';

const PASSWORD = 'Secret#1';

describe('deleting your own account', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const http = () => testApp.http;
  const deleteMe = (token: string, body: object) =>
    request(http())
      .post('/api/users/me/delete')
      .set(...bearer(token))
      .send(body);
  const messageOf = (response: request.Response) => (response.body as ApiErrorBody).message;

  async function newAccount(role: 'Buyer' | 'Seller' = 'Buyer') {
    const email = uniqueEmail('closing');
    const auth = await signup(http(), { email, password: PASSWORD, role });
    return { email, token: auth.token, uid: auth.user.uid };
  }

  const book = (token: string, productId: string) => bookCar(http(), token, productId);

  it('asks for the password, then closes the account as an admin would, with its owner as the actor', async () => {
    const seller = await newAccount('Seller');
    const otherSession = await login(http(), seller.email, PASSWORD);
    const car = await cloneListing(testApp, seller.uid);

    expect(messageOf(await deleteMe(seller.token, {}).expect(400))).toBe(DELETE_ACCOUNT_MESSAGES.password);
    expect(messageOf(await deleteMe(seller.token, { password: 'Wrong#pass1' }).expect(400))).toBe(
      DELETE_ACCOUNT_MESSAGES.wrongPassword,
    );
    // Another account's address in the body changes nothing: the account is the session's.
    expect(messageOf(await deleteMe(seller.token, { email: DEMO.buyer }).expect(400))).toBe(
      DELETE_ACCOUNT_MESSAGES.password,
    );
    await request(http()).get(`/api/product/${car.id}`).expect(200);

    const deleted = await deleteMe(seller.token, { password: PASSWORD }).expect(200);
    expect(deleted.body).toEqual({ acknowledged: true });
    // The browser's session cookies are cleared with the answer.
    expect(String(deleted.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);

    for (const token of [seller.token, otherSession.token]) {
      await request(http())
        .get('/api/auth/me')
        .set(...bearer(token))
        .expect(401);
    }
    await request(http())
      .post('/api/auth/login')
      .send({ email: seller.email, password: PASSWORD })
      .expect(401);
    await request(http()).get(`/api/product/${car.id}`).expect(410);
    await request(http()).get(`/api/users/${seller.uid}`).expect(404);
    const stored = await testApp.dataSource.getRepository(User).findOneByOrFail({ id: seller.uid });
    expect(stored.deletedAt).toBeInstanceOf(Date);
    expect(stored.passwordHash).toBeNull();
    // The rows stay for the records.
    expect(await testApp.dataSource.getRepository(Product).countBy({ authorId: seller.uid })).toBe(1);
    const audit = await testApp.dataSource
      .getRepository(AuditLogEntry)
      .findOneByOrFail({ action: 'user.delete', targetId: seller.uid });
    expect(audit.actorId).toBe(seller.uid);

    // The address is free for a new account.
    await signup(http(), { email: seller.email, password: PASSWORD });
  });

  it('waits for the bookings and deals in progress, on either side, then lets both go', async () => {
    const seller = await newAccount('Seller');
    const buyer = await newAccount();
    const car = await cloneListing(testApp, seller.uid);
    const order = await book(buyer.token, car.id);

    // An unpaid booking holds its buyer, not the seller.
    expect(messageOf(await deleteMe(buyer.token, { password: PASSWORD }).expect(409))).toBe(
      DELETE_ACCOUNT_MESSAGES.dealsInProgress,
    );

    await payOrder(http(), buyer.token, order);
    for (const account of [buyer, seller]) {
      expect(messageOf(await deleteMe(account.token, { password: PASSWORD }).expect(409))).toBe(
        DELETE_ACCOUNT_MESSAGES.dealsInProgress,
      );
      await request(http())
        .get('/api/auth/me')
        .set(...bearer(account.token))
        .expect(200);
    }

    await completeDeal(http(), order._id, { sellerToken: seller.token, buyerToken: buyer.token });
    await deleteMe(buyer.token, { password: PASSWORD }).expect(200);
    await deleteMe(seller.token, { password: PASSWORD }).expect(200);
  });

  it('lets a buyer go once their booking is cancelled', async () => {
    const seller = await newAccount('Seller');
    const buyer = await newAccount();
    const order = await book(buyer.token, (await cloneListing(testApp, seller.uid)).id);
    await deleteMe(buyer.token, { password: PASSWORD }).expect(409);
    await request(http())
      .delete(`/api/orders/${order._id}`)
      .set(...bearer(buyer.token))
      .expect(200);
    await deleteMe(buyer.token, { password: PASSWORD }).expect(200);
  });

  it('asks an account without a password (Google only) for its e-mail address', async () => {
    const google = await newAccount();
    await testApp.dataSource.getRepository(User).update({ id: google.uid }, { passwordHash: null });

    expect(messageOf(await deleteMe(google.token, { password: PASSWORD }).expect(400))).toBe(
      DELETE_ACCOUNT_MESSAGES.email,
    );
    expect(messageOf(await deleteMe(google.token, { email: DEMO.buyer }).expect(400))).toBe(
      DELETE_ACCOUNT_MESSAGES.wrongEmail,
    );
    await deleteMe(google.token, { email: ` ${google.email.toUpperCase()} ` }).expect(200);
    await request(http())
      .get('/api/auth/me')
      .set(...bearer(google.token))
      .expect(401);
  });

  it('never deletes an admin, and answers a bad body with a message', async () => {
    const admin = await login(http(), DEMO.admin);
    expect(messageOf(await deleteMe(admin.token, { password: DEMO_PASSWORD }).expect(403))).toBe(
      DELETE_ACCOUNT_MESSAGES.admin,
    );
    const buyer = await newAccount();
    expect(messageOf(await deleteMe(buyer.token, { password: 42 }).expect(400))).toBe(
      DELETE_ACCOUNT_MESSAGES.password,
    );
    expect(messageOf(await deleteMe(buyer.token, { password: 'x'.repeat(5000) }).expect(400))).toBe(
      DELETE_ACCOUNT_MESSAGES.wrongPassword,
    );
    await request(http()).post('/api/users/me/delete').send({ password: PASSWORD }).expect(401);
    await request(http())
      .get('/api/auth/me')
      .set(...bearer(buyer.token))
      .expect(200);
  });
});
