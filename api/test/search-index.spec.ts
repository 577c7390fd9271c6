import type { FactoryProvider } from '@nestjs/common';
import request from 'supertest';
import {
  type CreateProductRequest,
  FACET_NAMES,
  type FacetCount,
  type FacetName,
  FUELS,
  PRICE_BANDS,
  type Product,
  type ProductFacets,
  PRICE_RATING_MIN_COMPARABLES,
  PRODUCT_SORTS,
  type ProductSort,
  SEARCH_COUNT_CAP,
  TOTAL_COUNT_HEADER,
  TRANSMISSIONS,
} from '@usedcars/contract/types';
import {
  Brand,
  Category,
  claimListingForSale,
  countListingReport,
  listingYearOf,
  Product as ProductEntity,
  type ProductFilters,
  PriceRatings,
  SearchIndex,
  serializeProduct,
  takeDownListing,
} from '../src/catalog';
import { runAllOrNothing } from '../src/common/all-or-nothing';
import { CatalogEvents } from '../src/events';
import { newId } from '../src/common/ids';
import type { Page, Paging } from '../src/common/page-query';
import { CatalogSearch, catalogSearchProvider, type SearchPage } from '../src/catalog/catalog-search';
import { IndexCatalogSearch } from '../src/catalog/index-catalog-search';
import { isAsciiText, ListingIndex } from '../src/catalog/listing-index';
import { ListingQueries, type ProductSearch } from '../src/catalog/listing-queries';
import { findsWord, searchWordsOf, textWords, typedWords } from '../src/catalog/search-words';
import { SqlCatalogSearch } from '../src/catalog/sql-catalog-search';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { newListing } from './listing-fixtures';

/** A seeded generator, so that a failure repeats. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Every adapter of the CatalogSearch port, each held to the same expectations below. An adapter for a search
 * engine (OpenSearch, Meilisearch: docs/search.md) is added here and is done when it passes.
 */
const ADAPTERS = [
  { name: 'the in-memory index', type: IndexCatalogSearch },
  { name: 'plain SQL', type: SqlCatalogSearch },
] as const;

/**
 * What every CatalogSearch adapter must answer, worked out on its own: every listed car read from the database at
 * once, then the filters, sorts, pages and facet counts applied in plain code, a text's matches (`q`) by the word
 * rules of search-words.ts (unit-tested there) applied to each car's fields, brand and category names.
 */
class ExpectedCatalog {
  private constructor(private readonly cars: { row: ProductEntity; body: Product }[]) {}

  static async read(testApp: TestApp): Promise<ExpectedCatalog> {
    const rows = await testApp.dataSource
      .getRepository(ProductEntity)
      .createQueryBuilder('product')
      .innerJoinAndSelect('product.category', 'category')
      .innerJoinAndSelect('product.brand', 'brand')
      .innerJoinAndSelect('product.author', 'author', 'author.deletedAt IS NULL')
      .where('product.sold = :sold', { sold: false })
      .andWhere(
        'product.takenDownAt IS NULL AND product.deletedAt IS NULL AND product.heldForReviewAt IS NULL',
      )
      .getMany();
    const rated = await testApp.app.get(PriceRatings).rate(rows);
    // Every listing's stored words are what its fields give.
    for (const row of rated)
      expect({ id: row.id, words: row.searchWords }).toEqual({ id: row.id, words: searchWordsOf(row) });
    return new ExpectedCatalog(rated.map((row) => ({ row, body: serializeProduct(row) })));
  }

  async search(search: ProductSearch): Promise<SearchPage> {
    const { page = 1, pageSize, sort = 'newest', ...filters } = search;
    const matching = sortedAsSql(await this.matching(filters), sort);
    const size = Math.min(pageSize ?? 24, 100);
    const offset = (page - 1) * size;
    return {
      items: offset >= SEARCH_COUNT_CAP ? [] : matching.slice(offset, offset + size).map((car) => car.body),
      total: Math.min(matching.length, SEARCH_COUNT_CAP),
      capped: matching.length > SEARCH_COUNT_CAP,
    };
  }

