// Every name people write and others read on one line is kept without line breaks or control characters (the
// contract's cleanName): display names (sign-up, the profile, the original clients' POST /users), cars' names, models
// and colours, categories and brands, saved searches and meeting places, each sent in the shape its clients send.
// Google's names: oidc.spec.ts. Text meant to span lines (a description) keeps its lines.
import request from 'supertest';
import type { App } from 'supertest/types';
import { SIGNUP_MESSAGES } from '@usedcars/contract/messages';
import type { AuthResponse, Brand, Category, Order, Product, User } from '@usedcars/contract/types';
import { bearer, DEMO, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { listingForm, uploadPhoto } from './listing-fixtures';

/** A name as an attacker sends it: line breaks (a forged header or log line), a bell, a right-to-left override. */
const hostile = (name: string): string => ` ${name.replace(' ', '\r\n')}\u0007\u202e\t`;

describe('names are kept on one line, without control characters', () => {
  let testApp: TestApp;
  let http: App;
  let admin: AuthResponse;
  let seller: AuthResponse;
  const clientDate = () => new Date().toLocaleString('en-US');

  beforeAll(async () => {
    testApp = await createTestApp();
    http = testApp.http;
    [admin, seller] = await Promise.all([login(http, DEMO.admin), login(http, DEMO.seller)]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('a display name at sign-up, in the profile and in the original POST /users', async () => {
    const email = uniqueEmail('names');
    const created = await request(http)
      .post('/api/auth/signup')
      .send({ displayName: hostile('Ann Smith'), email, password: 'Secret#1', role: 'Buyer' })
      .expect(201);
    const { token, user } = created.body as AuthResponse;
    expect(user.displayName).toBe('Ann Smith');

    await request(http)
      .patch('/api/users/me')
      .set(...bearer(token))
      .send({ displayName: hostile('Ann Jones') })
      .expect(200);
    const me = (
      await request(http)
        .get('/api/auth/me')
        .set(...bearer(token))
        .expect(200)
    ).body as User;
    expect(me.displayName).toBe('Ann Jones');

    const registered = await request(http)
      .post('/api/users')
      .set(...bearer(token))
      .send({
        displayName: hostile('Ann Brown'),
        email,
        uid: user.uid,
        photoURL: null,
        role: 'Buyer',
        date: clientDate(),
      })
      .expect(201);
    expect((registered.body as User).displayName).toBe('Ann Brown');

    // Nothing but control characters is no name.
    const refused = await request(http)
      .post('/api/auth/signup')
      .send({ displayName: '\r\n\u202e', email: uniqueEmail('names'), password: 'Secret#1', role: 'Buyer' })
      .expect(400);
    expect((refused.body as { message: string }).message).toBe(SIGNUP_MESSAGES.displayName);
  });

  it("a category's and a brand's name (the value derives from the clean name)", async () => {
    const thumbnail = (await uploadPhoto(http, admin.token)).url;
    const category = await request(http)
      .post('/api/category')
      .set(...bearer(admin.token))
      .send({ category: hostile('Night Wagons'), date: clientDate(), value: 'ignored', thumbnail })
      .expect(201);
    expect(category.body as Category).toMatchObject({ category: 'Night Wagons', value: 'night_wagons' });
    const brand = await request(http)
      .post('/api/brand')
      .set(...bearer(admin.token))
      .send({ brandName: hostile('Night Motors'), date: clientDate(), value: 'ignored' })
      .expect(201);
    expect(brand.body as Brand).toMatchObject({ brandName: 'Night Motors', value: 'night_motors' });
  });

  it("a car's name, model and colour; its description keeps its lines", async () => {
    const photo = await uploadPhoto(http, seller.token);
    const created = await request(http)
      .post('/api/product')
      .set(...bearer(seller.token))
      .send({
        ...listingForm(photo, {
          product_name: hostile('Clean Corolla'),
          model: hostile('Corolla Axio'),
          color: hostile('Pearl white'),
          description: 'First line.\nSecond line.',
        }),
        originalPrice: '22000',
        sellPrice: '17500',
        authorID: seller.user.uid,
        date: clientDate(),
      })
      .expect(201);
    const id = (created.body as { insertedId: string }).insertedId;
    const product = (await request(http).get(`/api/product/${id}`).expect(200)).body as Product;
    expect(product).toMatchObject({
      product_name: 'Clean Corolla',
      model: 'Corolla Axio',
      color: 'Pearl white',
      description: 'First line.\nSecond line.',
    });
  });

  it('a meeting place in the original booking form, and a saved search', async () => {
    const buyer = await signup(http);
    const [car] = (await request(http).get('/api/products?pageSize=1').expect(200)).body as Product[];
    const booked = await request(http)
      .post('/api/orders')
      .set(...bearer(buyer.token))
      .send({
        productID: car!._id,
        productAuthor: car!.authorID,
        customerName: buyer.user.displayName,
        customerEmail: buyer.user.email,
        customerId: buyer.user.uid,
        customerMobile: '01811000000',
        meetLocation: hostile('Gulshan 1, Dhaka'),
        bookingDate: clientDate(),
      })
      .expect(201);
    expect((booked.body as Order).meetLocation).toBe('Gulshan 1, Dhaka');

    const saved = await request(http)
      .post('/api/saved-searches')
      .set(...bearer(buyer.token))
      .send({ name: hostile('Cheap hybrids'), query: { fuel: 'Hybrid' } })
      .expect(201);
    expect((saved.body as { name: string }).name).toBe('Cheap hybrids');
  });
});
