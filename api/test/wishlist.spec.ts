import request from 'supertest';
import type { ApiErrorBody, WishlistEntry } from '@usedcars/contract/types';
import { Product as ProductEntity } from '../src/catalog';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import { User as UserEntity } from '../src/users';
import { WISHLIST_PRODUCT_MESSAGE } from '../src/wishlist/dto/add-to-wishlist.dto';
import { WishlistEntry as WishlistEntryEntity } from '../src/wishlist';
import { WISHLIST_LIMIT, WISHLIST_MESSAGES } from '../src/wishlist/wishlist.service';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { keysOf, PRODUCT_KEYS } from './contract-keys';
import { NOT_YOUR_ACCOUNT_MESSAGE } from '../src/common/caller-fields';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing, cloneListings } from './listing-fixtures';

interface Account {
  token: string;
  uid: string;
}

// Exhaustive key lists: the compiler fails if the contract gains or loses a field.
const ENTRY_KEYS: Record<keyof WishlistEntry, true> = {
  _id: true,
  authorID: true,
  productID: true,
  date: true,
  product: true,
};

describe('wish list', () => {
  let testApp: TestApp;
  let seller: Account;

  const products = () => testApp.dataSource.getRepository(ProductEntity);
  const entries = () => testApp.dataSource.getRepository(WishlistEntryEntity);

  async function newBuyer(): Promise<Account> {
    const { token, user } = await signup(testApp.http);
    return { token, uid: user.uid };
  }

  const newCars = (count: number, authorId = seller.uid, changes: Partial<ProductEntity> = {}) =>
    cloneListings(testApp, count, authorId, changes);
  const newCar = (authorId = seller.uid, changes: Partial<ProductEntity> = {}) =>
    cloneListing(testApp, authorId, changes);

  const add = (token: string | null, body: unknown) => {
    const call = request(testApp.http)
      .post('/api/wishlist')
      .send(body as object);
    return token ? call.set(...bearer(token)) : call;
  };

  const list = (token: string | null, uid: string) => {
    const call = request(testApp.http).get(`/api/wishlist/${uid}`);
    return token ? call.set(...bearer(token)) : call;
  };

  const remove = (token: string | null, productId: string) => {
    const call = request(testApp.http).delete(`/api/wishlist/${productId}`);
    return token ? call.set(...bearer(token)) : call;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const s = await login(testApp.http, DEMO.seller);
    seller = { token: s.token, uid: s.user.uid };
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('POST /api/wishlist', () => {
    it('adds a car to the caller’s list', async () => {
      const buyer = await newBuyer();
      const car = await newCar();
      const response = await add(buyer.token, { productID: car.id }).expect(201);
      expect(response.body).toEqual({ acknowledged: true });
      expect(await entries().findBy({ userId: buyer.uid })).toEqual([
        expect.objectContaining({ userId: buyer.uid, productId: car.id }),
      ]);
    });

    it('is refused to anonymous callers (401)', async () => {
      const car = await newCar();
      await add(null, { productID: car.id }).expect(401);
      expect(await entries().countBy({ productId: car.id })).toBe(0);
    });

    it.each(['userId', '_id'])('refuses a body that sets %s (400, nothing written)', async (field) => {
      const buyer = await newBuyer();
      const car = await newCar();
      const response = await add(buyer.token, { productID: car.id, [field]: seller.uid });
      expect(response.status).toBe(400);
      expect((response.body as ApiErrorBody).errors?.[0]?.field).toBe(field);
      expect(await entries().countBy({ productId: car.id })).toBe(0);
    });

    it('takes authorID naming the caller and a client date (the original payload), refuses authorID naming anyone else', async () => {
      const buyer = await newBuyer();
      const car = await newCar();
      const other = await add(buyer.token, { productID: car.id, authorID: seller.uid, date: 'today' });
      expect(other.status).toBe(403);
      expect((other.body as ApiErrorBody).message).toBe(NOT_YOUR_ACCOUNT_MESSAGE);
      expect(await entries().countBy({ productId: car.id })).toBe(0);
      await add(buyer.token, { productID: car.id, authorID: buyer.uid, date: new Date().toString() }).expect(
        201,
        {
          acknowledged: true,
        },
      );
      expect(await entries().countBy({ productId: car.id, userId: buyer.uid })).toBe(1);
    });

    it('refuses a missing car id (400)', async () => {
      const buyer = await newBuyer();
      const response = await add(buyer.token, {}).expect(400);
      expect((response.body as ApiErrorBody).errors?.[0]).toEqual({
        field: 'productID',
        message: WISHLIST_PRODUCT_MESSAGE,
      });
    });

    it('answers 404 for a taken-down, deleted, unknown or malformed car, or one of a deleted seller', async () => {
      const buyer = await newBuyer();
      const takenDown = await newCar(seller.uid, { takenDownAt: new Date(), takedownReason: 'Fraud' });
      const deleted = await newCar(seller.uid, { deletedAt: new Date() });
      const goneSeller = await signup(testApp.http, { role: 'Seller' });
      const orphan = await newCar(goneSeller.user.uid);
      await testApp.dataSource
        .getRepository(UserEntity)
        .update({ id: goneSeller.user.uid }, { deletedAt: new Date() });
      for (const id of [
        takenDown.id,
        deleted.id,
        orphan.id,
        '0190a0a0-0000-7000-8000-000000000000',
        'nope',
      ]) {
        const response = await add(buyer.token, { productID: id }).expect(404);
        expect((response.body as ApiErrorBody).message).toBe('Product not found.');
      }
      expect(await entries().countBy({ userId: buyer.uid })).toBe(0);
    });

    it('refuses a sold car (409)', async () => {
      const buyer = await newBuyer();
      const car = await newCar(seller.uid, { sold: true });
      const response = await add(buyer.token, { productID: car.id }).expect(409);
      expect((response.body as ApiErrorBody).message).toBe(BUYING_MESSAGES.carSold);
    });

    it('refuses the seller’s own car (403, nothing written)', async () => {
      const car = await newCar();
      const response = await add(seller.token, { productID: car.id }).expect(403);
      expect((response.body as ApiErrorBody).message).toBe(WISHLIST_MESSAGES.ownCar);
      expect(await entries().countBy({ productId: car.id })).toBe(0);
    });

    it('changes nothing when the car is added twice, one after the other or concurrently', async () => {
      const buyer = await newBuyer();
      const [first, second] = await newCars(2);
      await add(buyer.token, { productID: first?.id }).expect(201);
      await add(buyer.token, { productID: first?.id }).expect(201);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => add(buyer.token, { productID: second?.id })),
      );
      expect(responses.map((response) => response.status)).toEqual(Array<number>(10).fill(201));
      expect(await entries().countBy({ userId: buyer.uid, productId: first?.id })).toBe(1);
      expect(await entries().countBy({ userId: buyer.uid, productId: second?.id })).toBe(1);
    });

    it(`holds at most ${WISHLIST_LIMIT} cars (409)`, async () => {
      const buyer = await newBuyer();
      const cars = await newCars(WISHLIST_LIMIT + 1);
      await entries().save(
        cars
          .slice(0, WISHLIST_LIMIT)
          .map((car) =>
            entries().create({ userId: buyer.uid, productId: car.id, priceToldCents: car.sellPriceCents }),
          ),
        { chunk: 50 },
      );
      const extra = cars[WISHLIST_LIMIT] as ProductEntity;
      const response = await add(buyer.token, { productID: extra.id }).expect(409);
      expect((response.body as ApiErrorBody).message).toBe(WISHLIST_MESSAGES.full);
      // A car already listed is still acknowledged.
      await add(buyer.token, { productID: cars[0]?.id }).expect(201);
      await remove(buyer.token, cars[0]?.id as string).expect(200);
      await add(buyer.token, { productID: extra.id }).expect(201);
      const listed = (await list(buyer.token, buyer.uid).expect(200)).body as WishlistEntry[];
      expect(listed).toHaveLength(WISHLIST_LIMIT);
    });
  });

  describe('GET /api/wishlist/:uid', () => {
    it('answers [] when logged out', async () => {
      const buyer = await newBuyer();
      expect((await list(null, buyer.uid).expect(200)).body).toEqual([]);
    });

    it('refuses another account’s uid (403)', async () => {
      const buyer = await newBuyer();
      const response = await list(seller.token, buyer.uid).expect(403);
      expect((response.body as ApiErrorBody).message).toBe(WISHLIST_MESSAGES.ownListOnly);
    });

    it('lists the caller’s entries newest first with the car embedded; sold cars stay, gone cars leave', async () => {
      const buyer = await newBuyer();
      const other = await newBuyer();
      const goneSeller = await signup(testApp.http, { role: 'Seller' });
      const [older, sold, takenDown, deleted, newest] = await newCars(5);
      const orphan = await newCar(goneSeller.user.uid);
      for (const car of [older, sold, takenDown, deleted, orphan, newest]) {
        await add(buyer.token, { productID: car?.id }).expect(201);
      }
      await add(other.token, { productID: older?.id }).expect(201);
      await products().update({ id: sold?.id }, { sold: true });
      await products().update({ id: takenDown?.id }, { takenDownAt: new Date() });
      await products().update({ id: deleted?.id }, { deletedAt: new Date() });
      await testApp.dataSource
        .getRepository(UserEntity)
        .update({ id: goneSeller.user.uid }, { deletedAt: new Date() });

      const response = await list(buyer.token, buyer.uid.toUpperCase()).expect(200);
      const listed = response.body as WishlistEntry[];
      expect(listed.map((entry) => entry.productID)).toEqual([newest?.id, sold?.id, older?.id]);
      for (const entry of listed) {
        expect(keysOf(entry)).toEqual(keysOf(ENTRY_KEYS));
        expect(keysOf(entry.product)).toEqual(keysOf(PRODUCT_KEYS));
        expect(entry.authorID).toBe(buyer.uid);
        expect(entry.product._id).toBe(entry.productID);
      }
      expect(listed[1]?.product.sell).toBe(true);
      expect(listed[0]?.product).toMatchObject({
        authorID: seller.uid,
        sellPrice: (newest?.sellPriceCents ?? 0) / 100,
      });
      expect(listed[0]?.product).not.toHaveProperty('mobile');
    });
  });

  describe('DELETE /api/wishlist/:productID', () => {
    it('removes the caller’s entry only', async () => {
      const buyer = await newBuyer();
      const other = await newBuyer();
      const car = await newCar();
      await add(buyer.token, { productID: car.id }).expect(201);
      await add(other.token, { productID: car.id }).expect(201);
      const response = await remove(buyer.token, car.id.toUpperCase()).expect(200);
      expect(response.body).toEqual({ acknowledged: true });
      expect((await list(buyer.token, buyer.uid).expect(200)).body).toEqual([]);
      expect(await entries().countBy({ userId: other.uid, productId: car.id })).toBe(1);
    });

    it('answers 404 when the car is not on the caller’s list', async () => {
      const buyer = await newBuyer();
      const other = await newBuyer();
      const car = await newCar();
      await add(other.token, { productID: car.id }).expect(201);
      for (const id of [car.id, '0190a0a0-0000-7000-8000-000000000000', 'nope']) {
        const response = await remove(buyer.token, id).expect(404);
        expect((response.body as ApiErrorBody).message).toBe(WISHLIST_MESSAGES.notListed);
      }
      expect(await entries().countBy({ productId: car.id })).toBe(1);
    });

    it('is refused to anonymous callers (401)', async () => {
      const car = await newCar();
      await remove(null, car.id).expect(401);
    });
  });
});
