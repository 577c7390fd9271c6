import request from 'supertest';
import {
  FACET_NAMES,
  type FacetName,
  PRICE_BANDS,
  type ProductFacets,
  SEARCH_COUNT_CAP,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@usedcars/contract/types';
import { Brand, Product as ProductEntity, SearchIndex } from '../src/catalog';
import { sqlDateTime } from '../src/common/all-or-nothing';
import { newId } from '../src/common/ids';
import { FACET_SAMPLE, ProductFacetsService } from '../src/catalog/product-facets.service';
import { CatalogEvents } from '../src/events';
import { bearer, DEMO, login } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListings } from './listing-fixtures';

// GET /products/facets: the counts beside the /cars filters, on both databases. Every count is exact (from the search
// index, or from SQL on the seeded catalog, far fewer than FACET_SAMPLE cars), so each must be the total the list
// answers for that choice.
describe('GET /api/products/facets', () => {
  let testApp: TestApp;
  let seller: { uid: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    const session = await login(testApp.http, DEMO.seller);
    seller = { uid: session.user.uid, token: session.token };
  });

  afterAll(async () => {
    await testApp.close();
  });

  const facetsOf = async (query: Record<string, string>) =>
    (await request(testApp.http).get('/api/products/facets').query(query).expect(200)).body as ProductFacets;
  const listTotal = async (query: Record<string, string>) => {
    const response = await request(testApp.http).get('/api/products').query(query).expect(200);
    return Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
  };

  /** The query with facet `name` set to `value` (replacing that facet's own filter), as the /cars page sends it. */
  function choosing(query: Record<string, string>, name: FacetName, value: string): Record<string, string> {
    if (name !== 'price') return { ...query, [name]: value };
    const band = PRICE_BANDS.find((each) => each.value === value);
    if (!band) throw new Error(`No price band ${value}`);
    const { minPrice: _min, maxPrice: _max, ...rest } = query;
    return {
      ...rest,
      minPrice: String(band.min),
      ...(band.max === null ? {} : { maxPrice: (band.max - 0.01).toFixed(2) }),
    };
  }

  it.each<Record<string, string>>([
    {},
    { brand: 'toyota' },
    { minPrice: '10000', fuel: 'Petrol,Hybrid' },
    { category: 'sedan', transmission: 'Automatic', maxMileage: '150000' },
    { q: 'toyota', minYear: '2015', minPrice: '5000', maxPrice: '40000' },
    { condition: 'Good', location: 'Dhaka', minPrice: '5000' },
  ])(
    'counts for %j what the list answers for each choice, each facet without its own filter',
    async (query) => {
      const answer = await facetsOf(query);
      expect(answer.approximate).toBe(false);
      expect(answer.total).toBe(await listTotal(query));
      for (const name of FACET_NAMES) {
        for (const { value, count } of answer.facets[name]) {
          expect({ name, value, count }).toEqual({
            name,
            value,
            count: await listTotal(choosing(query, name, value)),
          });
        }
      }
    },
  );

  it('keeps the other values of a chosen facet (choosing Toyota still counts the other brands)', async () => {
    const all = await facetsOf({});
    const toyota = await facetsOf({ brand: 'toyota' });
    expect(toyota.facets.brand).toEqual(all.facets.brand);
    expect(toyota.facets.brand.length).toBeGreaterThan(1);
    expect(toyota.total).toBe(all.facets.brand.find((brand) => brand.value === 'toyota')?.count);
  });

  it('never counts sold, taken-down, held, deleted cars or those of deleted accounts; sees a write on the next read', async () => {
    const brand = await testApp.dataSource
      .getRepository(Brand)
      .save(Object.assign(new Brand(), { name: 'Facet Motors', value: `facet_${newId().slice(-8)}` }));
    const now = new Date();
    const [listed] = await cloneListings(testApp, 1, seller.uid, { brandId: brand.id });
    await cloneListings(testApp, 1, seller.uid, { brandId: brand.id, sold: true });
    await cloneListings(testApp, 1, seller.uid, { brandId: brand.id, takenDownAt: now });
    await cloneListings(testApp, 1, seller.uid, { brandId: brand.id, heldForReviewAt: now });
    await cloneListings(testApp, 1, seller.uid, { brandId: brand.id, deletedAt: now });
    const gone = await login(testApp.http, DEMO.buyer);
    await cloneListings(testApp, 1, gone.user.uid, { brandId: brand.id });
    // As UsersService.softDelete: every write to an account or a listing sets updatedAt (the search index's rule),
    // then its event is published.
    await testApp.dataSource.query('UPDATE `users` SET `deletedAt` = ?, `updatedAt` = ? WHERE `id` = ?', [
      sqlDateTime(now),
      sqlDateTime(now),
      gone.user.uid,
    ]);
    await testApp.app.get(CatalogEvents).publish({ type: 'seller.deleted', userId: gone.user.uid });
    const countOf = async () =>
      (await facetsOf({})).facets.brand.find((each) => each.value === brand.value)?.count;
    expect(await countOf()).toBe(1);
    expect(await listTotal({ brand: brand.value })).toBe(1);

    // A write shows in the next answer (the cached facets are dropped with the list's).
    await cloneListings(testApp, 1, seller.uid, { brandId: brand.id });
    expect(await countOf()).toBe(2);
    await request(testApp.http)
      .delete(`/api/my-products/${listed?.id}`)
      .set(...bearer(seller.token))
      .send({ uid: seller.uid })
      .expect(200);
    expect(await countOf()).toBe(1);
    await testApp.dataSource.query('UPDATE `users` SET `deletedAt` = NULL, `updatedAt` = ? WHERE `id` = ?', [
      sqlDateTime(new Date()),
      gone.user.uid,
    ]);
    await testApp.catalogWritten();
  });

  it('validates as the list does: a bad filter is 400 with its message', async () => {
    const response = await request(testApp.http).get('/api/products/facets?minPrice=cheap').expect(400);
    expect(JSON.stringify(response.body)).toContain('minPrice must be a number of dollars');
    await request(testApp.http).get('/api/products/facets?fuel=Steam').expect(400);
  });

  describe('past FACET_SAMPLE and SEARCH_COUNT_CAP listed cars', () => {
    beforeAll(async () => {
      const listed = await listTotal({});
      const needed = Math.max(FACET_SAMPLE, SEARCH_COUNT_CAP) + 1 - listed;
      if (needed > 0) await cloneListings(testApp, needed, seller.uid);
    }, 120_000);

    const exactListed = () =>
      testApp.dataSource
        .getRepository(ProductEntity)
        .createQueryBuilder('product')
        .innerJoin('product.author', 'author', 'author.deletedAt IS NULL')
        .where('product.sold = :sold', { sold: false })
        .andWhere(
          'product.takenDownAt IS NULL AND product.deletedAt IS NULL AND product.heldForReviewAt IS NULL',
        )
        .getCount();

    it('counts exactly from the search index, however many cars', async () => {
      await testApp.app.get(SearchIndex).ready();
      const answer = await facetsOf({});
      expect(answer.approximate).toBe(false);
      expect(answer.total).toBe(await exactListed());
    });

    it('estimates the counts from SQL while the index does not answer, says so, and stays near the exact ones', async () => {
      const answer = await testApp.app.get(ProductFacetsService).facetsInDatabase({});
      expect(answer.approximate).toBe(true);
      const exact = await exactListed();
      expect(Math.abs(answer.total - exact) / exact).toBeLessThan(0.05);
    });

    it('caps the list total at SEARCH_COUNT_CAP, says so in a header, and answers no page past it', async () => {
      const response = await request(testApp.http).get('/api/products').expect(200);
      expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(SEARCH_COUNT_CAP));
      expect(response.headers[TOTAL_CAPPED_HEADER.toLowerCase()]).toBe('true');
      const beyond = await request(testApp.http)
        .get(`/api/products?pageSize=100&page=${SEARCH_COUNT_CAP / 100 + 1}`)
        .expect(200);
      expect(beyond.body).toEqual([]);
      // A narrow query (a brand the clones are not of) is still counted exactly, without the header.
      const template = await testApp.dataSource.getRepository(ProductEntity).findOneByOrFail({ sold: false });
      const other = await testApp.dataSource
        .getRepository(Brand)
        .createQueryBuilder('brand')
        .where('brand.id <> :id', { id: template.brandId })
        .getOneOrFail();
      const narrow = await request(testApp.http).get(`/api/products?brand=${other.value}`).expect(200);
      expect(narrow.headers[TOTAL_CAPPED_HEADER.toLowerCase()]).toBeUndefined();
    });
  });
});
