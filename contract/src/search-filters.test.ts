import {
  everySearchFilter,
  isSearchForm,
  priceBandBounds,
  priceBandOf,
  searchAddressOfForm,
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

describe('the /cars filters form', () => {
  /** A form as the browser sends it: every field, empty ones too, in the page's order. */
  const sent = (fields: [string, string][]) =>
    new URLSearchParams([
      ['q', ''],
      ['brand', ''],
      ['shownBrand', ''],
      ['model', ''],
      ['priceBand', ''],
      ['shownBand', ''],
      ['minPrice', ''],
      ['maxPrice', ''],
      ['sort', 'newest'],
      ...fields,
    ]);
  const address = (fields: [string, string][]) => {
    const form = sent([]);
    for (const [key, value] of fields) {
      if (key === 'fuel') form.append(key, value);
      else form.set(key, value);
    }
    return new URLSearchParams(searchAddressOfForm(form)).toString();
  };

  it('is told by its shown band field', () => {
    expect(isSearchForm(sent([]))).toBe(true);
    expect(isSearchForm(new URLSearchParams('brand=toyota'))).toBe(false);
  });

  it('leaves empty fields and the default sort out, and puts the filters in the table order', () => {
    expect(address([])).toBe('');
    expect(
      address([
        ['sort', 'price_asc'],
        ['q', ' hilux '],
        ['brand', 'toyota'],
      ]),
    ).toBe('q=hilux&brand=toyota&sort=price_asc');
    expect(address([['sort', 'cheapest']])).toBe('');
  });

  it('joins the fuel boxes ticked into one list, in the table order', () => {
    expect(
      address([
        ['fuel', 'Hybrid'],
        ['fuel', 'Petrol'],
      ]),
    ).toBe('fuel=Petrol%2CHybrid');
  });

  it('reads number boxes as typed, and drops what is no number', () => {
    expect(
      address([
        ['minPrice', '$5,000'],
        ['maxPrice', 'lots'],
      ]),
    ).toBe('minPrice=5000');
  });

  it('turns a band chosen anew into its bounds, over the boxes; an unchanged band leaves the boxes be', () => {
    const shown = priceBandOf({ minPrice: 5000, maxPrice: 9999.99 });
    expect(shown).toBe('5000-10000');
    expect(
      address([
        ['priceBand', '0-5000'],
        ['shownBand', shown!],
        ['minPrice', '5000'],
        ['maxPrice', '9999.99'],
      ]),
    ).toBe('maxPrice=4999.99');
    expect(
      address([
        ['priceBand', shown!],
        ['shownBand', shown!],
        ['minPrice', '5000'],
        ['maxPrice', '8000'],
      ]),
    ).toBe('minPrice=5000&maxPrice=8000');
    expect(
      address([
        ['priceBand', ''],
        ['shownBand', shown!],
        ['minPrice', '5000'],
      ]),
    ).toBe('');
    expect(priceBandBounds('50000-')).toEqual({ minPrice: 50000 });
  });

  it("drops the model when another brand is chosen: it was the other brand's", () => {
    expect(
      address([
        ['brand', 'honda'],
        ['shownBrand', 'toyota'],
        ['model', 'Corolla'],
      ]),
    ).toBe('brand=honda');
    expect(
      address([
        ['brand', 'toyota'],
        ['shownBrand', 'toyota'],
        ['model', 'Corolla'],
      ]),
    ).toBe('brand=toyota&model=Corolla');
  });
});
