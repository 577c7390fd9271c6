import { randomUUID } from 'node:crypto';
import {
  CONDITIONS,
  type FacetName,
  FUELS,
  LOCATIONS,
  PRICE_BANDS,
  PRODUCT_SORTS,
  type ProductSort,
  SEARCH_COUNT_CAP,
  TRANSMISSIONS,
} from '@usedcars/contract/types';
import { type IndexedListing, type IndexFilters, ListingIndex } from './listing-index';

/** A seeded generator, so that a failure repeats. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

const BRANDS = ['b-toyota', 'b-honda', 'b-nissan', 'b-bmw'];
const CATEGORIES = ['c-sedan', 'c-suv', 'c-hatch'];
const MODELS = ['Corolla', 'corolla', 'Civic', 'X5', null];

function listingGenerator(next: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  // Few distinct times and prices: ties must break as in SQL (newest, then id, both descending).
  return (): IndexedListing => ({
    id: randomUUID(),
    createdAt: 1_700_000_000_000 + Math.floor(next() * 20) * 1000,
    sellPriceCents: Math.floor(next() * 12) * 500_000,
    mileageKm: next() < 0.2 ? null : Math.floor(next() * 10) * 20_000,
    purchaseMonth: `${2010 + Math.floor(next() * 12)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}`,
    // Some listings give no model year (their purchase year counts); a model year may be before or after it.
    modelYear: next() < 0.3 ? null : 2005 + Math.floor(next() * 18),
    brandId: pick(BRANDS),
    categoryId: pick(CATEGORIES),
    model: pick(MODELS),
    fuel: next() < 0.1 ? null : pick(FUELS),
    transmission: next() < 0.1 ? null : pick(TRANSMISSIONS),
    condition: pick(CONDITIONS),
    location: pick(LOCATIONS),
    advertise: next() < 0.1,
  });
}

function filtersGenerator(next: () => number) {
  const maybe = <T>(chance: number, value: () => T) => (next() < chance ? value() : undefined);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return (): IndexFilters => ({
    brandId: maybe(0.4, () => pick(BRANDS)),
    categoryId: maybe(0.3, () => pick(CATEGORIES)),
    model: maybe(0.2, () => pick(['COROLLA', 'civic', 'X5'])),
    condition: maybe(0.2, () => pick(CONDITIONS)),
    location: maybe(0.2, () => pick(LOCATIONS)),
    minPriceCents: maybe(0.6, () => Math.floor(next() * 8) * 500_000),
    maxPriceCents: maybe(0.2, () => Math.floor(next() * 12) * 500_000),
    minYear: maybe(0.2, () => 2010 + Math.floor(next() * 12)),
    maxYear: maybe(0.1, () => 2014 + Math.floor(next() * 8)),
    minMileage: maybe(0.1, () => Math.floor(next() * 5) * 20_000),
    maxMileage: maybe(0.2, () => Math.floor(next() * 10) * 20_000),
    fuel: maybe(0.25, () => [pick(FUELS), pick(FUELS)]),
    transmission: maybe(0.2, () => pick(TRANSMISSIONS)),
    advertised: maybe(0.1, () => true),
  });
}

/** The SQL of ListingQueries.matching, on plain objects. */
function passes(
  car: IndexedListing,
  filters: IndexFilters,
  except: ReadonlySet<FacetName> = new Set(),
): boolean {
  const year = car.modelYear ?? Number(car.purchaseMonth.slice(0, 4));
  return (
    (filters.brandId === undefined || except.has('brand') || car.brandId === filters.brandId) &&
    (filters.categoryId === undefined || except.has('category') || car.categoryId === filters.categoryId) &&
    (filters.model === undefined || car.model?.toLowerCase() === filters.model.toLowerCase()) &&
    (filters.condition === undefined || except.has('condition') || car.condition === filters.condition) &&
    (filters.location === undefined || except.has('location') || car.location === filters.location) &&
    (filters.minPriceCents === undefined ||
      except.has('price') ||
      car.sellPriceCents >= filters.minPriceCents) &&
    (filters.maxPriceCents === undefined ||
      except.has('price') ||
      car.sellPriceCents <= filters.maxPriceCents) &&
    (filters.minYear === undefined || year >= filters.minYear) &&
    (filters.maxYear === undefined || year <= filters.maxYear) &&
    (filters.minMileage === undefined || (car.mileageKm !== null && car.mileageKm >= filters.minMileage)) &&
    (filters.maxMileage === undefined || (car.mileageKm !== null && car.mileageKm <= filters.maxMileage)) &&
    (filters.fuel === undefined || except.has('fuel') || filters.fuel.includes(car.fuel as string)) &&
    (filters.transmission === undefined ||
      except.has('transmission') ||
      car.transmission === filters.transmission) &&
    (filters.advertised === undefined || car.advertise)
  );
}

