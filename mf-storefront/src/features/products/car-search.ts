// The /cars search and filters as they live in the URL: read into a ProductSearchQuery, written back with
// empty values left out and the page reset whenever a filter changes.
import {
  CONDITIONS,
  LOCATIONS,
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRODUCT_SORTS,
  type Condition,
  type Location,
  type ProductSearchQuery,
  type ProductSort,
} from '@usedcars/contract/types';

export type CarFilterKey =
  | 'q'
  | 'category'
  | 'brand'
  | 'condition'
  | 'location'
  | 'minPrice'
  | 'maxPrice'
  | 'minYear'
  | 'maxYear'
  | 'sort';

function readNumber(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function readOne<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((value) => value === raw);
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
    condition: readOne<Condition>(params.get('condition'), CONDITIONS),
    location: readOne<Location>(params.get('location'), LOCATIONS),
    minPrice: readNumber(params.get('minPrice')),
    maxPrice: readNumber(params.get('maxPrice')),
    minYear: readNumber(params.get('minYear')),
    maxYear: readNumber(params.get('maxYear')),
    sort: readOne<ProductSort>(params.get('sort'), PRODUCT_SORTS),
    page: readPage(params.get('page')),
    pageSize: PRODUCT_PAGE_SIZE_DEFAULT,
  };
}

/** The params with one filter changed (removed when empty) and the page back to 1. */
export function withFilter(
  params: URLSearchParams,
  key: CarFilterKey,
  value: string | number | undefined | null,
) {
  const next = new URLSearchParams(params);
  const text = value === undefined || value === null ? '' : String(value).trim();
  if (text === '') next.delete(key);
  else next.set(key, text);
  next.delete('page');
  return next;
}

/** The filters behind the search box that are set (the sort counts once it is not the default): "Filters (n)". */
export function countActiveFilters(query: ProductSearchQuery): number {
  const { category, brand, condition, location, minPrice, maxPrice, minYear, maxYear, sort } = query;
  const sortChanged = sort !== undefined && sort !== 'newest';
  return (
    [category, brand, condition, location, minPrice, maxPrice, minYear, maxYear].filter(
      (value) => value !== undefined,
    ).length + (sortChanged ? 1 : 0)
  );
}
