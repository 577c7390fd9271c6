// The search filters of the public car list (GET /products, /cars), once: each filter's query key, as the API and
// the storefront's address spell it, what it takes, and its label. ProductSearchQuery is made from this table; the
// API's query DTO and saved searches, the storefront's address and controls, and the public pages' heads are checked
// against it (a Record<SearchFilterKey, ...> or everySearchFilter), so a filter added here fails to compile in each
// place that does not handle it yet, naming it.
import { CONDITIONS, FUELS, LOCATIONS, TRANSMISSIONS } from './types';

/**
 * What a filter takes: `text` (trimmed), `key` (a category or brand value), `choice` (one of `values`), `choices`
 * (any of `values`; on the wire comma-separated: `fuel=Petrol,Hybrid`), `min` / `max` (a number, the bound of a
 * range, in `unit`).
 */
export type SearchFilterKind = 'text' | 'key' | 'choice' | 'choices' | 'min' | 'max';

export interface SearchFilterSpec {
  kind: SearchFilterKind;
  /** How the storefront labels its control, and the page heads name the filter. */
  label: string;
  /** The allowed values of a `choice` or `choices` filter. */
  values?: readonly string[];
  /** What a `min` or `max` counts. */
  unit?: 'dollars' | 'year' | 'km';
}

/**
 * Every filter of GET /products, in the order the public pages' canonical addresses give them. A filter on a vehicle
 * fact (mileage, fuel, transmission, model) leaves out the listings where that fact is unknown.
 */
export const SEARCH_FILTERS = {
  /** Text over name, brand, category and description. */
  q: { kind: 'text', label: 'Search cars' },
  category: { kind: 'key', label: 'Category' },
  brand: { kind: 'key', label: 'Brand' },
  /** Exact model name, case-insensitive (within `brand` when given). */
  model: { kind: 'text', label: 'Model' },
  condition: { kind: 'choice', label: 'Condition', values: CONDITIONS },
  location: { kind: 'choice', label: 'Location', values: LOCATIONS },
  fuel: { kind: 'choices', label: 'Fuel', values: FUELS },
  transmission: { kind: 'choice', label: 'Transmission', values: TRANSMISSIONS },
  minPrice: { kind: 'min', label: 'Min price', unit: 'dollars' },
  maxPrice: { kind: 'max', label: 'Max price', unit: 'dollars' },
  /** Model year, e.g. 2018; a listing without one is filtered by its purchase year (listingYear). */
  minYear: { kind: 'min', label: 'From year', unit: 'year' },
  maxYear: { kind: 'max', label: 'To year', unit: 'year' },
  /** Kilometres, whole numbers from 0 to VEHICLE_LIMITS.mileageMaxKm. */
  minMileage: { kind: 'min', label: 'Min mileage (km)', unit: 'km' },
  maxMileage: { kind: 'max', label: 'Max mileage (km)', unit: 'km' },
} as const satisfies Record<string, SearchFilterSpec>;

export type SearchFilterKey = keyof typeof SEARCH_FILTERS;

/** The filters' keys, in the table's order. */
export const SEARCH_FILTER_KEYS = Object.keys(SEARCH_FILTERS) as SearchFilterKey[];

/** The value a filter of spec `S` holds once read. */
export type SearchFilterValue<S extends SearchFilterSpec> = S extends {
  kind: 'choices';
  values: readonly (infer V)[];
}
  ? V[]
  : S extends { kind: 'choice'; values: readonly (infer V)[] }
    ? V
    : S extends { kind: 'min' | 'max' }
      ? number
      : string;

/** The filters of a search, each optional, as their kinds read them (GET /products, a saved search). */
export type SearchFilters = {
  -readonly [K in SearchFilterKey]?: SearchFilterValue<(typeof SEARCH_FILTERS)[K]>;
};

/** The search filters that `Keys` leaves out. */
export type MissingSearchFilters<Keys> = Exclude<SearchFilterKey, Keys>;

/**
 * `keys` as given, provided they name every search filter: a list in an order of its own (a saved search's) that the
 * compiler keeps complete. Leaving a filter out fails to compile, with `missingFilters` naming it.
 */
export function everySearchFilter<const K extends readonly SearchFilterKey[]>(
  keys: K &
    ([MissingSearchFilters<K[number]>] extends [never]
      ? unknown
      : { missingFilters: MissingSearchFilters<K[number]> }),
): K {
  return keys;
}
