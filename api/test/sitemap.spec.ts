// The reads behind the public pages' sitemap and status codes, on both databases: GET /products/sitemap lists
// exactly the cars public lists show, in keyset pages; GET /product/:id tells a removed listing (410) from an
// unknown id (404) and nothing more about it.
import request from 'supertest';
import {
  type ApiErrorBody,
  SITEMAP_PAGE_SIZE,
  type SellersSitemapPage,
  type SitemapPage,
  type SitemapPages,
} from '@usedcars/contract/types';
import { Product } from '../src/catalog';
import { ListingSitemap } from '../src/catalog/listing-sitemap.service';
import { User } from '../src/users';
import { CatalogEvents } from '../src/events';
import { DEMO, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing, cloneListings } from './listing-fixtures';
import { testDriver } from './test-database';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Reads a keyset-paged list from its first page to its last, checking that no page is longer than `pageSize`: every
 * id in order, and the `after` each page was read with (null for the first).
 */
async function walkPages(
  pageSize: number,
  read: (after: string | undefined) => Promise<{ ids: string[]; next: string | null }>,
): Promise<{ walked: string[]; afters: (string | null)[] }> {
  const walked: string[] = [];
  const afters: (string | null)[] = [];
  let after: string | null = null;
  do {
    afters.push(after);
    const page = await read(after ?? undefined);
    expect(page.ids.length).toBeLessThanOrEqual(pageSize);
    walked.push(...page.ids);
    after = page.next;
  } while (after);
  return { walked, afters };
}

