// The /cars search and filters as they live in the URL: read into a ProductSearchQuery, written back with
// empty values left out and the page reset whenever a filter changes. The filters' URL keys are the contract's
// (SEARCH_FILTERS), each read as its kind says.
import {
  priceBandBounds,
  readSearchFilters,
  SEARCH_FILTER_KEYS,
  type SearchFilterKey,
} from '@usedcars/contract/search-filters';
import {
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRODUCT_SORTS,
  type ProductSearchQuery,
  type ProductSort,
} from '@usedcars/contract/types';

/** What a control of /cars changes: a search filter, the price band (both price bounds) or the sort. */
export type CarFilterKey = SearchFilterKey | 'priceBand' | 'sort';

function readOne<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((value) => value === raw);
}

export function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function readCarSearch(params: URLSearchParams): ProductSearchQuery {
  return {
    ...readSearchFilters((key) => params.get(key)),
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

/** A price band (PRICE_BANDS value) as minPrice and maxPrice; none clears both. */
function withPriceBand(next: URLSearchParams, value: string | undefined) {
  const { minPrice, maxPrice } = priceBandBounds(value);
  next.delete('minPrice');
  next.delete('maxPrice');
  next.delete('page');
  if (minPrice !== undefined) next.set('minPrice', String(minPrice));
  if (maxPrice !== undefined) next.set('maxPrice', maxPrice.toFixed(2));
  return next;
}

/** Every filter but the search box's text. */
const FOLDED_FILTERS = SEARCH_FILTER_KEYS.filter((key) => key !== 'q');

/** The filters behind the search box that are set (the sort counts once it is not the default): "Filters (n)". */
export function countActiveFilters(query: ProductSearchQuery): number {
  const sortChanged = query.sort !== undefined && query.sort !== 'newest';
  return FOLDED_FILTERS.filter((key) => query[key] !== undefined).length + (sortChanged ? 1 : 0);
}
