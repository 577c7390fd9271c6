import request from 'supertest';
import sharp from 'sharp';
import type {
  ApiErrorBody,
  AuthResponse,
  CategoryWithProducts,
  ImageUploadResponse,
  Product,
  PublicProfile,
  User,
} from '@usedcars/contract/types';
import { Product as ProductEntity } from '../src/catalog';
import { User as UserEntity } from '../src/users';
import { bearer, DEMO, login, signup, uniqueEmail } from './auth-helpers';
import { NOT_YOUR_ACCOUNT_MESSAGE } from '../src/common/caller-fields';
import { createTestApp, type TestApp } from './create-test-app';

describe('users', () => {
  let testApp: TestApp;
  let admin: AuthResponse;
  let buyer: AuthResponse;
  let seller: AuthResponse;

  beforeAll(async () => {
    testApp = await createTestApp();
    [admin, buyer, seller] = await Promise.all([
      login(testApp.http, DEMO.admin),
      login(testApp.http, DEMO.buyer),
      login(testApp.http, DEMO.seller),
    ]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('GET /api/users/:uid', () => {
    it('answers the full account to its owner', async () => {
      const response = await request(testApp.http)
        .get(`/api/users/${buyer.user.uid}`)
        .set(...bearer(buyer.token))
        .expect(200);
      expect(response.body).toEqual(buyer.user);
    });

    it('answers public fields only to anyone else, logged in or not', async () => {
      for (const token of [undefined, seller.token, 'stale.or.bad']) {
        const call = request(testApp.http).get(`/api/users/${buyer.user.uid}`);
        const response = await (token ? call.set(...bearer(token)) : call).expect(200);
        expect(response.body).toEqual({
          _id: buyer.user.uid,
          uid: buyer.user.uid,
          displayName: buyer.user.displayName,
          photoURL: null,
          verified: false,
        } satisfies PublicProfile);
      }
    });

    it.each(['01900000-0000-7000-8000-000000000000', 'nope'])('answers 404 for %j', async (uid) => {
      const response = await request(testApp.http).get(`/api/users/${uid}`).expect(404);
      expect((response.body as ApiErrorBody).message).toBe('User not found.');
    });
  });

  describe('PATCH /api/users/me', () => {
    let account: AuthResponse;

    beforeAll(async () => {
      account = await signup(testApp.http, { displayName: 'Before' });
    });

    const patch = (body: object, token = account.token) =>
      request(testApp.http)
        .patch('/api/users/me')
        .set(...bearer(token))
        .send(body);

    it('changes the display name (trimmed)', async () => {
      const response = await patch({ displayName: '  After  ' }).expect(200);
      expect(response.body).toMatchObject({
        uid: account.user.uid,
        displayName: 'After',
        email: account.user.email,
      });
    });

    it('sets a photo uploaded through POST /images, and removes it with null', async () => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer();
      const upload = await request(testApp.http)
        .post('/api/images')
        .set(...bearer(account.token))
        .attach('image', png, 'me.png')
        .expect(201);
      const { url } = (upload.body as ImageUploadResponse).data;
      expect(((await patch({ photoURL: url }).expect(200)).body as User).photoURL).toBe(url);
      expect(((await patch({ photoURL: null }).expect(200)).body as User).photoURL).toBeNull();
    });

    it.each([
      [{ photoURL: 'https://evil.example/x.png' }, 'Please choose a photo uploaded to this site.'],
      [{ photoURL: '/api/media/../../etc/passwd' }, 'Please choose a photo uploaded to this site.'],
      [
        { photoURL: '/api/media/01900000-0000-7000-8000-000000000000.webp' },
        'Please choose a photo uploaded to this site.',
      ],
      [{ displayName: '   ' }, 'Please Enter Your Name'],
      [{ displayName: 'x'.repeat(101) }, 'Your name must be at most 100 characters.'],
      [{ role: 'Admin' }, 'property role should not exist'],
      [{ email: 'new@example.com' }, 'property email should not exist'],
      [{ verified: true }, 'property verified should not exist'],
    ])('refuses %j with 400', async (body, message) => {
      const response = await patch(body).expect(400);
      expect((response.body as ApiErrorBody).message).toBe(message);
      const stored = await testApp.dataSource
        .getRepository(UserEntity)
        .findOneByOrFail({ id: account.user.uid });
      expect(stored).toMatchObject({ role: 'Buyer', verified: false, email: account.user.email });
    });

    it('needs a login', async () => {
      await request(testApp.http).patch('/api/users/me').send({ displayName: 'X' }).expect(401);
    });
  });

  describe('POST /api/users (the original sign-up flow registering the signed-in account)', () => {
    it('saves the name for the caller; refuses a uid, email or role of anyone else, changing nothing', async () => {
      const account = await signup(testApp.http, { displayName: 'Registered' });
      const other = await signup(testApp.http);
      const register = (body: object) =>
        request(testApp.http)
          .post('/api/users')
          .set(...bearer(account.token))
          .send(body);
      for (const body of [
        { uid: other.user.uid },
        { email: other.user.email },
        { role: 'Admin' },
        { role: 'Seller' },
      ]) {
        const response = await register({ displayName: 'Hijacked', ...body }).expect(403);
        expect((response.body as ApiErrorBody).message).toMatch(/own account|role cannot be changed/);
      }
      const stored = () =>
        testApp.dataSource.getRepository(UserEntity).findOneByOrFail({ id: account.user.uid });
      expect(await stored()).toMatchObject({ displayName: 'Registered', role: 'Buyer' });
      await register({
        displayName: 'Renamed',
        uid: account.user.uid,
        email: account.user.email,
        role: 'Buyer',
        photoURL: 'https://lh3.example/someone.jpg',
        date: 'today',
      }).expect(201);
      expect(await stored()).toMatchObject({ displayName: 'Renamed', role: 'Buyer', photoURL: null });
    });
  });

  describe('admin user management', () => {
    it('is refused to anonymous callers (401), buyers and sellers (403)', async () => {
      const calls = [
        () => request(testApp.http).get('/api/all-users'),
        () => request(testApp.http).put(`/api/all-users/${buyer.user.uid}`).send({ verified: true }),
        () => request(testApp.http).delete(`/api/user/${buyer.user.uid}`),
      ];
      for (const call of calls) {
        await call().expect(401);
        for (const token of [buyer.token, seller.token]) {
          const response = await call()
            .set(...bearer(token))
            .set('admin_uid', admin.user.uid)
            .expect(403);
          expect((response.body as ApiErrorBody).message).toBe('Only Admin accounts can do this.');
        }
      }
    });

    it('lists accounts newest first, filtered by role', async () => {
      const all = (
        await request(testApp.http)
          .get('/api/all-users')
          .set(...bearer(admin.token))
          .expect(200)
      ).body as User[];
      expect(all.length).toBeGreaterThanOrEqual(4);
      const dates = all.map((user) => user.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const role of ['Admin', 'Seller', 'Buyer'] as const) {
        const some = (
          await request(testApp.http)
            .get(`/api/all-users?role=${role}`)
            .set(...bearer(admin.token))
            .expect(200)
        ).body as User[];
        expect(some.length).toBeGreaterThan(0);
        expect(some.every((user) => user.role === role)).toBe(true);
        expect(some).toEqual(all.filter((user) => user.role === role));
      }
      const bad = await request(testApp.http)
        .get('/api/all-users?role=Owner')
        .set(...bearer(admin.token))
        .expect(400);
      expect((bad.body as ApiErrorBody).message).toBe('role must be one of Admin, Seller, Buyer');
    });

    it('searches names and emails, any case, with % and _ taken literally, paged when asked', async () => {
      const tag = `zq${Date.now().toString(36)}`;
      // One after another, so that their creation order is the list's order.
      const ada = (
        await signup(testApp.http, {
          displayName: `Ada ${tag.toUpperCase()} Lovelace`,
          email: uniqueEmail('ada'),
        })
      ).user;
      const grace = (
        await signup(testApp.http, { displayName: 'Grace Hopper', email: uniqueEmail(`${tag}.grace`) })
      ).user;
      const alan = (
        await signup(testApp.http, { displayName: `Alan 100%_${tag}`, email: uniqueEmail('alan') })
      ).user;
      const get = async (query: string) => {
        const response = await request(testApp.http)
          .get(`/api/all-users?${query}`)
          .set(...bearer(admin.token))
          .expect(200);
        return {
          uids: (response.body as User[]).map((user) => user.uid),
          total: response.headers['x-total-count'],
        };
      };
      // Newest first; the name or the email matches, whatever the case.
      expect(await get(`q=${tag.toUpperCase()}`)).toEqual({
        uids: [alan.uid, grace.uid, ada.uid],
        total: '3',
      });
      expect(await get(`q=${encodeURIComponent(`  ${tag}.GRACE `)}`)).toEqual({
        uids: [grace.uid],
        total: '1',
      });
      expect(await get(`q=${encodeURIComponent('100%_')}${tag}`)).toEqual({ uids: [alan.uid], total: '1' });
      expect(await get(`q=${encodeURIComponent('0%_zq')}`)).toMatchObject({ uids: [alan.uid] });
      for (const wildcard of ['_', '%']) {
        expect(await get(`q=ada${encodeURIComponent(wildcard)}${tag}`)).toEqual({ uids: [], total: '0' });
      }
      expect(await get(`q=${tag}&role=Seller`)).toEqual({ uids: [], total: '0' });
      // A page, with the total of every match in X-Total-Count.
      expect(await get(`q=${tag}&pageSize=2`)).toEqual({ uids: [alan.uid, grace.uid], total: '3' });
      expect(await get(`q=${tag}&page=2&pageSize=2`)).toEqual({ uids: [ada.uid], total: '3' });
      // Without q or paging, every account, as before (a plain array), and its count.
      const everyone = await get('');
      expect(everyone.uids.length).toBeGreaterThan(3);
      expect(everyone.total).toBe(String(everyone.uids.length));
      for (const [query, message] of [
        ['pageSize=101', 'pageSize must be a whole number between 1 and 100'],
        ['page=0', 'page must be a whole number of 1 or more'],
        [`q=${'x'.repeat(255)}`, 'q must be at most 254 characters'],
      ]) {
        const bad = await request(testApp.http)
          .get(`/api/all-users?${query}`)
          .set(...bearer(admin.token))
          .expect(400);
        expect((bad.body as ApiErrorBody).message).toBe(message);
      }
    });

    it('toggles verified', async () => {
      const target = await signup(testApp.http, { role: 'Seller' });
      const put = (verified: unknown) =>
        request(testApp.http)
          .put(`/api/all-users/${target.user.uid}`)
          .set(...bearer(admin.token))
          .send({ verified });
      expect((await put(true).expect(200)).body).toEqual({ acknowledged: true });
      expect(
        ((await request(testApp.http).get(`/api/users/${target.user.uid}`).expect(200)).body as PublicProfile)
          .verified,
      ).toBe(true);
      await put(false).expect(200);
      expect(
        (await testApp.dataSource.getRepository(UserEntity).findOneByOrFail({ id: target.user.uid }))
          .verified,
      ).toBe(false);
      await put('yes').expect(400);
      await request(testApp.http)
        .put('/api/all-users/01900000-0000-7000-8000-000000000000')
        .set(...bearer(admin.token))
        .send({ verified: true })
        .expect(404);
    });

    it('shows a new verification on the seller’s cars at once, though their pages are cached', async () => {
      const car = await testApp.dataSource
        .getRepository(ProductEntity)
        .findOneOrFail({ where: { authorId: seller.user.uid, sold: false }, relations: { author: true } });
      const setVerified = (verified: boolean) =>
        request(testApp.http)
          .put(`/api/all-users/${seller.user.uid}`)
          .set(...bearer(admin.token))
          .send({ verified })
          .expect(200);
      const shown = async () => {
        const one = (await request(testApp.http).get(`/api/product/${car.id}`).expect(200)).body as Product;
        const list = (await request(testApp.http).get('/api/products?pageSize=100').expect(200))
          .body as Product[];
        return [one.author.verified, list.find((p) => p._id === car.id)?.author.verified];
      };
      const before = car.author.verified;
      // Read twice: the second answer comes from the cache.
      await shown();
      expect(await shown()).toEqual([before, before]);
      try {
        await setVerified(!before);
        expect(await shown()).toEqual([!before, !before]);
      } finally {
        await setVerified(before);
      }
      expect(await shown()).toEqual([before, before]);
    });

    it('refuses to delete an Admin or oneself', async () => {
      const self = await request(testApp.http)
        .delete(`/api/user/${admin.user.uid}`)
        .set(...bearer(admin.token))
        .expect(403);
      expect((self.body as ApiErrorBody).message).toBe('You cannot delete your own account.');

      const other = await signup(testApp.http, { role: 'Buyer' });
      await testApp.dataSource.getRepository(UserEntity).update({ id: other.user.uid }, { role: 'Admin' });
      const response = await request(testApp.http)
        .delete(`/api/user/${other.user.uid}`)
        .set(...bearer(admin.token))
        .set('admin_uid', admin.user.uid)
        .expect(403);
      expect((response.body as ApiErrorBody).message).toBe('Admin accounts cannot be deleted.');
    });

    it('refuses an admin_uid header that names anyone but the caller, deleting nothing', async () => {
      const victim = await signup(testApp.http, { role: 'Buyer' });
      const other = await signup(testApp.http, { role: 'Buyer' });
      const response = await request(testApp.http)
        .delete(`/api/user/${victim.user.uid}`)
        .set(...bearer(admin.token))
        .set('admin_uid', other.user.uid)
        .expect(403);
      expect((response.body as ApiErrorBody).message).toBe(NOT_YOUR_ACCOUNT_MESSAGE);
      const stored = await testApp.dataSource
        .getRepository(UserEntity)
        .findOneByOrFail({ id: victim.user.uid });
      expect(stored.deletedAt).toBeNull();
    });

    it('soft-deletes a seller: token dead at once, listings gone from every public read, email free again', async () => {
      const products = testApp.dataSource.getRepository(ProductEntity);
      const users = testApp.dataSource.getRepository(UserEntity);
      const seller2 = await login(testApp.http, DEMO.seller2);
      const listing = await products.findOneOrFail({
        where: { authorId: seller2.user.uid, sold: false, advertise: true },
        relations: { category: true },
      });
      const beforeTotal = Number(
        (await request(testApp.http).get('/api/products').expect(200)).headers['x-total-count'],
      );
      const sellerUnsold = await products.countBy({ authorId: seller2.user.uid, sold: false });

      expect(
        (
          await request(testApp.http)
            .delete(`/api/user/${seller2.user.uid}`)
            .set(...bearer(admin.token))
            .expect(200)
        ).body,
      ).toEqual({ acknowledged: true });

      await request(testApp.http)
        .get('/api/auth/me')
        .set(...bearer(seller2.token))
        .expect(401);
      const listed = await request(testApp.http).get('/api/products?pageSize=100').expect(200);
      expect(Number(listed.headers['x-total-count'])).toBe(beforeTotal - sellerUnsold);
      expect((listed.body as Product[]).some((product) => product.authorID === seller2.user.uid)).toBe(false);
      const advertised = (await request(testApp.http).get('/api/advertise-product').expect(200))
        .body as Product[];
      expect(advertised.some((product) => product.authorID === seller2.user.uid)).toBe(false);
      const category = (
        await request(testApp.http).get(`/api/category/${listing.category.value}`).expect(200)
      ).body as CategoryWithProducts;
      expect(category.products.some((product) => product.authorID === seller2.user.uid)).toBe(false);
      await request(testApp.http).get(`/api/product/${listing.id}`).expect(410);
      await request(testApp.http).get(`/api/users/${seller2.user.uid}`).expect(404);

      // The rows stay for the records; the account is anonymised and can no longer sign in.
      const stored = await users.findOneByOrFail({ id: seller2.user.uid });
      expect(stored).toMatchObject({
        displayName: seller2.user.displayName,
        email: `deleted+${seller2.user.uid}@deleted.invalid`,
        passwordHash: null,
      });
      expect(stored.deletedAt).toBeInstanceOf(Date);
      expect(await products.countBy({ authorId: seller2.user.uid })).toBeGreaterThan(0);

      const all = (
        await request(testApp.http)
          .get('/api/all-users')
          .set(...bearer(admin.token))
          .expect(200)
      ).body as User[];
      expect(all.some((user) => user.uid === seller2.user.uid)).toBe(false);
      await request(testApp.http)
        .delete(`/api/user/${seller2.user.uid}`)
        .set(...bearer(admin.token))
        .expect(404);
      await request(testApp.http)
        .put(`/api/all-users/${seller2.user.uid}`)
        .set(...bearer(admin.token))
        .send({ verified: true })
        .expect(404);
      const relogin = await request(testApp.http)
        .post('/api/auth/login')
        .send({ email: DEMO.seller2, password: 'Demo#pass1' })
        .expect(401);
      expect((relogin.body as ApiErrorBody).message).toBe('Wrong Email or Password');

      const again = await signup(testApp.http, { email: DEMO.seller2, role: 'Seller' });
      expect(again.user.uid).not.toBe(seller2.user.uid);
    });
  });

  it('applies a changed role on the next request', async () => {
    const account = await signup(testApp.http, { email: uniqueEmail('promoted'), role: 'Buyer' });
    await request(testApp.http)
      .get('/api/all-users')
      .set(...bearer(account.token))
      .expect(403);
    const users = testApp.dataSource.getRepository(UserEntity);
    await users.update({ id: account.user.uid }, { role: 'Admin' });
    await request(testApp.http)
      .get('/api/all-users')
      .set(...bearer(account.token))
      .expect(200);
    expect(
      (
        (
          await request(testApp.http)
            .get('/api/auth/me')
            .set(...bearer(account.token))
        ).body as User
      ).role,
    ).toBe('Admin');
    await users.update({ id: account.user.uid }, { role: 'Seller' });
    await request(testApp.http)
      .get('/api/all-users')
      .set(...bearer(account.token))
      .expect(403);
  });
});