describe('sitemap and removed listings', () => {
  let testApp: TestApp;
  let sellerId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    sellerId = (await login(testApp.http, DEMO.seller)).user.uid;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const products = () => testApp.dataSource.getRepository(Product);

  /** The ids public lists show, in id order, straight from the tables. */
  const listedIds = async () =>
    (
      await products()
        .createQueryBuilder('product')
        .innerJoin('product.author', 'author', 'author.deletedAt IS NULL')
        .where('product.sold = :sold', { sold: false })
        .andWhere(
          'product.takenDownAt IS NULL AND product.deletedAt IS NULL AND product.heldForReviewAt IS NULL',
        )
        .orderBy('product.id', 'ASC')
        .getMany()
    ).map((product) => product.id);

  describe('GET /api/products/sitemap', () => {
    let hidden: Record<string, Product>;

    beforeAll(async () => {
      const closedAccount = (await signup(testApp.http, { email: uniqueEmail('closed'), role: 'Seller' }))
        .user.uid;
      await testApp.dataSource.getRepository(User).update({ id: closedAccount }, { deletedAt: new Date() });
      hidden = {
        sold: await cloneListing(testApp, sellerId, { sold: true }),
        takenDown: await cloneListing(testApp, sellerId, { takenDownAt: new Date() }),
        deleted: await cloneListing(testApp, sellerId, { deletedAt: new Date() }),
        underReview: await cloneListing(testApp, sellerId, { heldForReviewAt: new Date() }),
        closedAccount: await cloneListing(testApp, closedAccount),
      };
    });

    it('lists every listed car once, in id order, with its update time, and no hidden one', async () => {
      const page = (await request(testApp.http).get('/api/products/sitemap').expect(200)).body as SitemapPage;
      expect(page.next).toBeNull();
      expect(page.cars.map((car) => car._id)).toEqual(await listedIds());
      for (const car of page.cars) {
        expect(Object.keys(car).sort()).toEqual(['_id', 'updatedAt']);
        expect(car.updatedAt).toMatch(ISO_DATE);
      }
      const ids = new Set(page.cars.map((car) => car._id));
      for (const [why, product] of Object.entries(hidden))
        expect({ why, listed: ids.has(product.id) }).toEqual({ why, listed: false });
      expect((await request(testApp.http).get('/api/products/sitemap/pages').expect(200)).body).toEqual({
        pages: [null],
      } satisfies SitemapPages);
    });

    it('follows the catalog: a new car is listed on the next read, with its update time', async () => {
      const car = await cloneListing(testApp, sellerId);
      const page = (await request(testApp.http).get('/api/products/sitemap').expect(200)).body as SitemapPage;
      expect(page.cars.find((listed) => listed._id === car.id)).toEqual({
        _id: car.id,
        updatedAt: car.updatedAt.toISOString(),
      });
    });

    it('walks keyset pages that add up to the whole list, and names every page', async () => {
      await cloneListings(testApp, 7, sellerId);
      const service = testApp.app.get(ListingSitemap);
      const expected = await listedIds();
      const pageSize = 4;
      const { walked, afters } = await walkPages(pageSize, async (after) => {
        const page = await service.sitemapPage(after, pageSize);
        return { ids: page.cars.map((car) => car.id), next: page.next };
      });
      expect(walked).toEqual(expected);
      // Every page but the last is full; the boundaries are the ones the walk took (a car of a closed account
      // among them counted by neither), read without walking.
      expect(afters).toHaveLength(Math.ceil(expected.length / pageSize));
      expect(await service.sitemapPages(pageSize)).toEqual(afters);
      // A page starting after a given id needs no earlier page: the third page straight away.
      const third = await service.sitemapPage(afters[2] ?? undefined, pageSize);
      expect(third.cars.map((car) => car.id)).toEqual(expected.slice(2 * pageSize, 3 * pageSize));
    });

    it('keeps its numbering of the catalog, yet names the pages of cars listed since at once', async () => {
      const service = testApp.app.get(ListingSitemap);
      const pageSize = 3;
      const before = await service.sitemapPages(pageSize);
      await cloneListings(testApp, 7, sellerId);
      const after = await service.sitemapPages(pageSize);
      expect(after.slice(0, before.length)).toEqual(before);
      // The same boundaries a fresh numbering finds: nothing removed meanwhile.
      expect(after).toEqual([null, ...(await service.sitemapBoundaries(undefined, pageSize))]);
      expect(after.length).toBeGreaterThan(before.length);

      // A car removed inside a numbered page: that page reaches into the next, no car is left out.
      const [, removed] = await listedIds();
      await products().update({ id: removed }, { deletedAt: new Date() });
      const listed = new Set<string>();
      for (const boundary of await service.sitemapPages(pageSize)) {
        const page = await service.sitemapPage(boundary ?? undefined, pageSize);
        page.cars.forEach((car) => listed.add(car.id));
      }
      expect([...listed].sort()).toEqual(await listedIds());
    });

    it('pages the HTTP answer by `after`, and refuses an `after` that is no id', async () => {
      const [first, second] = await listedIds();
      const page = (await request(testApp.http).get(`/api/products/sitemap?after=${first}`).expect(200))
        .body as SitemapPage;
      expect(page.cars[0]?._id).toBe(second);
      expect(SITEMAP_PAGE_SIZE).toBe(10_000);
      for (const after of ['nope', "1' OR '1'='1", 'x'.repeat(300)]) {
        const refused = await request(testApp.http).get('/api/products/sitemap').query({ after }).expect(400);
        expect((refused.body as ApiErrorBody).message).toBe('after must be the id of a listing');
      }
    });

    if (testDriver === 'sqlite')
      it('reads a deep page as a range of IDX_products_public_id, without sorting', async () => {
        // The service's own query, as it runs.
        const logged: [string, unknown[]][] = [];
        const logger = testApp.dataSource.logger;
        const original = logger.logQuery.bind(logger);
        logger.logQuery = (sql, parameters, runner) => {
          if (/FROM "products"/.test(sql) && /"product"."id" >/.test(sql))
            logged.push([sql, (parameters as unknown[] | undefined) ?? []]);
          return original(sql, parameters, runner);
        };
        try {
          const [first] = await listedIds();
          await testApp.app.get(ListingSitemap).sitemapPage(first);
        } finally {
          logger.logQuery = original;
        }
        expect(logged).toHaveLength(1);
        const [sql, parameters] = logged[0]!;
        const plan = (
          await testApp.dataSource.query<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, parameters)
        )
          .map((row) => row.detail)
          .join('\n');
        expect(plan).toMatch(/SEARCH product USING (COVERING )?INDEX IDX_products_public_id /);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      });
  });

  describe('GET /api/sellers/sitemap', () => {
    /** The sellers of the cars public lists show, in id order, straight from the tables. */
    const sellersWithListedCars = async () => {
      const listed = new Set(await listedIds());
      const cars = await products().findBy({ sold: false });
      return [...new Set(cars.filter((car) => listed.has(car.id)).map((car) => car.authorId))].sort();
    };

    it('lists each seller of a listed car once, in id order, and no seller without one', async () => {
      const newSeller = async () =>
        (await signup(testApp.http, { email: uniqueEmail('sitemap-seller'), role: 'Seller' })).user.uid;
      const [selling, nothingListed, onlySold, onlyHidden, closed] = await Promise.all([
        newSeller(),
        newSeller(),
        newSeller(),
        newSeller(),
        newSeller(),
      ]);
      await cloneListings(testApp, 2, selling!);
      await cloneListing(testApp, onlySold!, { sold: true });
      await cloneListing(testApp, onlyHidden!, { heldForReviewAt: new Date() });
      await cloneListing(testApp, closed!);
      await testApp.dataSource.getRepository(User).update({ id: closed }, { deletedAt: new Date() });

      const page = (await request(testApp.http).get('/api/sellers/sitemap').expect(200))
        .body as SellersSitemapPage;
      expect(page).toEqual({ sellers: await sellersWithListedCars(), next: null });
      expect(page.sellers).toContain(selling);
      for (const left of [nothingListed, onlySold, onlyHidden, closed])
        expect(page.sellers).not.toContain(left);
      expect((await request(testApp.http).get('/api/sellers/sitemap/pages').expect(200)).body).toEqual({
        pages: [null],
      } satisfies SitemapPages);
    });

    it('walks keyset pages of sellers that add up to the whole list, names every page, and checks `after`', async () => {
      for (let i = 0; i < 5; i += 1) {
        const seller = (await signup(testApp.http, { email: uniqueEmail('paged-seller'), role: 'Seller' }))
          .user.uid;
        await cloneListing(testApp, seller);
      }
      const service = testApp.app.get(ListingSitemap);
      const expected = await sellersWithListedCars();
      const pageSize = 2;
      const { walked, afters } = await walkPages(pageSize, (after) => service.sellersPage(after, pageSize));
      expect(walked).toEqual(expected);
      expect(await service.sitemapPages(pageSize, 'sellers')).toEqual(afters);

      const [first, second] = expected;
      const page = (await request(testApp.http).get(`/api/sellers/sitemap?after=${first}`).expect(200))
        .body as SellersSitemapPage;
      expect(page.sellers[0]).toBe(second);
      const refused = await request(testApp.http)
        .get('/api/sellers/sitemap')
        .query({ after: 'nope' })
        .expect(400);
      expect((refused.body as ApiErrorBody).message).toBe('after must be the id of a seller');
    });
  });

  describe('GET /api/product/:id of a removed listing', () => {
    it.each([
      ['taken down by an admin', { takenDownAt: new Date(), takedownReason: 'Stolen photos' }],
      ['deleted by its seller', { deletedAt: new Date() }],
    ])('answers 410 for a listing %s, telling nothing about it', async (_why, changes) => {
      const car = await cloneListing(testApp, sellerId, {
        name: 'Secret </script> car',
        ...changes,
      });
      const response = await request(testApp.http).get(`/api/product/${car.id}`).expect(410);
      expect(response.body).toEqual({ statusCode: 410, error: 'Gone', message: 'This listing was removed.' });
      // Its other public reads stay not found.
      await request(testApp.http).get(`/api/product/${car.id}/similar`).expect(404);
    });

    it('answers 410 for a listing of a closed account, 404 for an id never used', async () => {
      const car = await cloneListing(testApp, sellerId);
      await request(testApp.http).get(`/api/product/${car.id}`).expect(200);
      const users = testApp.dataSource.getRepository(User);
      const seller = await users.findOneByOrFail({ id: sellerId });
      try {
        await users.update({ id: sellerId }, { deletedAt: new Date() });
        // Its event drops the cached answer (see CatalogCache).
        await testApp.app.get(CatalogEvents).publish({ type: 'seller.deleted', userId: sellerId });
        const gone = await request(testApp.http).get(`/api/product/${car.id.toUpperCase()}`);
        expect([gone.status, (gone.body as ApiErrorBody).message]).toEqual([
          410,
          'This listing was removed.',
        ]);
      } finally {
        await users.update({ id: sellerId }, { deletedAt: seller.deletedAt });
        await testApp.catalogWritten();
      }
      await request(testApp.http).get('/api/product/01900000-0000-7000-8000-000000000000').expect(404);
    });

    it('still answers a car under review and a sold car (their pages stay)', async () => {
      const underReview = await cloneListing(testApp, sellerId, { heldForReviewAt: new Date() });
      const sold = await cloneListing(testApp, sellerId, { sold: true });
      await request(testApp.http).get(`/api/product/${underReview.id}`).expect(200);
      await request(testApp.http).get(`/api/product/${sold.id}`).expect(200);
    });
  });
});
