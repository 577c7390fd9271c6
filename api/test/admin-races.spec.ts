// An admin's acknowledged action sticks, however the account's own writes interleave with it: each admin action
// runs to its answer while a dozen of the account's own writes have read the row and not yet written it, on SQLite
// and on MySQL. A write that read the row before the admin's change must not bring the old row back.
import request from 'supertest';
import sharp from 'sharp';
import type { ImageUploadResponse } from '@usedcars/contract/types';
import { Category, Brand, Product } from '../src/catalog';
import { MediaStorageService } from '../src/media';
import { User } from '../src/users';
import { bearer, DEMO, DEMO_PASSWORD, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing, listingForm } from './listing-fixtures';
import { saveUnusedCatalog } from './record-fixtures';

const OWN_WRITES = 12;

/** Statuses that are decisions; anything else (a 500 above all) fails the test. */
const DECIDED = [200, 201, 400, 401, 403, 404, 409];

describe('an admin action against the account’s own concurrent writes', () => {
  let testApp: TestApp;
  let adminToken: string;

  const http = () => testApp.http;
  const users = () => testApp.dataSource.getRepository(User);
  const products = () => testApp.dataSource.getRepository(Product);

  beforeAll(async () => {
    testApp = await createTestApp();
    adminToken = (await login(http(), DEMO.admin)).token;
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function newSeller(): Promise<{ token: string; uid: string; email: string; photo: string }> {
    const email = uniqueEmail('racer');
    const account = await signup(http(), { email, password: DEMO_PASSWORD, role: 'Seller' });
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const upload = await request(http())
      .post('/api/images')
      .set(...bearer(account.token))
      .attach('image', png, 'me.png')
      .expect(201);
    return {
      token: account.token,
      uid: account.user.uid,
      email,
      photo: (upload.body as ImageUploadResponse).data.url,
    };
  }

  /** Where a profile write has read the account (the guard did) and checked the photo, before it writes. */
  const profileCheck = (): [MediaStorageService, 'isStoredUrl'] => [
    testApp.app.get(MediaStorageService),
    'isStoredUrl',
  ];

  /** A dozen profile writes with a photo, as a settings page saved in a hurry would send. */
  const profileWrites = (token: string, photo: string) =>
    Array.from({ length: OWN_WRITES }, (_, index) =>
      request(http())
        .patch('/api/users/me')
        .set(...bearer(token))
        .send({ displayName: `Racer ${index}`, photoURL: photo }),
    );

  /**
   * Makes the account's own writes wait at `method` of `target` (after they have read what they check, before they
   * write), runs the admin's action to its answer meanwhile, then lets the writes go on: the interleaving that
   * brought old rows back, made certain rather than left to timing. Answers the admin's status, then theirs.
   */
  async function race<T extends object>(
    pausedAt: [target: T, method: keyof T & string],
    admin: () => PromiseLike<{ status: number }>,
    own: PromiseLike<{ status: number }>[],
  ): Promise<number[]> {
    const [target, method] = pausedAt;
    const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
    let arrived = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const spy = jest.spyOn(target, method as never).mockImplementation((async (...args: unknown[]) => {
      arrived += 1;
      await gate;
      return original(...args);
    }) as never);
    try {
      const running = own.map((call) => Promise.resolve(call));
      while (arrived < own.length) await new Promise((resolve) => setTimeout(resolve, 5));
      spy.mockRestore(); // the admin's own request passes straight through
      const adminAnswer = await admin();
      release();
      const answers = [adminAnswer, ...(await Promise.all(running))];
      const codes = answers.map((answer) => answer.status);
      for (const code of codes) expect(DECIDED).toContain(code);
      return codes;
    } finally {
      spy.mockRestore();
      release();
    }
  }

  it('keeps a deleted account deleted: no login, no token, no listings', async () => {
    const seller = await newSeller();
    const car = await cloneListing(testApp, seller.uid);
    const remove = () =>
      request(http())
        .delete(`/api/user/${seller.uid}`)
        .set(...bearer(adminToken));
    const [removed] = await race(profileCheck(), remove, profileWrites(seller.token, seller.photo));
    expect(removed).toBe(200);

    const row = await users().findOneByOrFail({ id: seller.uid });
    expect(row.deletedAt).not.toBeNull();
    expect(row).toMatchObject({ passwordHash: null, photoURL: null });
    expect(row.email).not.toBe(seller.email);
    await request(http())
      .post('/api/auth/login')
      .send({ email: seller.email, password: DEMO_PASSWORD })
      .expect(401);
    await request(http())
      .get('/api/auth/me')
      .set(...bearer(seller.token))
      .expect(401);
    await request(http()).get(`/api/product/${car.id}`).expect(410);
  });

  it.each([
    ['unverifies', true, false],
    ['verifies', false, true],
  ])('keeps what an admin %s', async (_action, before, after) => {
    const seller = await newSeller();
    await users().update(seller.uid, { verified: before });
    const verify = () =>
      request(http())
        .put(`/api/all-users/${seller.uid}`)
        .set(...bearer(adminToken))
        .send({ verified: after });
    const [answer] = await race(profileCheck(), verify, profileWrites(seller.token, seller.photo));
    expect(answer).toBe(200);
    expect((await users().findOneByOrFail({ id: seller.uid })).verified).toBe(after);
  });

  it('keeps a taken-down listing down and unadvertised while its seller advertises it', async () => {
    const seller = await newSeller();
    const car = await cloneListing(testApp, seller.uid);
    const takedown = () =>
      request(http())
        .patch(`/api/admin/products/${car.id}/takedown`)
        .set(...bearer(adminToken))
        .send({ reason: 'Stolen photos' });
    const toggles = Array.from({ length: OWN_WRITES }, () =>
      request(http())
        .patch(`/api/my-products/${car.id}`)
        .set(...bearer(seller.token))
        .send({ status: true }),
    );
    const [answer] = await race([products(), 'update'], takedown, toggles);
    expect(answer).toBe(200);
    const row = await products().findOneByOrFail({ id: car.id });
    expect(row.takenDownAt).not.toBeNull();
    expect(row.advertise).toBe(false);
  });

  it.each([
    ['category', (entity: { category: Category }) => `/api/category/${entity.category.id}`],
    ['brand', (entity: { brand: Brand }) => `/api/brand/${entity.brand.id}`],
  ] as const)(
    'deletes a %s only when no listing uses it, while a seller lists cars in it',
    async (kind, path) => {
      const seller = await login(http(), DEMO.seller);
      const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#0000ff' } })
        .png()
        .toBuffer();
      const upload = await request(http())
        .post('/api/images')
        .set(...bearer(seller.token))
        .attach('image', png, 'car.png')
        .expect(201);
      const image = (upload.body as ImageUploadResponse).data;
      const unused = await saveUnusedCatalog(testApp.dataSource, image.thumbUrl);
      const listing = listingForm(image, {
        product_name: 'Race car',
        description: 'Listed while the admin tidies up.',
        category: kind === 'category' ? unused.category.value : 'sedan',
        brand: kind === 'brand' ? unused.brand.value : 'toyota',
      });
      const remove = () =>
        request(http())
          .delete(path(unused as never))
          .set(...bearer(adminToken));
      const creates = Array.from({ length: 6 }, () =>
        request(http())
          .post('/api/product')
          .set(...bearer(seller.token))
          .send(listing),
      );
      const [removed, ...created] = await race([products(), 'save'], remove, creates);
      const where = kind === 'category' ? { categoryId: unused.category.id } : { brandId: unused.brand.id };
      const listed = await products().countBy(where);
      expect(listed).toBe(created.filter((status) => status === 201).length);
      if (removed === 200) expect(listed).toBe(0);
      else expect(listed).toBeGreaterThan(0);
    },
  );
});