/** The model year, else the purchase year. */
function yearOf(car: IndexedListing): number {
  return car.modelYear ?? Number(car.purchaseMonth.slice(0, 4));
}

/** The ORDER BY of each sort, mileage unknown last. */
function sortedAsSql(cars: IndexedListing[], sort: ProductSort): IndexedListing[] {
  const newest = (a: IndexedListing, b: IndexedListing) =>
    b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  const by: Record<ProductSort, (a: IndexedListing, b: IndexedListing) => number> = {
    newest,
    price_asc: (a, b) => a.sellPriceCents - b.sellPriceCents || newest(a, b),
    price_desc: (a, b) => b.sellPriceCents - a.sellPriceCents || newest(a, b),
    year_desc: (a, b) => yearOf(b) - yearOf(a) || newest(a, b),
    mileage_asc: (a, b) =>
      a.mileageKm === null || b.mileageKm === null
        ? Number(a.mileageKm === null) - Number(b.mileageKm === null) || newest(a, b)
        : a.mileageKm - b.mileageKm || newest(a, b),
  };
  return [...cars].sort(by[sort]);
}

function bandOf(cents: number): string {
  return PRICE_BANDS.find((band) => band.max === null || cents < band.max * 100)!.value;
}

/** Facet counts by their definition: each facet over the cars passing every filter but its own. */
function facetsAsSql(cars: IndexedListing[], filters: IndexFilters) {
  const valueOf: Record<FacetName, (car: IndexedListing) => string | null> = {
    brand: (car) => car.brandId,
    category: (car) => car.categoryId,
    fuel: (car) => car.fuel,
    transmission: (car) => car.transmission,
    price: (car) => bandOf(car.sellPriceCents),
    condition: (car) => car.condition,
    location: (car) => car.location,
  };
  const counts = Object.fromEntries(
    (Object.keys(valueOf) as FacetName[]).map((facet) => {
      const counted = new Map<string, number>();
      for (const car of cars.filter((car) => passes(car, filters, new Set([facet])))) {
        const value = valueOf[facet](car);
        if (value !== null) counted.set(value, (counted.get(value) ?? 0) + 1);
      }
      return [facet, counted];
    }),
  );
  return { total: cars.filter((car) => passes(car, filters)).length, counts };
}

