import {
  everySearchFilter,
  SEARCH_FILTER_KEYS,
  SEARCH_FILTERS,
  type SearchFilterKey,
} from './search-filters';
import type { ProductSearchQuery } from './types';

const ALL = [
  'q',
  'category',
  'brand',
  'model',
  'condition',
  'location',
  'fuel',
  'transmission',
  'minPrice',
  'maxPrice',
  'minYear',
  'maxYear',
  'minMileage',
  'maxMileage',
] as const;

describe('the search filters', () => {
  it('are the query keys of GET /products, in the canonical order', () => {
    expect(SEARCH_FILTER_KEYS).toEqual(ALL);
  });

  it('make ProductSearchQuery: each key typed by its kind', () => {
    const query: Required<ProductSearchQuery> = {
      q: 'white car',
      category: 'sedan',
      brand: 'toyota',
      model: 'Corolla',
      condition: 'Good',
      location: 'Dhaka',
      fuel: ['Petrol', 'Hybrid'],
      transmission: 'Manual',
      minPrice: 1000,
      maxPrice: 2000.5,
      minYear: 2010,
      maxYear: 2020,
      minMileage: 0,
      maxMileage: 90_000,
      sort: 'newest',
      page: 1,
      pageSize: 24,
    };
    // @ts-expect-error a fuel the table does not list
    const wrong: ProductSearchQuery = { fuel: ['Steam'] };
    expect(Object.keys(query).filter((key) => key in SEARCH_FILTERS)).toEqual(ALL);
    expect(wrong.fuel).toEqual(['Steam']);
  });

  it('everySearchFilter keeps a list in its own order, and a list without a filter does not compile', () => {
    const reversed = [...ALL].reverse() as SearchFilterKey[];
    expect(everySearchFilter(reversed)).toBe(reversed);
    const saved = everySearchFilter([...ALL]);
    expect(saved).toHaveLength(ALL.length);
    // @ts-expect-error 'fuel' is missing
    everySearchFilter(ALL.filter((key) => key !== 'fuel') as Exclude<SearchFilterKey, 'fuel'>[]);
  });
});
