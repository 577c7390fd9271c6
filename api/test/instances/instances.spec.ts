// Two instances of the API side by side, as `API_INSTANCES=2 npm start` and docker-compose run them: one MySQL
// database, one Redis, each instance with a data folder of its own. Runs only in the MySQL project (jest.config.js):
// several instances cannot share an SQLite file. Redis is the machine's (TEST_REDIS_URL, else 127.0.0.1:6379), each
// run under its own key prefix.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import type {
  AuthResponse,
  CardConfirmResult,
  CreatePaymentIntentResponse,
  Order,
} from '@usedcars/contract/types';
import { Product, SearchIndex } from '../../src/catalog';
import { IndexCatalogSearch } from '../../src/catalog/index-catalog-search';
import { Order as OrderEntity } from '../../src/orders';
import { PAYMENT_PROVIDER } from '../../src/payments/payment-provider';
import type { SandboxPaymentProvider } from '../../src/payments/sandbox/sandbox-payment.provider';
import { bearer, DEMO, login, signup } from '../auth-helpers';
import { createTestApp, type TestApp } from '../create-test-app';
import { cloneListings, newListing, uploadPhoto } from '../listing-fixtures';
import { startS3StandIn, type S3StandIn } from '../s3-stand-in';
import { createTestEnvironment, type TestEnvironment } from '../test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WRITE_RATE_LIMIT = 12;
const UPLOAD_RATE_LIMIT = 4;
const CARD = {
  number: '4242424242424242',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 3,
  cvc: '123',
};

