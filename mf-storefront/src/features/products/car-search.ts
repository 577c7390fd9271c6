// The /cars search and filters as they live in the URL: read into a ProductSearchQuery, written back with
// empty values left out and the page reset whenever a filter changes.
import {
  CONDITIONS,
  FUELS,
  LOCATIONS,
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRICE_BANDS,
  PRODUCT_SORTS,
  TRANSMISSIONS,
  type Condition,
  type Fuel,
  type Location,
  type ProductSearchQuery,
  type ProductSort,
  type Transmission,
} from '@usedcars/contract/types';

export type CarFilterKey =
  | 'q'
  | 'category'
  | 'brand'
  | 'model'
  | 'condition'
  | 'location'
  | 'fuel'
  | 'transmission'
  | 'minPrice'
  | 'maxPrice'
  | 'minYear'
  | 'maxYear'
  | 'minMileage'
  | 'maxMileage'
  | 'priceBand'
  | 'sort';

function readNumber(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function readOne<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((value) => value === raw);
}

/** `fuel=Petrol,Hybrid`: the known fuels named, each once, in FUELS order. */
function readFuels(raw: string | null): Fuel[] | undefined {
  const named = new Set(raw?.split(',').map((fuel) => fuel.trim()));
  const fuels = FUELS.filter((fuel) => named.has(fuel));
  return fuels.length > 0 ? fuels : undefined;
}

export function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function readCarSearch(params: URLSearchParams): ProductSearchQuery {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  return {
    q: text('q'),
    category: text('category'),
    brand: text('brand'),
    model: text('model'),
    condition: readOne<Condition>(params.get('condition'), CONDITIONS),
    location: readOne<Location>(params.get('location'), LOCATIONS),
    fuel: readFuels(params.get('fuel')),
    transmission: readOne<Transmission>(params.get('transmission'), TRANSMISSIONS),
    minPrice: readNumber(params.get('minPrice')),
    maxPrice: readNumber(params.get('maxPrice')),
    minYear: readNumber(params.get('minYear')),
    maxYear: readNumber(params.get('maxYear')),
    minMileage: readNumber(params.get('minMileage')),
    maxMileage: readNumber(params.get('maxMileage')),
    sort: readOne<ProductSort>(params.get('sort'), PRODUCT_SORTS),
    page: readPage(params.get('page')),
    pageSize: PRODUCT_PAGE_SIZE_DEFAULT,
  };
}

/**
 * The params with one filter changed (removed when empty) and the page back to 1. A model belongs to its brand:
 * another brand drops it. A list (the fuels) is written comma-separated.
 */
export function withFilter(
  params: URLSearchParams,
  key: CarFilterKey,
  value: string | number | readonly string[] | undefined | null,
) {
  const next = new URLSearchParams(params);
  if (key === 'priceBand') return withPriceBand(next, typeof value === 'string' ? value : undefined);
  const text =
    value === undefined || value === null
      ? ''
      : (Array.isArray(value) ? value.join(',') : String(value)).trim();
  if (text === '') next.delete(key);
  else next.set(key, text);
  if (key === 'brand') next.delete('model');
  next.delete('page');
  return next;
}

/** The same search at page `page` (page 1 is the address without one). */
export function withPage(params: URLSearchParams, page: number) {
  const next = new URLSearchParams(params);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** A price band (PRICE_BANDS value) as minPrice and maxPrice (the band's top, exclusive, less a cent); none clears both. */
function withPriceBand(next: URLSearchParams, value: string | undefined) {
  const band = PRICE_BANDS.find((each) => each.value === value);
  next.delete('minPrice');
  next.delete('maxPrice');
  next.delete('page');
  if (band) {
    if (band.min > 0) next.set('minPrice', String(band.min));
    if (band.max !== null) next.set('maxPrice', (band.max - 0.01).toFixed(2));
  }
  return next;
}

/** The price band the query's price range is exactly, if any (a typed range may be none). */
export function priceBandOf(query: ProductSearchQuery): string | undefined {
  return PRICE_BANDS.find(
    (band) =>
      (query.minPrice ?? 0) === band.min &&
      query.maxPrice === (band.max === null ? undefined : Number((band.max - 0.01).toFixed(2))),
  )?.value;
}

const FOLDED_FILTERS = [
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
] as const satisfies readonly (keyof ProductSearchQuery)[];

/** The filters behind the search box that are set (the sort counts once it is not the default): "Filters (n)". */
export function countActiveFilters(query: ProductSearchQuery): number {
  const sortChanged = query.sort !== undefined && query.sort !== 'newest';
  return FOLDED_FILTERS.filter((key) => query[key] !== undefined).length + (sortChanged ? 1 : 0);
}
