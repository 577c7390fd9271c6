// The search filters of the public car list (GET /products, /cars), once: each filter's query key, as the API and
// the storefront's address spell it, what it takes, and its label. ProductSearchQuery is made from this table; the
// API's query DTO and saved searches, the storefront's address and controls, and the public pages' heads are checked
// against it (a Record<SearchFilterKey, ...> or everySearchFilter), so a filter added here fails to compile in each
// place that does not handle it yet, naming it.
import { CONDITIONS, FUELS, LOCATIONS, PRICE_BANDS, PRODUCT_SORTS, TRANSMISSIONS } from './types';

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

function readNumber(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** `fuel=Petrol,Hybrid`: the known values named, each once, in the table's order. */
function readChoices(raw: string | null, allowed: readonly string[]): string[] | undefined {
  const named = new Set(raw?.split(',').map((value) => value.trim()));
  const chosen = allowed.filter((value) => named.has(value));
  return chosen.length > 0 ? chosen : undefined;
}

/** A filter's value in an address as its kind reads it; undefined when it is empty or not one the filter takes. */
function readFilter(spec: SearchFilterSpec, raw: string | null): string | number | string[] | undefined {
  switch (spec.kind) {
    case 'text':
    case 'key':
      return raw?.trim() || undefined;
    case 'choice':
      return spec.values?.find((value) => value === raw);
    case 'choices':
      return readChoices(raw, spec.values ?? []);
    case 'min':
    case 'max':
      return readNumber(raw);
  }
}

/**
 * The filters of an address's query (`get` is its URLSearchParams' get), each read by its kind: the storefront's
 * /cars and the public pages' heads read an address alike.
 */
export function readSearchFilters(get: (key: string) => string | null): SearchFilters {
  // Each value is of its filter's type: readFilter reads by the filter's own spec.
  return Object.fromEntries(
    SEARCH_FILTER_KEYS.map((key) => [key, readFilter(SEARCH_FILTERS[key], get(key))]),
  ) as SearchFilters;
}

/** A price band's bounds as the price filters hold them: its top is exclusive, so the max is a cent below it. */
export function priceBandBounds(value: string | null | undefined): { minPrice?: number; maxPrice?: number } {
  const band = PRICE_BANDS.find((each) => each.value === value);
  if (!band) return {};
  return {
    ...(band.min > 0 ? { minPrice: band.min } : {}),
    ...(band.max !== null ? { maxPrice: Number((band.max - 0.01).toFixed(2)) } : {}),
  };
}

/** The price band that the price bounds are exactly, if any (a typed range may be none). */
export function priceBandOf({ minPrice, maxPrice }: Pick<SearchFilters, 'minPrice' | 'maxPrice'>) {
  return PRICE_BANDS.find((band) => {
    const bounds = priceBandBounds(band.value);
    return (minPrice ?? 0) === (bounds.minPrice ?? 0) && maxPrice === bounds.maxPrice;
  })?.value;
}

/**
 * The hidden fields of the /cars filters form: what the page showed in the price band and the brand lists. A band
 * chosen anew wins over the price boxes (an unchanged one leaves them be), and a brand chosen anew drops the model
 * (it was the other brand's). Their presence marks an address as a submitted form (searchAddressOfForm).
 */
export const SHOWN_FIELDS = { priceBand: 'shownBand', brand: 'shownBrand' } as const;

/**
 * The search address (its parameters, in order) a submitted /cars filters form stands for, whether the browser sent it (GET, before the app has
 * taken over or without JavaScript) or the app read it: empty fields left out, the fuels' boxes as one list
 * (`fuel=Petrol,Hybrid`), number boxes read as typed ("64,000"), a newly chosen price band as its bounds, the filters
 * in the table's order, then the sort unless it is the default; a new search starts at its first page.
 */
export function searchAddressOfForm(form: FormFields): [SearchFilterKey | 'sort', string][] {
  const filters = readSearchFilters((key) => {
    const values = form.getAll(key).filter((value: string) => value.trim() !== '');
    if (values.length === 0) return null;
    const kind = SEARCH_FILTERS[key as SearchFilterKey].kind;
    // A number box keeps what a number is made of; the rest ("$", "km", a thousands separator) is how it was typed.
    if (kind === 'min' || kind === 'max') return values.at(-1)!.replace(/[^\d.]/g, '');
    return values.join(',');
  });
  const changed = (field: keyof typeof SHOWN_FIELDS) =>
    (form.get(field) ?? '') !== (form.get(SHOWN_FIELDS[field]) ?? '');
  if (changed('priceBand')) {
    delete filters.minPrice;
    delete filters.maxPrice;
    Object.assign(filters, priceBandBounds(form.get('priceBand')));
  }
  if (changed('brand')) delete filters.model;
  const address: [SearchFilterKey | 'sort', string][] = [];
  for (const key of SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined) address.push([key, Array.isArray(value) ? value.join(',') : String(value)]);
  }
  const sort = form.get('sort');
  if (sort !== PRODUCT_SORTS[0] && PRODUCT_SORTS.some((each) => each === sort)) address.push(['sort', sort!]);
  return address;
}

/** Whether an address is a submitted filters form (searchAddressOfForm gives the search's own address). */
export function isSearchForm(form: FormFields): boolean {
  return form.has(SHOWN_FIELDS.priceBand);
}

/** The fields of a sent form, as URLSearchParams reads them (the contract names no browser or Node type). */
export interface FormFields {
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
}
