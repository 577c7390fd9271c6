// The original clients' contract: every call they make, replayed in order with the payload they send (the caller's
// own ids, client-side dates, prices as text, no thumbnail), answering the fields they read. Identity, ownership and
// price still come from the server: the tests beside each route (wishlist, selling, orders, payments, users) prove
// that a field naming someone else is refused and that a price in a body never sets an amount.
import request from 'supertest';
import sharp from 'sharp';
import type { App } from 'supertest/types';
import { type CreatePaymentIntentResponse, type Product, VEHICLE_FACTS } from '@usedcars/contract/types';
import { DEMO, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

// The fields of each record as the original clients know them.
const USER_FIELDS = ['_id', 'uid', 'displayName', 'email', 'photoURL', 'role', 'verified', 'date'];
// `mobile` is left out of public product reads on purpose: a seller's number reaches buyers through their bookings.
const PRODUCT_FIELDS = [
  '_id',
  'product_name',
  'description',
  'category',
  'brand',
  'condition',
  'originalPrice',
  'sellPrice',
  'location',
  'purchaseYear',
  'image',
  'authorID',
  'date',
  'advertise',
  'sell',
  'author',
];
const AUTHOR_FIELDS = ['displayName', 'verified'];
const CATEGORY_FIELDS = ['_id', 'category', 'value', 'thumbnail', 'date'];
const BRAND_FIELDS = ['_id', 'brandName', 'value', 'date'];
const WISHLIST_FIELDS = ['_id', 'authorID', 'productID', 'date', 'product'];
const ORDER_FIELDS = [
  '_id',
  'productID',
  'productAuthor',
  'customerName',
  'customerEmail',
  'customerId',
  'customerMobile',
  'meetLocation',
  'bookingDate',
  'product',
  'payment',
  'paymentMethod',
  'transitionID',
  'paymentDate',
];

/** The record carries every field the original clients read (it may carry more). */
function expectFields(record: unknown, fields: string[]): void {
  expect(record).toBeInstanceOf(Object);
  expect(Object.keys(record as object)).toEqual(expect.arrayContaining(fields));
}

function expectProduct(product: unknown): void {
  expectFields(product, PRODUCT_FIELDS);
  expectFields((product as { author: unknown }).author, AUTHOR_FIELDS);
}

describe('the original clients’ call table, replayed with their payloads', () => {
  let testApp: TestApp;
  let http: App;
  let buyer: { token: string; uid: string; email: string; displayName: string };
  let seller: { token: string; uid: string; email: string };
  let admin: { token: string; uid: string };
  let productId: string;
  let categoryValue: string;
  let orderId: string;
  const clientDate = () => new Date().toLocaleString('en-US');

  const as = (token: string) => ['Authorization', `Bearer ${token}`] as const;

  beforeAll(async () => {
    testApp = await createTestApp();
    http = testApp.http;
    const b = await signup(http, { email: uniqueEmail('spec-buyer'), displayName: 'Spec Buyer' });
    buyer = { token: b.token, uid: b.user.uid, email: b.user.email, displayName: b.user.displayName };
    const s = await login(http, DEMO.seller);
    seller = { token: s.token, uid: s.user.uid, email: s.user.email };
    const a = await login(http, DEMO.admin);
    admin = { token: a.token, uid: a.user.uid };
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('GET /users/{uid}: the profile', async () => {
    const response = await request(http)
      .get(`/api/users/${buyer.uid}`)
      .set(...as(buyer.token))
      .expect(200);
    expectFields(response.body, USER_FIELDS);
  });

  it('POST /used-jwt {uid}: a token', async () => {
    const response = await request(http)
      .post('/api/used-jwt')
      .set(...as(buyer.token))
      .send({ uid: buyer.uid })
      .expect(200);
    expect(typeof (response.body as { token: unknown }).token).toBe('string');
  });

  it('POST /users {displayName, email, uid, photoURL, role, date}: the record is registered', async () => {
    const response = await request(http)
      .post('/api/users')
      .set(...as(buyer.token))
      .send({
        displayName: buyer.displayName,
        email: buyer.email,
        uid: buyer.uid,
        photoURL: null,
        role: 'Buyer',
        date: clientDate(),
      })
      .expect(201);
    expect(response.body).toMatchObject({ acknowledged: true, uid: buyer.uid });
    expectFields(response.body, USER_FIELDS);
  });

  it('GET /categories: items with category, value and thumbnail', async () => {
    const response = await request(http).get('/api/categories').expect(200);
    const categories = response.body as unknown[];
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expectFields(category, CATEGORY_FIELDS);
    categoryValue = (categories[0] as { value: string }).value;
  });

  it('GET /category/{categoryName}: the category and its products', async () => {
    const response = await request(http).get(`/api/category/${categoryValue}`).expect(200);
    const body = response.body as { category: unknown; products: unknown[] };
    expectFields(body.category, CATEGORY_FIELDS);
    body.products.forEach(expectProduct);
  });

  it('POST /category {category, date, value, thumbnail} and DELETE /category/{id}; a duplicate answers status bad', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = await request(http)
      .post('/api/images')
      .set(...as(admin.token))
      .attach('image', png, 'thumb.png')
      .expect(201);
    const thumbnail = (upload.body as { data: { url: string } }).data.url;
    const body = { category: 'Spec Wagons', date: clientDate(), value: 'spec_wagons', thumbnail };
    const created = await request(http)
      .post('/api/category')
      .set(...as(admin.token))
      .send(body)
      .expect(201);
    expectFields(created.body, CATEGORY_FIELDS);
    const duplicate = await request(http)
      .post('/api/category')
      .set(...as(admin.token))
      .send(body)
      .expect(409);
    expect(duplicate.body).toEqual({ status: 'bad', message: expect.any(String) });
    await request(http)
      .delete(`/api/category/${(created.body as { _id: string })._id}`)
      .set(...as(admin.token))
      .expect(200);
  });

  it('GET /brand, POST /brand {brandName, date, value} and DELETE /brand/{id}; a duplicate answers status bad', async () => {
    const brands = (await request(http).get('/api/brand').expect(200)).body as unknown[];
    for (const brand of brands) expectFields(brand, BRAND_FIELDS);
    const body = { brandName: 'Spec Motors', date: clientDate(), value: 'spec_motors' };
    const created = await request(http)
      .post('/api/brand')
      .set(...as(admin.token))
      .send(body)
      .expect(201);
    expectFields(created.body, BRAND_FIELDS);
    const duplicate = await request(http)
      .post('/api/brand')
      .set(...as(admin.token))
      .send(body)
      .expect(409);
    expect(duplicate.body).toEqual({ status: 'bad', message: expect.any(String) });
    await request(http)
      .delete(`/api/brand/${(created.body as { _id: string })._id}`)
      .set(...as(admin.token))
      .expect(200);
  });

  it('image upload (field image) then POST /product with authorID, purchaseYear, date, text prices, no thumbnail: acknowledged', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const upload = await request(http)
      .post('/api/images')
      .set(...as(seller.token))
      .attach('image', png, 'car.png')
      .expect(201);
    expect(upload.body).toMatchObject({ success: true, data: { url: expect.any(String) } });
    const response = await request(http)
      .post('/api/product')
      .set(...as(seller.token))
      .send({
        product_name: 'Spec Corolla',
        category: categoryValue,
        brand: 'toyota',
        originalPrice: '22000',
        sellPrice: '17500',
        condition: 'Good',
        location: 'Dhaka',
        purchaseYear: '2018-06',
        mobile: '01711000000',
        image: (upload.body as { data: { url: string } }).data.url,
        description: 'Replayed from the original call table.',
        authorID: seller.uid,
        date: clientDate(),
      })
      .expect(201);
    expect(response.body).toMatchObject({ acknowledged: true, insertedId: expect.any(String) });
    productId = (response.body as { insertedId: string }).insertedId;
    // The original clients know no vehicle facts: the listing tells none.
    const listed = (await request(http).get(`/api/product/${productId}`).expect(200)).body as Product;
    expect(listed).toMatchObject({ product_name: 'Spec Corolla', sellPrice: 17500, purchaseYear: '2018-06' });
    for (const fact of VEHICLE_FACTS) expect(listed[fact]).toBeNull();
  });

  it('GET /products, GET /product/{id} and GET /advertise-product: products', async () => {
    const list = (await request(http).get('/api/products').expect(200)).body as unknown[];
    expect(list.length).toBeGreaterThan(0);
    list.forEach(expectProduct);
    expectProduct((await request(http).get(`/api/product/${productId}`).expect(200)).body);
    ((await request(http).get('/api/advertise-product').expect(200)).body as unknown[]).forEach(
      expectProduct,
    );
  });

  it('GET /my-products/{uid}, PATCH /my-products/{productId} {status, uid}: acknowledged', async () => {
    const own = (
      await request(http)
        .get(`/api/my-products/${seller.uid}`)
        .set(...as(seller.token))
        .expect(200)
    ).body as unknown[];
    own.forEach(expectProduct);
    await request(http)
      .patch(`/api/my-products/${productId}`)
      .set(...as(seller.token))
      .send({ status: true, uid: seller.uid })
      .expect(200, { acknowledged: true });
  });

  it('GET /wishlist/{uid} (empty when logged out) and POST /wishlist {authorID, productID, date}: acknowledged', async () => {
    await request(http).get(`/api/wishlist/${buyer.uid}`).expect(200, []);
    await request(http)
      .post('/api/wishlist')
      .set(...as(buyer.token))
      .send({ authorID: buyer.uid, productID: productId, date: clientDate() })
      .expect(201, { acknowledged: true });
    const entries = (
      await request(http)
        .get(`/api/wishlist/${buyer.uid}`)
        .set(...as(buyer.token))
        .expect(200)
    ).body as unknown[];
    expect(entries).toHaveLength(1);
    expectFields(entries[0], WISHLIST_FIELDS);
  });

  it('POST /orders with the whole booking form: a booking', async () => {
    const response = await request(http)
      .post('/api/orders')
      .set(...as(buyer.token))
      .send({
        productID: productId,
        productAuthor: seller.uid,
        customerName: buyer.displayName,
        customerEmail: buyer.email,
        customerId: buyer.uid,
        customerMobile: '01811000000',
        meetLocation: 'Gulshan 1, Dhaka',
        bookingDate: clientDate(),
      })
      .expect(201);
    expectFields(response.body, ORDER_FIELDS);
    orderId = (response.body as { _id: string })._id;
  });

  it('GET /orders/{uid}: the bookings (empty with no user)', async () => {
    await request(http).get('/api/orders/undefined').expect(200, []);
    const orders = (
      await request(http)
        .get(`/api/orders/${buyer.uid}`)
        .set(...as(buyer.token))
        .expect(200)
    ).body as unknown[];
    expect(orders).toHaveLength(1);
    expectFields(orders[0], ORDER_FIELDS);
  });

  it('POST /create-payment-intent {price}: needs the order; with it, a clientSecret for the booking’s price', async () => {
    const alone = await request(http)
      .post('/api/create-payment-intent')
      .set(...as(buyer.token))
      .send({ price: 17500 })
      .expect(400);
    expect((alone.body as { message: string }).message).toBe('Select the order to pay.');
    const response = await request(http)
      .post('/api/create-payment-intent')
      .set(...as(buyer.token))
      .send({ orderId, price: 1 })
      .expect(200);
    const intent = response.body as CreatePaymentIntentResponse;
    expect(intent.clientSecret).toEqual(expect.any(String));
    expect(intent.amount).toBe(17500);

    // The card form confirms with the provider (here the local sandbox, as Stripe.js would).
    await request(http)
      .post('/api/payments/sandbox/confirm')
      .send({
        clientSecret: intent.clientSecret,
        card: {
          number: '4242424242424242',
          exp_month: 12,
          exp_year: new Date().getFullYear() + 2,
          cvc: '123',
        },
      })
      .expect(200);
  });

  it('PATCH /orders/{orderId}/{productID} {paymentMethod, transitionID, payment, paymentDate} with customer_id: acknowledged', async () => {
    const response = await request(http)
      .patch(`/api/orders/${orderId}/${productId}`)
      .set(...as(buyer.token))
      .set('customer_id', buyer.uid)
      .send({
        paymentMethod: 'card',
        transitionID: 'pi_from_the_client',
        payment: true,
        paymentDate: clientDate(),
      })
      .expect(200);
    expect(response.body).toMatchObject({ acknowledged: true, payment: true });
    expect((response.body as { transitionID: string }).transitionID).not.toBe('pi_from_the_client');
  });

  it('GET /all-users/?role={role}, PUT /all-users/{uid} {verified}, DELETE /user/{uid} with admin_uid: acknowledged', async () => {
    const users = (
      await request(http)
        .get('/api/all-users/?role=Buyer')
        .set(...as(admin.token))
        .expect(200)
    ).body as unknown[];
    expect(users.length).toBeGreaterThan(0);
    users.forEach((user) => expectFields(user, USER_FIELDS));
    await request(http)
      .put(`/api/all-users/${buyer.uid}`)
      .set(...as(admin.token))
      .send({ verified: true })
      .expect(200, { acknowledged: true });
    await request(http)
      .delete(`/api/user/${buyer.uid}`)
      .set(...as(admin.token))
      .set('admin_uid', admin.uid)
      .expect(200, { acknowledged: true });
  });

  it('DELETE /my-products/{id} {uid}: acknowledged', async () => {
    const s = await login(http, DEMO.seller);
    const upload = await request(http)
      .post('/api/images')
      .set(...as(s.token))
      .attach(
        'image',
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        'x.png',
      )
      .expect(201);
    const created = await request(http)
      .post('/api/product')
      .set(...as(s.token))
      .send({
        product_name: 'Spec Axio',
        category: categoryValue,
        brand: 'toyota',
        originalPrice: 20000,
        sellPrice: 16000,
        condition: 'Fair',
        location: 'Feni',
        purchaseYear: '2015-01',
        mobile: '01711000000',
        image: (upload.body as { data: { url: string } }).data.url,
        description: 'To be deleted.',
      })
      .expect(201);
    await request(http)
      .delete(`/api/my-products/${(created.body as { insertedId: string }).insertedId}`)
      .set(...as(s.token))
      .send({ uid: s.user.uid })
      .expect(200, { acknowledged: true });
  });
});