describe('ListingIndex', () => {
  it('answers every search and facet as SQL would, through inserts, edits and removals', () => {
    const next = random(7);
    const newListing = listingGenerator(next);
    const newFilters = filtersGenerator(next);
    const index = new ListingIndex();
    const listed = new Map<string, IndexedListing>();
    const check = () => {
      const cars = [...listed.values()];
      for (let query = 0; query < 60; query += 1) {
        const filters = newFilters();
        const sort = PRODUCT_SORTS[query % PRODUCT_SORTS.length] as ProductSort;
        const matching = sortedAsSql(
          cars.filter((car) => passes(car, filters)),
          sort,
        );
        const offset = [0, 0, 24, 100][query % 4] as number;
        const page = index.search(filters, sort, offset, 24);
        expect(page.ids).toEqual(matching.slice(offset, offset + 24).map((car) => car.id));
        expect(page.matches).toBe(Math.min(matching.length, SEARCH_COUNT_CAP + 1));
        expect(index.facets(filters)).toEqual(facetsAsSql(cars, filters));
      }
    };
    for (let car = 0; car < 3000; car += 1) {
      const listing = newListing();
      listed.set(listing.id, listing);
      index.upsert(listing);
    }
    index.order();
    check();
    // A batch of changes: new cars, edits (price, brand, model...), cars sold and cars listed again.
    const removed: IndexedListing[] = [];
    for (const [id, car] of [...listed].slice(0, 400)) {
      if (next() < 0.5) {
        const edited = { ...newListing(), id, createdAt: car.createdAt };
        listed.set(id, edited);
        index.upsert(edited);
      } else {
        listed.delete(id);
        removed.push(car);
        index.remove(id);
      }
    }
    for (let car = 0; car < 300; car += 1) {
      const listing = newListing();
      listed.set(listing.id, listing);
      index.upsert(listing);
    }
    index.order();
    check();
    for (const car of removed.slice(0, 50)) {
      listed.set(car.id, car);
      index.upsert(car);
    }
    index.order();
    check();
    // Catch-ups of a few changes each (changed in place): an edit, a sale, a new car, one listed again.
    for (let round = 0; round < 6; round += 1) {
      const cars = [...listed.values()];
      for (let change = 0; change < 12; change += 1) {
        const car = cars[Math.floor(next() * cars.length)]!;
        const roll = next();
        if (roll < 0.2) {
          const edited = { ...newListing(), id: car.id, createdAt: car.createdAt };
          listed.set(car.id, edited);
          index.upsert(edited);
        } else if (roll < 0.4 && listed.has(car.id)) {
          // One fact changed: the facet counts must find the car where its old price, mileage, year, condition and
          // place put it.
          const other = newListing();
          const facts = [
            'sellPriceCents',
            'mileageKm',
            'purchaseMonth',
            'modelYear',
            'condition',
            'location',
          ] as const;
          const fact = facts[round % facts.length]!;
          const edited = { ...car, [fact]: other[fact] };
          listed.set(car.id, edited);
          index.upsert(edited);
        } else if (roll < 0.6 && listed.has(car.id)) {
          listed.delete(car.id);
          removed.push(car);
          index.remove(car.id);
        } else if (roll < 0.8) {
          const listing = newListing();
          listed.set(listing.id, listing);
          index.upsert(listing);
        } else {
          const again = removed.pop();
          if (again) {
            listed.set(again.id, again);
            index.upsert(again);
          }
        }
      }
      index.order();
      check();
    }
    expect(index.size).toBe(listed.size);
  });

  it('walks the sort order for a page of many matches, from where a range filter starts them', () => {
    const next = random(5);
    const newListing = listingGenerator(next);
    const index = new ListingIndex();
    const cars = Array.from({ length: 12_000 }, () => newListing());
    for (const car of cars) index.upsert(car);
    index.order();
    const searches: IndexFilters[] = [
      { minPriceCents: 1_000_000 },
      { maxPriceCents: 4_000_000, minYear: 2012 },
      { minMileage: 40_000, maxMileage: 160_000 },
      { maxYear: 2019, transmission: 'Manual' },
    ];
    for (const filters of searches) {
      for (const sort of PRODUCT_SORTS) {
        const matching = sortedAsSql(
          cars.filter((car) => passes(car, filters)),
          sort,
        );
        expect(matching.length).toBeGreaterThan(4096);
        for (const offset of [0, 96, 9_990]) {
          const page = index.search(filters, sort, offset, 24);
          expect({ filters, sort, offset, ids: page.ids }).toEqual({
            filters,
            sort,
            offset,
            ids: matching.slice(offset, offset + 24).map((car) => car.id),
          });
        }
      }
    }
  });

  it('matches text by the words kept and by brand or category name, and answers no page past the cap', () => {
    const next = random(11);
    const newListing = listingGenerator(next);
    const index = new ListingIndex({ words: true });
    const cars = Array.from({ length: SEARCH_COUNT_CAP + 500 }, () => ({
      ...newListing(),
      searchWords: '  plain  car  ',
    }));
    const found = cars.filter((car) => car.brandId !== 'b-bmw').slice(0, 30);
    for (const car of found) car.searchWords = '  clean  corolla  ';
    for (const car of cars) index.upsert(car);
    index.order();
    expect(index.hasCurrentText('q')).toBe(false);
    index.storeText('q', [{ word: 'corolla', brandIds: ['b-bmw'], categoryIds: [] }]);
    const text = { key: 'q' };
    const matching = sortedAsSql(
      cars.filter((car) => car.brandId === 'b-bmw' || found.includes(car)),
      'newest',
    );
    expect(index.search({ text }, 'newest', 0, 100).ids).toEqual(matching.slice(0, 100).map((car) => car.id));
    expect(index.search({ text }, 'newest', 0, 100).matches).toBe(matching.length);
    // By the words only: the text's own rows are the candidates; every typed word must find one (a typo forgiven).
    index.storeText('words', [
      { word: 'clean', brandIds: [], categoryIds: [] },
      { word: 'corola', brandIds: [], categoryIds: [] },
    ]);
    expect(index.search({ text: { key: 'words' } }, 'newest', 0, 100).ids).toEqual(
      sortedAsSql(found, 'newest').map((car) => car.id),
    );
    index.storeText('none', [
      { word: 'clean', brandIds: [], categoryIds: [] },
      { word: 'plain', brandIds: [], categoryIds: [] },
    ]);
    expect(index.search({ text: { key: 'none' } }, 'newest', 0, 100)).toEqual({ ids: [], matches: 0 });
    // A minimum above the maximum: nothing, and no negative count.
    const empty = { minPriceCents: 2_000_000, maxPriceCents: 1_000_000 };
    expect(index.search(empty, 'newest', 0, 24)).toEqual({ ids: [], matches: 0 });
    expect(index.facets(empty)).toEqual(facetsAsSql(cars, empty));
    const all = index.search({}, 'price_asc', SEARCH_COUNT_CAP - 10, 24);
    expect(all.matches).toBe(SEARCH_COUNT_CAP + 1);
    expect(all.ids).toEqual(
      sortedAsSql(cars, 'price_asc')
        .slice(SEARCH_COUNT_CAP - 10, SEARCH_COUNT_CAP + 14)
        .map((car) => car.id),
    );
    // A brand or model no listed car has: nothing.
    expect(index.search({ brandId: 'b-unknown' }, 'newest', 0, 24)).toEqual({ ids: [], matches: 0 });
    expect(index.search({ brandId: null }, 'newest', 0, 24)).toEqual({ ids: [], matches: 0 });
    expect(index.search({ model: 'Model T' }, 'newest', 0, 24)).toEqual({ ids: [], matches: 0 });
  });

  it('keeps a text match only until a row is re-read, edits of the words alone included', () => {
    const next = random(13);
    const newListing = listingGenerator(next);
    const index = new ListingIndex({ words: true });
    const cars = Array.from({ length: 300 }, (_, at) => ({
      ...newListing(),
      searchWords: at < 40 ? '  white  axio  ' : '  black  axio  ',
    }));
    for (const car of cars) index.upsert(car);
    index.order();
    const typed = [{ word: 'white', brandIds: [], categoryIds: [] }];
    index.storeText('q', typed);
    expect(index.hasCurrentText('q')).toBe(true);
    const text = { key: 'q' };
    const searched = () => index.search({ text }, 'newest', 0, 100).ids.sort();
    const expected = () =>
      cars
        .filter((car) => car.searchWords.includes('white'))
        .map((car) => car.id)
        .sort();
    expect(searched()).toEqual(expected());

    // Words edited (no indexed column changed), a car that now holds the word, one sold (taken out).
    const [edited, gained, sold] = [cars[3]!, cars[200]!, cars[5]!];
    edited.searchWords = '  black  axio  ';
    gained.searchWords = '  white  premio  ';
    index.upsert(edited);
    index.upsert(gained);
    index.remove(sold.id);
    cars.splice(cars.indexOf(sold), 1);
    index.order();
    expect(index.hasCurrentText('q')).toBe(false);
    expect(() => searched()).toThrow(/not current/);
    index.storeText('q', typed);
    expect(searched()).toEqual(expected());
    expect(searched()).toContain(gained.id);
    expect(searched()).not.toContain(edited.id);
  });

  it('lists advertised cars and counts a category exactly', () => {
    const next = random(17);
    const newListing = listingGenerator(next);
    const index = new ListingIndex();
    const cars = Array.from({ length: SEARCH_COUNT_CAP + 300 }, () => newListing());
    for (const car of cars) index.upsert(car);
    index.order();
    const advertised = sortedAsSql(
      cars.filter((car) => car.advertise),
      'newest',
    );
    expect(index.search({ advertised: true }, 'newest', 0, 100).ids).toEqual(
      advertised.slice(0, 100).map((car) => car.id),
    );
    // Advertising stopped (or the car sold): it leaves the list.
    const first = advertised[0]!;
    index.upsert({ ...first, advertise: false });
    index.remove(advertised[1]!.id);
    index.order();
    expect(index.search({ advertised: true }, 'newest', 0, 1).ids).toEqual([advertised[2]!.id]);
    for (const category of CATEGORIES)
      expect(index.countInCategory(category)).toBe(
        cars.filter((car) => car.categoryId === category && car.id !== advertised[1]!.id).length,
      );
    expect(index.countInCategory('c-unknown')).toBe(0);
  });
});
