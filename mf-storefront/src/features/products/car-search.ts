// The /cars search and filters as they live in the URL: read into a ProductSearchQuery, written back with
// empty values left out and the page reset whenever a filter changes. The filters' URL keys are the contract's
// (SEARCH_FILTERS), each read as its kind says.
import {
  SEARCH_FILTER_KEYS,
  SEARCH_FILTERS,
  type SearchFilterKey,
  type SearchFilters,
  type SearchFilterSpec,
} from '@usedcars/contract/search-filters';
import {
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRICE_BANDS,
  PRODUCT_SORTS,
  type ProductSearchQuery,
  type ProductSort,
} from '@usedcars/contract/types';

/** What a control of /cars changes: a search filter, the price band (both price bounds) or the sort. */
export type CarFilterKey = SearchFilterKey | 'priceBand' | 'sort';

function readNumber(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function readOne<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((value) => value === raw);
}

/** `fuel=Petrol,Hybrid`: the known values named, each once, in the table's order. */
function readChoices(raw: string | null, allowed: readonly string[]): string[] | undefined {
  const named = new Set(raw?.split(',').map((value) => value.trim()));
  const chosen = allowed.filter((value) => named.has(value));
  return chosen.length > 0 ? chosen : undefined;
}

/** A filter's value in the URL as its kind reads it; undefined when it is empty or not one the filter takes. */
function readFilter(spec: SearchFilterSpec, raw: string | null): string | number | string[] | undefined {
  switch (spec.kind) {
    case 'text':
    case 'key':
      return raw?.trim() || undefined;
    case 'choice':
      return readOne(raw, spec.values ?? []);
    case 'choices':
      return readChoices(raw, spec.values ?? []);
    case 'min':
    case 'max':
      return readNumber(raw);
  }
}

export function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function readCarSearch(params: URLSearchParams): ProductSearchQuery {
  // Each value is of its filter's type: readFilter reads by the filter's own spec.
  const filters = Object.fromEntries(
    SEARCH_FILTER_KEYS.map((key) => [key, readFilter(SEARCH_FILTERS[key], params.get(key))]),
  ) as SearchFilters;
  return {
    ...filters,
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

/** Every filter but the search box's text. */
const FOLDED_FILTERS = SEARCH_FILTER_KEYS.filter((key) => key !== 'q');

/** The filters behind the search box that are set (the sort counts once it is not the default): "Filters (n)". */
export function countActiveFilters(query: ProductSearchQuery): number {
  const sortChanged = query.sort !== undefined && query.sort !== 'newest';
  return FOLDED_FILTERS.filter((key) => query[key] !== undefined).length + (sortChanged ? 1 : 0);
}