  /** Each facet over the cars passing every filter but its own; brands and categories by value. */
  async facets(filters: ProductFilters): Promise<ProductFacets> {
    const valueOf: Record<FacetName, (row: ProductEntity) => string | null> = {
      brand: (row) => row.brand.value,
      category: (row) => row.category.value,
      fuel: (row) => row.fuel,
      transmission: (row) => row.transmission,
      price: (row) =>
        PRICE_BANDS.find((band) => band.max === null || row.sellPriceCents < band.max * 100)!.value,
      condition: (row) => row.condition,
      location: (row) => row.location,
    };
    const facets = {} as ProductFacets['facets'];
    for (const facet of FACET_NAMES) {
      const counts = new Map<string, number>();
      for (const { row } of await this.matching(filters, facet)) {
        const value = valueOf[facet](row);
        if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      const values: FacetCount[] = [...counts].map(([value, count]) => ({ value, count }));
      const bands = PRICE_BANDS.map((band) => band.value as string);
      facets[facet] = values.sort((a, b) =>
        facet === 'price'
          ? bands.indexOf(a.value) - bands.indexOf(b.value)
          : b.count - a.count || a.value.localeCompare(b.value),
      );
    }
    return { approximate: false, total: (await this.matching(filters)).length, facets };
  }

  advertised(paging: Paging): Page<Product> {
    return this.newestPage(
      this.cars.filter((car) => car.row.advertise),
      paging,
    );
  }

  inCategory(categoryId: string, paging: Paging): Page<Product> {
    return this.newestPage(
      this.cars.filter((car) => car.row.categoryId === categoryId),
      paging,
    );
  }

  private newestPage(cars: { row: ProductEntity; body: Product }[], { page = 1, pageSize = 24 }: Paging) {
    const offset = (page - 1) * pageSize;
    return {
      items: sortedAsSql(cars, 'newest')
        .slice(offset, offset + pageSize)
        .map((car) => car.body),
      total: cars.length,
    };
  }

  /** The cars passing `filters`, but the filter of `except`. */
  private async matching(filters: ProductFilters, except?: FacetName) {
    const text = filters.q ? this.textMatches(filters.q) : null;
    const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();
    return this.cars.filter(({ row }) => {
      const mileage = row.mileageKm;
      return (
        (text === null || text.has(row.id)) &&
        (filters.brand === undefined || except === 'brand' || same(row.brand.value, filters.brand)) &&
        (filters.category === undefined ||
          except === 'category' ||
          same(row.category.value, filters.category)) &&
        (filters.model === undefined || same(row.model, filters.model)) &&
        (filters.condition === undefined || except === 'condition' || row.condition === filters.condition) &&
        (filters.location === undefined || except === 'location' || row.location === filters.location) &&
        (filters.minPrice === undefined ||
          except === 'price' ||
          row.sellPriceCents >= filters.minPrice * 100) &&
        (filters.maxPrice === undefined ||
          except === 'price' ||
          row.sellPriceCents <= filters.maxPrice * 100) &&
        (filters.minYear === undefined || yearOf(row) >= filters.minYear) &&
        (filters.maxYear === undefined || yearOf(row) <= filters.maxYear) &&
        (filters.minMileage === undefined || (mileage !== null && mileage >= filters.minMileage)) &&
        (filters.maxMileage === undefined || (mileage !== null && mileage <= filters.maxMileage)) &&
        (!filters.fuel?.length ||
          except === 'fuel' ||
          (row.fuel !== null && filters.fuel.includes(row.fuel))) &&
        (filters.transmission === undefined ||
          except === 'transmission' ||
          row.transmission === filters.transmission)
      );
    });
  }

  /**
   * The ids of the cars where every word typed finds a word of the name, description, model, fuel, gearbox, year,
   * place, brand name or category name. A text without words narrows nothing.
   */
  private textMatches(q: string): Set<string> | null {
    const typed = typedWords(q);
    if (typed.length === 0) return null;
    const found = this.cars.filter(({ row }) => {
      const words = textWords(
        [
          row.name,
          row.description,
          row.model ?? '',
          row.fuel ?? '',
          row.transmission ?? '',
          String(yearOf(row)),
          row.location,
          row.brand.name,
          row.category.name,
        ].join(' '),
      );
      return typed.every((word) => words.some((held) => findsWord(word, held)));
    });
    return new Set(found.map(({ row }) => row.id));
  }
}

/** A listing's year for the year filter and sort: the model year, else the purchase year (listingYearOf). */
function yearOf(row: ProductEntity): number {
  return listingYearOf(row);
}

/** The ORDER BY of each sort: ties newest listing first, then by id (descending); unknown mileage last. */
function sortedAsSql<T extends { row: ProductEntity }>(cars: T[], sort: ProductSort): T[] {
  const newest = (a: ProductEntity, b: ProductEntity) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  const by: Record<ProductSort, (a: ProductEntity, b: ProductEntity) => number> = {
    newest,
    price_asc: (a, b) => a.sellPriceCents - b.sellPriceCents || newest(a, b),
    price_desc: (a, b) => b.sellPriceCents - a.sellPriceCents || newest(a, b),
    year_desc: (a, b) => yearOf(b) - yearOf(a) || newest(a, b),
    mileage_asc: (a, b) =>
      a.mileageKm === null || b.mileageKm === null
        ? Number(a.mileageKm === null) - Number(b.mileageKm === null) || newest(a, b)
        : a.mileageKm - b.mileageKm || newest(a, b),
  };
  return [...cars].sort((a, b) => by[sort](a.row, b.row));
}

// The search index (docs/search.md) answers GET /products and its facets from memory: exactly what SQL answers,
// and every write in the next search, on both databases. Every CatalogSearch adapter answers as ExpectedCatalog.
describe('the search index', () => {
  let testApp: TestApp;
  let index: SearchIndex;
  let indexSearch: IndexCatalogSearch;
  let sqlSearch: SqlCatalogSearch;
  let seller: { uid: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    index = testApp.app.get(SearchIndex);
    indexSearch = testApp.app.get(IndexCatalogSearch);
    sqlSearch = testApp.app.get(SqlCatalogSearch);
    const session = await login(testApp.http, DEMO.seller);
    seller = { uid: session.user.uid, token: session.token };
    await addVariedListings(600);
    await testApp.catalogWritten();
    await index.ready();
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  /** Clones of a seeded car with every searched field varied (ties of time, price and mileage included). */
  async function addVariedListings(count: number) {
    const next = random(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    const repository = testApp.dataSource.getRepository(ProductEntity);
    const [template, brands, categories] = await Promise.all([
      repository.findOneByOrFail({ sold: false }),
      testApp.dataSource.getRepository(Brand).find(),
      testApp.dataSource.getRepository(Category).find(),
    ]);
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = template;
    const now = Date.now();
    await repository.save(
      Array.from({ length: count }, () =>
        Object.assign(new ProductEntity(), {
          ...fields,
          authorId: seller.uid,
          name: `${pick(['Clean', 'Family', 'Sporty'])} ${pick(['Corolla', 'Civic', 'Axio', 'Premio'])}`,
          // Texts that InnoDB's FULLTEXT parser splits and folds in its own ways (the index must agree).
          description: pick([
            'Well kept, one owner.',
            'With a sun-roof & abs_2; 4x4 drive.',
            'Café racer trim, Größe XL, whitewall tyres.',
            "O'Neil's family car, the white one.",
            'Ærø edition, gray interior',
          ]),
          createdAt: new Date(now - Math.floor(next() * 50) * 60_000),
          brandId: pick(brands).id,
          categoryId: pick(categories).id,
          model: pick(['Corolla', 'corolla', 'Civic', 'Axio', 'Premio', 'Hilux', 'CR-V', null]),
          sellPriceCents: Math.floor(next() * 40) * 100_000,
          mileageKm: next() < 0.15 ? null : Math.floor(next() * 20) * 10_000,
          purchaseMonth: `${2008 + Math.floor(next() * 16)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}`,
          // A third give no model year (searched by the purchase year); the others a year of manufacture before it.
          modelYear: next() < 0.33 ? null : 2003 + Math.floor(next() * 20),
          fuel: next() < 0.1 ? null : pick(FUELS),
          transmission: next() < 0.1 ? null : pick(TRANSMISSIONS),
          condition: pick(['Excellent', 'Good', 'Fair'] as const),
          location: pick(['Dhaka', 'Chittagong', 'Feni'] as const),
          sold: next() < 0.1,
          heldForReviewAt: next() < 0.03 ? new Date() : null,
          takenDownAt: next() < 0.03 ? new Date() : null,
          deletedAt: next() < 0.03 ? new Date() : null,
          advertise: next() < 0.2,
          saleOrderId: null,
          openReportCount: 0,
        }),
      )
        .map((car) => Object.assign(car, { listingYear: listingYearOf(car) }))
        .map((car) => Object.assign(car, { searchWords: searchWordsOf(car) })),
      { chunk: 100 },
    );
  }

  /** Shoppers' searches, as bench/catalog/run.mjs sends them, and some more. */
  async function variedSearches(count: number): Promise<ProductSearch[]> {
    const next = random(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    const maybe = <T>(chance: number, value: () => T) => (next() < chance ? value() : undefined);
    const brands = await testApp.dataSource.getRepository(Brand).find();
    const categories = await testApp.dataSource.getRepository(Category).find();
    return Array.from({ length: count }, () => ({
      minPrice: maybe(0.7, () => 500 * Math.floor(next() * 60)),
      maxPrice: maybe(0.15, () => 10_000 + 5000 * Math.floor(next() * 10)),
      category: maybe(0.3, () => pick([...categories.map((category) => category.value), 'no-such-category'])),
      brand: maybe(0.4, () => pick(brands).value),
      model: maybe(0.2, () => pick(['Corolla', 'CIVIC', 'premio', 'Model T'])),
      q: maybe(0.3, () =>
        pick([
          'corolla',
          'family',
          'toyota',
          'sedan',
          'zzzz',
          'an',
          'White',
          'roof',
          'cafe',
          'gross',
          'abs_2',
          '4x4',
          'neil',
          'clean corolla',
          'family car',
          'corolla!',
          'café',
          'aer',
          // A shopper's words: model and fuel, a model typed without its hyphen, a typo, a year, a place, a body
          // type and a gearbox, and typos too short to forgive.
          'hilux diesel',
          'crv',
          'CR-V petrol',
          'toyta',
          'toyta 2015',
          'Feni',
          'sedan automatic',
          'hilx',
          '2015 feni hybrid',
          '!!',
        ]),
      ),
      condition: maybe(0.1, () => pick(['Excellent', 'Good', 'Fair'] as const)),
      location: maybe(0.1, () => pick(['Dhaka', 'Feni'] as const)),
      minYear: maybe(0.25, () => 2010 + Math.floor(next() * 13)),
      maxYear: maybe(0.1, () => 2012 + Math.floor(next() * 13)),
      minMileage: maybe(0.1, () => pick([20_000, 50_000])),
      maxMileage: maybe(0.3, () => pick([30_000, 60_000, 100_000, 150_000])),
      fuel: maybe(0.25, () => pick([['Petrol'], ['Diesel'], ['Petrol', 'Hybrid'], ['Electric']])),
      transmission: maybe(0.25, () => pick(TRANSMISSIONS)),
      sort: pick(PRODUCT_SORTS),
      page: 1 + Math.floor(next() * 5),
      pageSize: pick([undefined, 7, 24, 100]),
    }));
  }

  for (const { name, type } of ADAPTERS) {
    it(`${name} answers every search and its facets as expected`, async () => {
      expect(index.answering).toBe(true);
      expect(index.listings.keepsWords).toBe(true);
      const adapter: CatalogSearch = testApp.app.get(type);
      const expected = await ExpectedCatalog.read(testApp);
      const searches = await variedSearches(250);
      const indexSearches = jest.spyOn(ListingIndex.prototype, 'search');
      for (const search of searches) {
        const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = search;
        const [page, facets] = await Promise.all([adapter.search(search), adapter.facets(filters)]);
        expect({ search, ...page }).toEqual({ search, ...(await expected.search(search)) });
        expect({ search, ...facets }).toEqual({ search, ...(await expected.facets(filters)) });
      }
      // The searches are not trivial: some find a page of cars, some none.
      const totals = await Promise.all(searches.map(async (search) => (await expected.search(search)).total));
      expect(totals.filter((total) => total > 24).length).toBeGreaterThan(20);
      expect(totals.filter((total) => total === 0).length).toBeGreaterThan(20);
      // The index answered every search it may (texts beyond ASCII are SQL's), not its SQL fallback.
      const fromIndex = searches.filter((search) => search.q === undefined || isAsciiText(search.q)).length;
      expect(indexSearches).toHaveBeenCalledTimes(type === IndexCatalogSearch ? fromIndex : 0);
      indexSearches.mockRestore();
      // A shopper's words find cars: model and fuel, a model without its hyphen, a typo, a year, a place.
      for (const q of ['hilux diesel', 'crv', 'toyta', '2015', 'feni']) {
        const { total } = await adapter.search({ q });
        expect({ q, found: total > 0 }).toEqual({ q, found: true });
      }
      expect(index.answering).toBe(true);
    }, 120_000);

    it(`${name} answers the advertised cars and every page of every category as expected`, async () => {
      expect(index.answering).toBe(true);
      const adapter: CatalogSearch = testApp.app.get(type);
      const expected = await ExpectedCatalog.read(testApp);
      for (const paging of [{}, { page: 2, pageSize: 3 }, { page: 1, pageSize: 100 }]) {
        const answer = await adapter.advertised(paging);
        expect({ paging, ...answer }).toEqual({ paging, ...expected.advertised(paging) });
      }
      expect(expected.advertised({}).total).toBeGreaterThan(10);
      for (const category of await testApp.dataSource.getRepository(Category).find()) {
        for (const paging of [{}, { page: 2, pageSize: 7 }, { page: 3, pageSize: 100 }]) {
          const answer = await adapter.inCategory(category.id, paging);
          expect({ category: category.value, paging, ...answer }).toEqual({
            category: category.value,
            paging,
            ...expected.inCategory(category.id, paging),
          });
        }
      }
    });
  }

  it('answers with the index by default, with SQL when SEARCH_INDEX is off', () => {
    expect(testApp.app.get(CatalogSearch)).toBe(indexSearch);
    const choose = (catalogSearchProvider as FactoryProvider<CatalogSearch>).useFactory;
    expect(choose({ searchIndex: true }, indexSearch, sqlSearch)).toBe(indexSearch);
    expect(choose({ searchIndex: false }, indexSearch, sqlSearch)).toBe(sqlSearch);
  });

  describe('follows every write on the next search', () => {
    let photo: { url: string; thumbUrl: string };
    const brandOf = `index_${newId().slice(-8)}`;

    beforeAll(async () => {
      const template = await testApp.dataSource.getRepository(ProductEntity).findOneByOrFail({ sold: false });
      photo = { url: template.imageUrl, thumbUrl: template.thumbUrl };
      await testApp.dataSource
        .getRepository(Brand)
        .save(Object.assign(new Brand(), { name: 'Index Motors', value: brandOf }));
    });

    /** The ids GET /products answers for the test brand, and the brand's count in the facets. */
    async function listed(query: Record<string, string> = {}) {
      const response = await request(testApp.http)
        .get('/api/products')
        .query({ brand: brandOf, pageSize: '100', ...query })
        .expect(200);
      const facets = (await request(testApp.http).get('/api/products/facets').query(query).expect(200))
        .body as ProductFacets;
      return {
        ids: (response.body as Product[]).map((car) => car._id).sort(),
        total: Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
        facet: facets.facets.brand.find((brand) => brand.value === brandOf)?.count ?? 0,
      };
    }

    async function createCar(changes: Record<string, unknown> = {}): Promise<string> {
      const created = await request(testApp.http)
        .post('/api/product')
        .set(...bearer(seller.token))
        .send({ ...newListing(photo), brand: brandOf, ...changes })
        .expect(201);
      return (created.body as { insertedId: string }).insertedId;
    }

    it('a new listing, an edit, a deletion by its seller', async () => {
      const first = await createCar();
      expect(await listed()).toEqual({ ids: [first], total: 1, facet: 1 });
      await request(testApp.http)
        .put(`/api/product/${first}`)
        .set(...bearer(seller.token))
        .send({ ...newListing(photo), brand: brandOf, sellPrice: 99_000 })
        .expect(200);
      expect((await listed({ minPrice: '90000' })).ids).toEqual([first]);
      expect((await listed({ maxPrice: '90000' })).ids).toEqual([]);
      await request(testApp.http)
        .delete(`/api/my-products/${first}`)
        .set(...bearer(seller.token))
        .send({ uid: seller.uid })
        .expect(200);
      expect(await listed()).toEqual({ ids: [], total: 0, facet: 0 });
    });

    it('a sale, a hold for review, a take-down (the other owners statements)', async () => {
      const [sold, held, takenDown, kept] = [
        await createCar(),
        await createCar(),
        await createCar(),
        await createCar(),
      ];
      await index.ready();
      expect((await listed()).ids).toEqual([sold, held, takenDown, kept].sort());
      const now = new Date();
      // Each as its owner runs it: the statement, then its event.
      const events = testApp.app.get(CatalogEvents);
      await runAllOrNothing(testApp.dataSource, [claimListingForSale(sold, newId(), now)]);
      await events.publish({ type: 'listing.sold', listingId: sold });
      await runAllOrNothing(testApp.dataSource, [
        countListingReport(held, { holdWhen: { sql: '1 = 1', params: [] }, at: now }),
      ]);
      await events.publish({ type: 'listing.held', listingId: held });
      await runAllOrNothing(testApp.dataSource, [takeDownListing(takenDown, 'Test take-down', now)]);
      await events.publish({ type: 'listing.takenDown', listingId: takenDown });
      expect(await listed()).toEqual({ ids: [kept], total: 1, facet: 1 });
      // And from the index itself, once it caught up.
      await index.ready();
      expect((await indexSearch.search({ brand: brandOf })).items.map((car) => car._id)).toEqual([kept]);
    });

    it("a seller's account deleted by an admin", async () => {
      const other = await signup(testApp.http, { role: 'Seller' });
      const car = await request(testApp.http)
        .post('/api/product')
        .set(...bearer(other.token))
        .send({ ...newListing(photo), brand: brandOf, authorID: other.user.uid })
        .expect(201);
      const id = (car.body as { insertedId: string }).insertedId;
      expect((await listed()).ids).toContain(id);
      const admin = await login(testApp.http, DEMO.admin);
      await request(testApp.http)
        .delete(`/api/user/${other.user.uid}`)
        .set(...bearer(admin.token))
        .expect(200);
      expect((await listed()).ids).not.toContain(id);
    });

    it('a listing without its vehicle facts (the original clients’ payload): in no fact filter or facet, last by mileage', async () => {
      // A brand of its own: the other tests here leave cars of theirs listed.
      const brand = `nofacts_${newId().slice(-8)}`;
      await testApp.dataSource
        .getRepository(Brand)
        .save(Object.assign(new Brand(), { name: `No Facts ${brand.slice(-8)}`, value: brand }));
      const post = async (changes: Partial<CreateProductRequest>) => {
        const created = await request(testApp.http)
          .post('/api/product')
          .set(...bearer(seller.token))
          .send({ ...newListing(photo), brand, ...changes })
          .expect(201);
        return (created.body as { insertedId: string }).insertedId;
      };
      const known = await post({ mileage: 90_000 });
      const unknown = await post({
        model: undefined,
        mileage: undefined,
        fuel: undefined,
        transmission: undefined,
      });
      const ids = async (query: Record<string, string> = {}) =>
        (
          (
            await request(testApp.http)
              .get('/api/products')
              .query({ brand, ...query })
              .expect(200)
          ).body as Product[]
        ).map((car) => car._id);

      // Sorted by what every listing states, it takes its place as any other; by the mileage it does not tell, last.
      expect(await ids()).toEqual([unknown, known]);
      expect(await ids({ sort: 'price_asc' })).toEqual([unknown, known]);
      expect(await ids({ sort: 'mileage_asc' })).toEqual([known, unknown]);
      for (const filter of [
        { fuel: 'Petrol' },
        { transmission: 'Automatic' },
        { model: 'corolla' },
        { minMileage: '0' },
        { maxMileage: '2000000' },
      ] as Record<string, string>[])
        expect({ filter, ids: await ids(filter) }).toEqual({ filter, ids: [known] });
      const counted = (await request(testApp.http).get('/api/products/facets').query({ brand }).expect(200))
        .body as ProductFacets;
      expect(counted.total).toBe(2);
      expect(counted.facets.fuel).toEqual([{ value: 'Petrol', count: 1 }]);
      expect(counted.facets.transmission).toEqual([{ value: 'Automatic', count: 1 }]);

      // The index orders and counts it as SQL does.
      await index.ready();
      const expected = await ExpectedCatalog.read(testApp);
      for (const adapter of [indexSearch, sqlSearch]) {
        for (const sort of PRODUCT_SORTS)
          expect({ sort, ...(await adapter.search({ brand, sort })) }).toEqual({
            sort,
            ...(await expected.search({ brand, sort })),
          });
        expect(await adapter.facets({ brand })).toEqual(await expected.facets({ brand }));
      }
    });

    it('a text edited, advertising started and stopped', async () => {
      const word = `zq${newId().slice(-6)}`;
      const car = await createCar({
        description: `A clean car with ${word} seats and a full service history.`,
      });
      const found = async () =>
        (await request(testApp.http).get('/api/products').query({ q: word }).expect(200)).body as Product[];
      expect((await found()).map((product) => product._id)).toEqual([car]);
      // Only the description changes: no column the index keeps.
      await request(testApp.http)
        .put(`/api/product/${car}`)
        .set(...bearer(seller.token))
        .send({
          ...newListing(photo),
          brand: brandOf,
          description: 'A clean car with a full service history.',
        })
        .expect(200);
      expect(await found()).toEqual([]);
      await request(testApp.http)
        .put(`/api/product/${car}`)
        .set(...bearer(seller.token))
        .send({ ...newListing(photo), brand: brandOf, product_name: `Clean ${word}` })
        .expect(200);
      expect((await found()).map((product) => product._id)).toEqual([car]);

      const advertised = async () =>
        ((await request(testApp.http).get('/api/advertise-product').expect(200)).body as Product[]).map(
          (product) => product._id,
        );
      const setAdvertise = (advertise: boolean) =>
        request(testApp.http)
          .patch(`/api/my-products/${car}`)
          .set(...bearer(seller.token))
          .send({ uid: seller.uid, status: advertise })
          .expect(200);
      expect(await advertised()).not.toContain(car);
      await setAdvertise(true);
      expect(await advertised()).toContain(car);
      await setAdvertise(false);
      expect(await advertised()).not.toContain(car);
      await index.ready();
      expect(index.answering).toBe(true);
    });

    it('the rows kept for the lists follow edits, their seller and their ratings', async () => {
      const other = await signup(testApp.http, { role: 'Seller' });
      // Established sellers (verified), a few: a rating counts at most four cars of one seller.
      const listers = [
        other,
        ...(await Promise.all([1, 2].map(() => signup(testApp.http, { role: 'Seller' })))),
      ];
      await testApp.dataSource.query(
        'UPDATE `users` SET `verified` = 1 WHERE `id` IN (?, ?, ?)',
        listers.map((lister) => lister.user.uid),
      );
      const model = `Kept ${newId().slice(-6)}`;
      let created = 0;
      const create = async (sellPrice: number) => {
        const lister = listers[created++ % listers.length]!;
        const response = await request(testApp.http)
          .post('/api/product')
          .set(...bearer(lister.token))
          .send({ ...newListing(photo), brand: brandOf, model, sellPrice, authorID: lister.user.uid })
          .expect(201);
        return (response.body as { insertedId: string }).insertedId;
      };
      // Enough comparables of one segment for a rating.
      const cars: string[] = [];
      for (let car = 0; car <= PRICE_RATING_MIN_COMPARABLES; car += 1)
        cars.push(await create(10_000 + car * 100));
      const search = { brand: brandOf, model, pageSize: 100 };
      /** The page from the index (and its kept rows), checked equal to SQL's; the first car's body. */
      const firstCar = async () => {
        const [fromIndex, fromSql, expected] = await Promise.all([
          indexSearch.search(search),
          sqlSearch.search(search),
          ExpectedCatalog.read(testApp).then((catalog) => catalog.search(search)),
        ]);
        expect(fromIndex).toEqual(expected);
        expect(fromSql).toEqual(expected);
        return fromIndex.items.find((car) => car._id === cars[0])!;
      };
      const rated = await firstCar();
      expect(rated.priceRating.label).not.toBeNull();
      // Read again from the index: every row and segment was kept, none is read.
      const rows = jest.spyOn(ListingQueries.prototype, 'rowsOf');
      const figures = jest.spyOn(PriceRatings.prototype, 'figuresOf');
      expect((await indexSearch.search(search)).items.find((car) => car._id === cars[0])).toEqual(rated);
      expect(rows).not.toHaveBeenCalled();
      expect(figures).not.toHaveBeenCalled();
      rows.mockRestore();
      figures.mockRestore();

      await request(testApp.http)
        .put(`/api/product/${cars[0]}`)
        .set(...bearer(other.token))
        .send({ ...newListing(photo), brand: brandOf, model, sellPrice: 9_000 })
        .expect(200);
      expect((await firstCar()).sellPrice).toBe(9_000);

      // A much dearer comparable moves the market price of every car of the segment.
      const before = (await firstCar()).priceRating;
      await create(40_000);
      expect((await firstCar()).priceRating).not.toEqual(before);

      await request(testApp.http)
        .patch('/api/users/me')
        .set(...bearer(other.token))
        .send({ displayName: 'Renamed Seller' })
        .expect(200);
      expect((await firstCar()).author.displayName).toBe('Renamed Seller');
      const admin = await login(testApp.http, DEMO.admin);
      await request(testApp.http)
        .put(`/api/all-users/${other.user.uid}`)
        .set(...bearer(admin.token))
        .send({ verified: true })
        .expect(200);
      expect((await firstCar()).author.verified).toBe(true);
    });

    it('listing rows deleted outright (a script): read afresh', async () => {
      const id = await createCar();
      expect((await listed()).ids).toContain(id);
      await testApp.dataSource.getRepository(ProductEntity).delete({ id });
      await testApp.catalogWritten();
      expect((await listed()).ids).not.toContain(id);
      await index.ready();
      expect((await indexSearch.search({ brand: brandOf })).items.map((car) => car._id)).not.toContain(id);
    });
  });
});
