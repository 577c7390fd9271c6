import request from 'supertest';
import type {
  ApiErrorBody,
  Brand as BrandBody,
  CatalogVersion,
  Category,
  CategoryWithProducts,
  Product,
  ProductDetail,
} from '@usedcars/contract/types';
import { Brand, Product as ProductEntity } from '../src/catalog';
import { CatalogEvents } from '../src/events';
import { bearer, DEMO, login } from './auth-helpers';
import { keysOf, PRODUCT_DETAIL_KEYS, PRODUCT_KEYS } from './contract-keys';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing, listingForm, uploadPhoto } from './listing-fixtures';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PRIVATE_KEYS = ['email', 'passwordHash', 'password', 'role', 'mobile', 'customerEmail'];

function expectProductShape(product: Product): void {
  expect(keysOf(product)).toEqual(keysOf(PRODUCT_KEYS));
  expect(product._id).toMatch(UUID);
  expect(product.date).toMatch(ISO_DATE);
  expect(product.purchaseYear).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
  expect(product.image).toMatch(/^\/api\/media\/[0-9a-f-]+\.webp$/);
  expect(product.thumbnail).toMatch(/^\/api\/media\/[0-9a-f-]+-thumb\.webp$/);
  expect(typeof product.sellPrice).toBe('number');
  expect(typeof product.originalPrice).toBe('number');
  expect(Object.keys(product.author).sort()).toEqual(['displayName', 'photoURL', 'rating', 'verified']);
}

/** Walks a JSON answer and collects every key, at any depth. */
function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => allKeys(item, keys));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      allKeys(inner, keys);
    }
  }
  return keys;
}