describe('two API instances sharing MySQL and Redis', () => {
  let environment: TestEnvironment;
  let instances: [TestApp, TestApp];
  let s3: S3StandIn;
  const dataDirs: string[] = [];
  const keyPrefix = `test-instances:${randomBytes(6).toString('hex')}:`;

  /** The shared settings every instance of one deployment has, and the data folder each has alone. */
  const instanceEnv = (name: string, extra: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), `api-instance-${name}-`));
    dataDirs.push(dataDir);
    return {
      ...extra,
      ...s3.env,
      DATA_DIR: dataDir,
      INSTANCE_NAME: name,
      REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      // Shared: a token signed by one instance is checked by the other.
      JWT_SECRET: sharedSecret,
      WRITE_RATE_LIMIT: String(WRITE_RATE_LIMIT),
      UPLOAD_RATE_LIMIT: String(UPLOAD_RATE_LIMIT),
    };
  };
  const sharedSecret = randomBytes(32).toString('hex');

  const a = (): App => instances[0].http;
  const b = (): App => instances[1].http;
  const both = (): [App, App] => [a(), b()];

  beforeAll(async () => {
    environment = await createTestEnvironment();
    s3 = await startS3StandIn();
    // One after the other, as `npm start` starts them: the first migrates and seeds the shared database.
    const first = await createTestApp({ environment, env: instanceEnv('instance-a') });
    const second = await createTestApp({ environment, seed: false, env: instanceEnv('instance-b') });
    instances = [first, second];
  }, 480_000);

  afterAll(async () => {
    await instances?.[1]?.close({ keepData: true });
    await instances?.[0]?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await s3?.stop();
    // What this run left in Redis (rate-limit counters expire by themselves; this keeps the server tidy at once).
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('names the instance in every answer', async () => {
    const [fromA, fromB, missing] = await Promise.all([
      request(a()).get('/api/health'),
      request(b()).get('/api/categories'),
      request(b()).get('/api/no-such-route'),
    ]);
    expect(fromA.headers['x-instance']).toBe('instance-a');
    expect(fromB.headers['x-instance']).toBe('instance-b');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-instance']).toBe('instance-b');
  });

  it('accepts a token signed by one instance on the other', async () => {
    const { token, user } = await signup(a());
    for (const http of both()) {
      const me = await request(http)
        .get('/api/auth/me')
        .set(...bearer(token))
        .expect(200);
      expect((me.body as AuthResponse['user']).uid).toBe(user.uid);
    }
  });

  it('counts one write limit across both instances', async () => {
    const { token } = await signup(a());
    const seller = await login(a(), DEMO.seller);
    const [car] = await cloneListings(instances[0], 1, seller.user.uid);
    const add = (http: App) =>
      request(http)
        .post('/api/wishlist')
        .set(...bearer(token))
        .send({ productID: (car as Product).id });
    // Half the limit on each: within it on either alone, at it together.
    for (let i = 0; i < WRITE_RATE_LIMIT; i += 1) {
      const response = await add(i % 2 === 0 ? a() : b());
      expect(response.status).toBeLessThan(300);
    }
    for (const http of both()) {
      const refused = await add(http).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("counts one account's photo uploads across both instances", async () => {
    const { token } = await signup(a(), { role: 'Seller' });
    // Half the limit on each: within it on either alone, at it together.
    for (let i = 0; i < UPLOAD_RATE_LIMIT; i += 1) await uploadPhoto(i % 2 === 0 ? a() : b(), token);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#345' } })
      .png()
      .toBuffer();
    for (const http of both()) {
      const refused = await request(http)
        .post('/api/images')
        .set(...bearer(token))
        .attach('image', png, 'car.png')
        .expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("counts one address's wrong passwords across both instances, and pauses it on both", async () => {
    const { user } = await signup(a());
    const attempt = (http: App, password: string) =>
      request(http).post('/api/auth/login').send({ email: user.email, password });
    // Signing in uses none of the allowance.
    for (const http of both()) await attempt(http, 'Secret#1').expect(200);
    // The default limit, 10, half on each: within it on either alone.
    for (let i = 0; i < 10; i += 1) await attempt(i % 2 === 0 ? a() : b(), 'Wrong#pass1').expect(401);
    for (const http of both()) {
      const paused = await attempt(http, 'Secret#1').expect(429);
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("shows a listing created on one instance in the other's next list", async () => {
    // Both answer from their search index (SQL answers while it loads).
    await Promise.all(instances.map((instance) => instance.app.get(SearchIndex).ready()));
    const seller = await login(a(), DEMO.seller);
    // A stored photo to list with (seeded by the first instance).
    const template = await instances[0].dataSource.getRepository(Product).findOneByOrFail({ sold: false });
    // Each instance has the list cached before the write.
    const listBefore = await request(b()).get('/api/products?pageSize=5').expect(200);
    await request(a()).get('/api/products?pageSize=5').expect(200);
    const cached = await request(b()).get('/api/products?pageSize=5').expect(200);
    expect(cached.headers['x-total-count']).toBe(listBefore.headers['x-total-count']);

    const created = await request(a())
      .post('/api/product')
      .set(...bearer(seller.token))
      .send({
        ...newListing({ url: template.imageUrl, thumbUrl: template.thumbUrl }),
        product_name: 'Two-instance Corolla',
      })
      .expect(201);
    const id = (created.body as { insertedId: string }).insertedId;

    const listAfter = await request(b()).get('/api/products?pageSize=5').expect(200);
    expect((listAfter.body as { _id: string }[]).map((car) => car._id)).toContain(id);
    expect(Number(listAfter.headers['x-total-count'])).toBe(Number(listBefore.headers['x-total-count']) + 1);
  });

  it("takes a listing edited, then deleted, on one instance out of the other's next search and facets", async () => {
    await Promise.all(instances.map((instance) => instance.app.get(SearchIndex).ready()));
    const seller = await login(a(), DEMO.seller);
    const template = await instances[0].dataSource.getRepository(Product).findOneByOrFail({ sold: false });
    const photo = { url: template.imageUrl, thumbUrl: template.thumbUrl };
    const id = (
      (
        await request(a())
          .post('/api/product')
          .set(...bearer(seller.token))
          .send({ ...newListing(photo), model: 'Two-instance Model' })
          .expect(201)
      ).body as { insertedId: string }
    ).insertedId;
    const search = async (query: Record<string, string>) => {
      const list = await request(b()).get('/api/products').query(query).expect(200);
      const facets = await request(b()).get('/api/products/facets').query(query).expect(200);
      return {
        ids: (list.body as { _id: string }[]).map((car) => car._id),
        total: facets.body.total as number,
      };
    };
    expect(await search({ model: 'Two-instance Model' })).toEqual({ ids: [id], total: 1 });

    await request(a())
      .put(`/api/product/${id}`)
      .set(...bearer(seller.token))
      .send({ ...newListing(photo), model: 'Two-instance Model', sellPrice: 77_777 })
      .expect(200);
    expect(await search({ model: 'Two-instance Model', minPrice: '77000' })).toEqual({ ids: [id], total: 1 });
    await request(a())
      .delete(`/api/my-products/${id}`)
      .set(...bearer(seller.token))
      .send({ uid: seller.user.uid })
      .expect(200);
    expect(await search({ model: 'Two-instance Model' })).toEqual({ ids: [], total: 0 });
    // The other instance caught up: its index answers, without the car.
    await instances[1].app.get(SearchIndex).ready();
    const fromIndex = await instances[1].app.get(IndexCatalogSearch).search({ model: 'Two-instance Model' });
    expect(fromIndex.items).toEqual([]);
  });

  it('serves a photo uploaded through one instance from both, out of the shared bucket', async () => {
    const { token } = await signup(a(), { role: 'Seller' });
    const photo = await uploadPhoto(a(), token, { width: 1000, height: 700 });
    const [fromA, fromB] = await Promise.all([
      request(a()).get(photo.url).buffer(true).expect(200),
      request(b()).get(photo.url).buffer(true).expect(200),
    ]);
    expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromB.headers['x-instance']).toBe('instance-b');
    expect(Buffer.compare(fromA.body as Buffer, fromB.body as Buffer)).toBe(0);
    expect((fromB.body as Buffer).length).toBeGreaterThan(0);
    // Neither instance kept it on its own disk.
    for (const dir of dataDirs) expect(readdirSync(join(dir, 'uploads'))).toEqual([]);
  });

  it('sells each car once while its buyers pay through either instance', async () => {
    const seller = await login(a(), DEMO.seller);
    const cars = await cloneListings(instances[0], 2, seller.user.uid);
    const buyers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        signup(both()[i % 2] as App, { displayName: `Spread Buyer ${i + 1}` }),
      ),
    );
    // Buyer i books and pays on one instance and settles on the other, every settle at the same moment.
    const authorised = await Promise.all(
      buyers.flatMap((buyer, i) =>
        cars.map(async (car) => {
          const http = both()[i % 2] as App;
          const booked = await request(http)
            .post('/api/orders')
            .set(...bearer(buyer.token))
            .send({ productID: car.id, customerMobile: '+880 1711-000003', meetLocation: 'Dhanmondi, Dhaka' })
            .expect(201);
          const orderId = (booked.body as Order)._id;
          const intent = await request(http)
            .post('/api/create-payment-intent')
            .set(...bearer(buyer.token))
            .send({ orderId })
            .expect(200);
          const confirmed = await request(http)
            .post('/api/payments/sandbox/confirm')
            .send({ clientSecret: (intent.body as CreatePaymentIntentResponse).clientSecret, card: CARD })
            .expect(200);
          expect((confirmed.body as CardConfirmResult).paymentIntent?.status).toBe('requires_capture');
          return { buyer, car, orderId, settleOn: both()[(i + 1) % 2] as App };
        }),
      ),
    );
    const settles = await Promise.all(
      authorised.map(({ buyer, car, orderId, settleOn }) =>
        request(settleOn)
          .patch(`/api/orders/${orderId}/${car.id}`)
          .set(...bearer(buyer.token)),
      ),
    );
    expect(settles.map((response) => response.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    await Promise.all(
      instances.map((instance) => instance.app.get<SandboxPaymentProvider>(PAYMENT_PROVIDER).whenIdle()),
    );

    const orders = await instances[1].dataSource.getRepository(OrderEntity).find();
    for (const car of cars) {
      const paid = orders.filter((order) => order.productId === car.id && order.paymentState === 'paid');
      expect(paid).toHaveLength(1);
      expect(
        await instances[1].dataSource.getRepository(Product).findOneByOrFail({ id: car.id }),
      ).toMatchObject({ sold: true, saleOrderId: (paid[0] as OrderEntity).id });
      const toldPaid = authorised.filter((x, i) => x.car.id === car.id && settles[i]?.status === 200);
      expect(toldPaid.map((x) => x.orderId)).toEqual([(paid[0] as OrderEntity).id]);
    }
    // Both instances show the cars as sold at once (the sale was told to the other's cache).
    for (const http of both()) {
      const list = await request(http).get('/api/products?pageSize=100').expect(200);
      const ids = (list.body as { _id: string }[]).map((car) => car._id);
      expect(ids.filter((id) => cars.some((car) => car.id === id))).toEqual([]);
    }
  });
});