describe('public catalog reads', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('GET /api/categories', () => {
    it('lists categories with the contract fields', async () => {
      const response = await request(testApp.http).get('/api/categories').expect(200);
      const categories = response.body as Category[];
      expect(categories.length).toBeGreaterThanOrEqual(6);
      for (const category of categories) {
        expect(Object.keys(category).sort()).toEqual(['_id', 'category', 'date', 'thumbnail', 'value']);
        expect(category.value).toBe(category.category.trim().toLowerCase().replace(/\s+/g, '_'));
        expect(category.thumbnail).toMatch(/^\/api\/media\/.+\.webp$/);
        expect(category.date).toMatch(ISO_DATE);
      }
    });
  });

  describe('GET /api/category/:categoryName', () => {
    it('returns the category and its unsold products', async () => {
      const response = await request(testApp.http).get('/api/category/sedan').expect(200);
      const body = response.body as CategoryWithProducts;
      expect(body.category.value).toBe('sedan');
      expect(body.products.length).toBeGreaterThan(0);
      for (const product of body.products) {
        expectProductShape(product);
        expect(product.category).toBe('sedan');
        expect(product.categoryName).toBe('Sedan');
        expect(product.sell).toBe(false);
      }
      const soldInSedan = await testApp.dataSource
        .getRepository(ProductEntity)
        .countBy({ categoryId: body.category._id, sold: true });
      const allInSedan = await testApp.dataSource
        .getRepository(ProductEntity)
        .countBy({ categoryId: body.category._id });
      expect(body.products).toHaveLength(allInSedan - soldInSedan);
    });

    it('answers 404 with the error shape for an unknown category', async () => {
      const response = await request(testApp.http).get('/api/category/flying_cars').expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Category not found.',
      } satisfies ApiErrorBody);
    });
  });

  describe('GET /api/brand', () => {
    it('lists brands with the contract fields', async () => {
      const response = await request(testApp.http).get('/api/brand').expect(200);
      const brands = response.body as BrandBody[];
      expect(brands).toHaveLength(10);
      for (const brand of brands) {
        expect(Object.keys(brand).sort()).toEqual(['_id', 'brandName', 'date', 'value']);
        expect(brand.value).toBe(brand.brandName.trim().toLowerCase().replace(/\s+/g, '_'));
      }
    });
  });

  describe('GET /api/models', () => {
    const afterCleanUp: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const cleanUp of afterCleanUp) await cleanUp();
    });

    const models = async (brand: string) =>
      (
        await request(testApp.http)
          .get(`/api/models?brand=${encodeURIComponent(brand)}`)
          .expect(200)
      ).body as string[];

    it("lists the models of the brand's listed cars once each, sorted, never those of hidden listings", async () => {
      const seller = (await login(testApp.http, DEMO.seller)).user.uid;
      const toyota = await testApp.dataSource.getRepository(Brand).findOneByOrFail({ value: 'toyota' });
      const listed = (model: string, changes: Partial<ProductEntity> = {}) =>
        cloneListing(testApp, seller, { brandId: toyota.id, model, ...changes });
      const hidden = new Date();
      // Removed at the end: the other tests here count the seeded catalog.
      const clones = [
        await listed('Zz Listed'),
        await listed('zz listed'),
        await listed('Zz Sold', { sold: true }),
        await listed('Zz Taken Down', { takenDownAt: hidden }),
        await listed('Zz Deleted', { deletedAt: hidden }),
        await listed('Zz Held', { heldForReviewAt: hidden }),
        await listed('Zz Unknown', { model: null }),
      ];
      afterCleanUp.push(async () => {
        await testApp.dataSource.getRepository(ProductEntity).delete(clones.map(({ id }) => id));
        await testApp.catalogWritten();
      });

      const listedModels = await testApp.dataSource
        .getRepository(ProductEntity)
        .createQueryBuilder('product')
        .select('product.model', 'model')
        .innerJoin('product.author', 'author', 'author.deletedAt IS NULL')
        .where('product.brandId = :brandId AND product.sold = :sold', { brandId: toyota.id, sold: false })
        .andWhere(
          'product.takenDownAt IS NULL AND product.deletedAt IS NULL AND product.heldForReviewAt IS NULL',
        )
        .andWhere('product.model IS NOT NULL')
        .getRawMany<{ model: string }>();
      const expected = [...new Set(listedModels.map(({ model }) => model.toLowerCase()))].sort();

      const answer = await models('toyota');
      expect(answer.map((model) => model.toLowerCase()).sort()).toEqual(expected);
      expect(answer).toEqual([...answer].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      expect(answer.filter((model) => model.toLowerCase() === 'zz listed')).toHaveLength(1);
      expect(answer.filter((model) => model.toLowerCase().startsWith('zz '))).toHaveLength(1);
      expect(answer.length).toBeGreaterThan(1);
      // The brand as the search takes it.
      expect(await models(' Toyota ')).toEqual(answer);
      expect(await models('no_such_brand')).toEqual([]);
    });

    it.each(['', 'brand=', 'brand=%20', `brand=${'x'.repeat(61)}`])(
      'rejects %j with 400 and a clear message',
      async (query) => {
        const response = await request(testApp.http).get(`/api/models?${query}`).expect(400);
        expect((response.body as ApiErrorBody).errors).toEqual([
          { field: 'brand', message: 'brand must be a brand value of at most 60 characters' },
        ]);
      },
    );
  });

  describe('GET /api/products', () => {
    it('returns the first page of unsold cars, newest first, with the total in X-Total-Count', async () => {
      const response = await request(testApp.http).get('/api/products').expect(200);
      const products = response.body as Product[];
      const unsold = await testApp.dataSource.getRepository(ProductEntity).countBy({ sold: false });
      expect(response.headers['x-total-count']).toBe(String(unsold));
      expect(products).toHaveLength(Math.min(24, unsold));
      products.forEach(expectProductShape);
      expect(products.every((product) => !product.sell)).toBe(true);
      const dates = products.map((product) => product.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('pages through every unsold car exactly once', async () => {
      const seen: string[] = [];
      let total = 0;
      for (let page = 1; page <= 30; page++) {
        const response = await request(testApp.http).get(`/api/products?page=${page}&pageSize=7`).expect(200);
        total = Number(response.headers['x-total-count']);
        const products = response.body as Product[];
        if (products.length === 0) break;
        expect(products.length).toBeLessThanOrEqual(7);
        seen.push(...products.map((product) => product._id));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(total);
    });

    it('answers an empty page past the end', async () => {
      const response = await request(testApp.http).get('/api/products?page=999&pageSize=100').expect(200);
      expect(response.body).toEqual([]);
    });

    it.each([
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=ten', 'pageSize'],
    ])('rejects %s with 400 and a clear message', async (query, field) => {
      const response = await request(testApp.http).get(`/api/products?${query}`).expect(400);
      const body = response.body as ApiErrorBody;
      expect(body.statusCode).toBe(400);
      expect(body.error).toBe('Bad Request');
      expect(body.message).toMatch(new RegExp(`^${field} must be`));
      expect(body.errors).toEqual([{ field, message: body.message }]);
    });

    it('rejects unknown query fields, the old limit included', async () => {
      const response = await request(testApp.http).get('/api/products?limit=5').expect(400);
      expect((response.body as ApiErrorBody).errors).toEqual([
        { field: 'limit', message: expect.stringContaining('limit') },
      ]);
    });
  });

  describe('GET /api/advertise-product', () => {
    it('lists advertised unsold cars only', async () => {
      const response = await request(testApp.http).get('/api/advertise-product').expect(200);
      const products = response.body as Product[];
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        expectProductShape(product);
        expect(product.advertise).toBe(true);
        expect(product.sell).toBe(false);
      }
    });

    it('answers one page, newest first, with the total in X-Total-Count', async () => {
      const all = await request(testApp.http).get('/api/advertise-product?pageSize=100').expect(200);
      const total = Number(all.headers['x-total-count']);
      expect(total).toBe((all.body as Product[]).length);
      expect(total).toBeGreaterThan(2);
      const second = await request(testApp.http).get('/api/advertise-product?page=2&pageSize=2').expect(200);
      expect(second.headers['x-total-count']).toBe(String(total));
      expect((second.body as Product[]).map((product) => product._id)).toEqual(
        (all.body as Product[]).slice(2, 4).map((product) => product._id),
      );
    });

    it('refuses a page that is no whole number with the field message', async () => {
      const response = await request(testApp.http).get('/api/advertise-product?page=0').expect(400);
      expect((response.body as ApiErrorBody).errors).toEqual([
        { field: 'page', message: expect.stringContaining('page') },
      ]);
    });
  });

  describe('GET /api/product/:id/similar', () => {
    const similarTo = async (id: string) =>
      (await request(testApp.http).get(`/api/product/${id}/similar`).expect(200)).body as Product[];

    it('answers the same model first, nearest in price, then cars of its brand and category within the price band', async () => {
      const template = await testApp.dataSource.getRepository(ProductEntity).findOneByOrFail({ sold: false });
      const model = `Similar ${Date.now()}`;
      const at = (sellPriceCents: number, changes: Partial<ProductEntity> = {}) =>
        cloneListing(testApp, template.authorId, { model, sellPriceCents, ...changes });
      const car = await at(1_000_000);
      const near = await at(900_000);
      const lowerCase = await at(1_150_000, { model: model.toLowerCase() });
      const far = await at(1_250_000);
      const outOfBand = await at(2_000_000);
      const sold = await at(1_000_000, { sold: true });
      const takenDown = await at(1_000_000, { takenDownAt: new Date(), takedownReason: 'Test' });

      const similar = await similarTo(car.id);
      expect(similar.slice(0, 3).map((product) => product._id)).toEqual([near.id, lowerCase.id, far.id]);
      expect(similar.length).toBeLessThanOrEqual(6);
      const ids = similar.map((product) => product._id);
      for (const excluded of [car, outOfBand, sold, takenDown]) expect(ids).not.toContain(excluded.id);
      for (const other of similar.slice(3)) {
        expect(other.category).toBe(similar[0]?.category);
        expect(other.sell).toBe(false);
        expect(other.sellPrice).toBeGreaterThanOrEqual(7000);
        expect(other.sellPrice).toBeLessThanOrEqual(13000);
      }
      similar.forEach(expectProductShape);
      // Taken out of the public lists (here: taken down afterwards), a car leaves the similar cars too.
      await testApp.dataSource
        .getRepository(ProductEntity)
        .update({ id: near.id }, { takenDownAt: new Date() });
      await testApp.app.get(CatalogEvents).publish({ type: 'listing.takenDown', listingId: near.id });
      expect((await similarTo(car.id)).map((product) => product._id)).not.toContain(near.id);
    });

    it('answers 404 for an unknown or taken-down car', async () => {
      await request(testApp.http)
        .get('/api/product/01900000-0000-7000-8000-000000000000/similar')
        .expect(404);
      await request(testApp.http).get('/api/product/nope/similar').expect(404);
    });
  });

  describe('GET /api/product/:id', () => {
    it('returns one product with prices in dollars and the public author block', async () => {
      const entity = await testApp.dataSource
        .getRepository(ProductEntity)
        .findOneOrFail({ where: { sold: false }, relations: { author: true, category: true, brand: true } });
      const response = await request(testApp.http).get(`/api/product/${entity.id}`).expect(200);
      const product = response.body as ProductDetail;
      expect(keysOf(product)).toEqual(keysOf(PRODUCT_DETAIL_KEYS));
      const { priceHistory, ...listFields } = product;
      expectProductShape(listFields);
      expect(priceHistory.at(-1)?.price).toBe(product.sellPrice);
      expect(product).toMatchObject({
        _id: entity.id,
        product_name: entity.name,
        sellPrice: entity.sellPriceCents / 100,
        originalPrice: entity.originalPriceCents / 100,
        purchaseYear: entity.purchaseMonth,
        category: entity.category.value,
        brand: entity.brand.value,
        authorID: entity.authorId,
        author: { displayName: entity.author.displayName, verified: entity.author.verified, photoURL: null },
        date: entity.createdAt.toISOString(),
        // The demo catalog carries every fact but the VIN.
        modelYear: entity.modelYear,
        model: entity.model,
        mileage: entity.mileageKm,
        fuel: entity.fuel,
        transmission: entity.transmission,
        owners: entity.previousOwners,
        color: entity.color,
        engineCc: entity.engineCc,
        vin: null,
      });
      expect(product.model).toEqual(expect.any(String));
      expect(product.mileage).toBeGreaterThan(0);
    });

    it('still returns a sold product (the detail page outlives the sale)', async () => {
      const sold = await testApp.dataSource.getRepository(ProductEntity).findOneByOrFail({ sold: true });
      const response = await request(testApp.http).get(`/api/product/${sold.id}`).expect(200);
      expect((response.body as Product).sell).toBe(true);
    });

    it('answers 404 for an unknown id', async () => {
      const response = await request(testApp.http)
        .get('/api/product/01900000-0000-7000-8000-000000000000')
        .expect(404);
      expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Product not found.' });
    });

    it.each(['not-a-uuid', "1' OR '1'='1", '%00', 'x'.repeat(300)])(
      'answers 404, never 500, for the malformed id %j',
      async (id) => {
        const response = await request(testApp.http).get(`/api/product/${encodeURIComponent(id)}`);
        expect(response.status).toBe(404);
        expect((response.body as ApiErrorBody).statusCode).toBe(404);
      },
    );
  });

  // The shell's server keeps rendered pages while their reads answer 304 (tools/web-server, page cache).
  describe('conditional GETs', () => {
    it('answer 304 without a body to the current ETag, and 200 once the car changes', async () => {
      const [car] = (await request(testApp.http).get('/api/products?pageSize=1').expect(200))
        .body as Product[];
      const path = `/api/product/${car!._id}`;
      const first = await request(testApp.http).get(path).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await request(testApp.http).get(path).set('If-None-Match', etag).expect(304);
      expect(again.text ?? '').toBe('');

      const { token, user } = await login(testApp.http, DEMO.seller);
      const own = await cloneListing(testApp, user.uid);
      const ownPath = `/api/product/${own.id}`;
      const before = (await request(testApp.http).get(ownPath).expect(200)).headers.etag as string;
      const photo = await uploadPhoto(testApp.http, token);
      await request(testApp.http)
        .put(ownPath)
        .set(...bearer(token))
        .send(listingForm(photo, { sellPrice: 14_321 }))
        .expect(200);
      const changed = await request(testApp.http).get(ownPath).set('If-None-Match', before).expect(200);
      expect((changed.body as Product).sellPrice).toBe(14_321);
      expect(changed.headers.etag).not.toBe(before);
    });

    it("change a list's ETag when only its total changes (a car listed past the first page)", async () => {
      // The cheapest car first: a dear new one does not change the first page, only the total.
      const path = '/api/products?pageSize=1&sort=price_asc';
      const first = await request(testApp.http).get(path).expect(200);
      const { token } = await login(testApp.http, DEMO.seller);
      const photo = await uploadPhoto(testApp.http, token);
      await request(testApp.http)
        .post('/api/product')
        .set(...bearer(token))
        .send(listingForm(photo, { originalPrice: 9_000_000, sellPrice: 8_999_999 }))
        .expect(201);
      const after = await request(testApp.http)
        .get(path)
        .set('If-None-Match', first.headers.etag as string)
        .expect(200);
      expect(after.body).toEqual(first.body);
      expect(Number(after.headers['x-total-count'])).toBe(Number(first.headers['x-total-count']) + 1);
      expect(after.headers.etag).not.toBe(first.headers.etag);
    });

    it("name the catalog's version, which a catalog write changes and a wish list does not", async () => {
      const versionNow = async () =>
        ((await request(testApp.http).get('/api/catalog/version').expect(200)).body as CatalogVersion)
          .version;
      const version = await versionNow();
      const paths = [
        '/api/categories',
        '/api/category/suv',
        '/api/brand',
        '/api/products',
        '/api/advertise-product',
      ];
      for (const path of paths) {
        const answer = await request(testApp.http).get(path).expect(200);
        expect({ path, version: answer.headers['x-catalog-version'] }).toEqual({ path, version });
      }
      const [car] = (await request(testApp.http).get('/api/products?pageSize=1').expect(200))
        .body as Product[];
      // On a 304 too: that is how a kept page is checked.
      const first = await request(testApp.http).get(`/api/product/${car!._id}`).expect(200);
      const checked = await request(testApp.http)
        .get(`/api/product/${car!._id}`)
        .set('If-None-Match', first.headers.etag as string)
        .expect(304);
      expect(checked.headers['x-catalog-version']).toBe(version);
      // Answers that depend on more than the catalog do not name it.
      const buyer = await login(testApp.http, DEMO.buyer);
      const wishlist = await request(testApp.http)
        .post('/api/wishlist')
        .set(...bearer(buyer.token))
        .send({ productID: car!._id })
        .expect(201);
      expect(wishlist.headers['x-catalog-version']).toBeUndefined();
      expect(await versionNow()).toBe(version);

      const seller = await login(testApp.http, DEMO.seller);
      const photo = await uploadPhoto(testApp.http, seller.token);
      await request(testApp.http)
        .post('/api/product')
        .set(...bearer(seller.token))
        .send(listingForm(photo))
        .expect(201);
      const after = await versionNow();
      expect(after).not.toBe(version);
      expect(
        (await request(testApp.http).get('/api/products').expect(200)).headers['x-catalog-version'],
      ).toBe(after);
    });
  });

  it('never leaks private fields in public answers', async () => {
    const sold = await testApp.dataSource.getRepository(ProductEntity).findOneByOrFail({ sold: true });
    const paths = [
      '/api/categories',
      '/api/category/suv',
      '/api/brand',
      '/api/products?pageSize=100',
      '/api/advertise-product',
      `/api/product/${sold.id}`,
    ];
    for (const path of paths) {
      const response = await request(testApp.http).get(path).expect(200);
      const keys = allKeys(response.body);
      for (const key of PRIVATE_KEYS)
        expect({ path, leaked: keys.has(key) ? key : null }).toEqual({ path, leaked: null });
      expect(response.text).not.toMatch(/@demo\.test|scrypt\$|\+8801/);
    }
  });
});
