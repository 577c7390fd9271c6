// What a search of the public car list is called: the /cars tab's title, written by the storefront as the filters
// change and by the shell's server in the page's head, from the same filters and names, so the two never differ.
import { formatDollars } from './numbers';
import type { SearchFilters } from './search-filters';
import type { Brand, Category, ModelList } from './types';

/** The shown names of the search's brand, model and category, where the catalogue knows them. */
export interface SearchTitleNames {
  brand?: string;
  model?: string;
  category?: string;
}

/** The name in `list` whose value is `value` (values are lower-case keys; an address may spell one in capitals). */
export function catalogName<T>(
  list: readonly T[] | undefined,
  value: string | undefined,
  valueOf: (item: T) => string,
  nameOf: (item: T) => string,
): string | undefined {
  if (!value || !list) return undefined;
  const key = value.trim().toLowerCase();
  const found = list.find((item) => valueOf(item).toLowerCase() === key);
  return found === undefined ? undefined : nameOf(found);
}

/** The catalogue's lists a title's names are looked up in (each may be missing: not read, or not answered). */
export interface SearchTitleCatalogue {
  brands?: readonly Brand[];
  models?: ModelList;
  categories?: readonly Category[];
}

/** The shown names of `filters`' brand, model and category, from the catalogue's lists. */
export function searchTitleNames(
  filters: Pick<SearchFilters, 'brand' | 'model' | 'category'>,
  { brands, models, categories }: SearchTitleCatalogue,
): SearchTitleNames {
  return {
    brand: catalogName(
      brands,
      filters.brand,
      (brand) => brand.value,
      (brand) => brand.brandName,
    ),
    model: catalogName(
      models,
      filters.model,
      (model) => model,
      (model) => model,
    ),
    category: catalogName(
      categories,
      filters.category,
      (each) => each.value,
      (each) => each.category,
    ),
  };
}

/** "under $20,000" (a price band's top, a cent below it, reads as the band's), "from $5,000 to $10,000", "from $5,000". */
function priceWords({ minPrice, maxPrice }: SearchFilters): string | undefined {
  const top =
    maxPrice === undefined ? undefined : Number.isInteger(maxPrice) ? maxPrice : Math.ceil(maxPrice);
  if (minPrice && top !== undefined) return `from ${formatDollars(minPrice)} to ${formatDollars(top)}`;
  if (top !== undefined) return `${Number.isInteger(maxPrice) ? 'up to' : 'under'} ${formatDollars(top)}`;
  if (minPrice) return `from ${formatDollars(minPrice)}`;
  return undefined;
}

/**
 * "Used Toyota cars for sale", "Used SUV cars for sale under $20,000", "Used Toyota Corolla cars for sale in Dhaka,
 * page 2"; "Cars for sale" when no filter it names is set. Only names the catalogue knows (`names`) and the fixed
 * lists' values are written, never text from the address as such.
 */
export function carSearchTitle(filters: SearchFilters, names: SearchTitleNames, page = 1): string {
  const subject = [names.brand, names.brand ? names.model : undefined, names.category].filter(Boolean);
  const price = priceWords(filters);
  const place = filters.location ? `in ${filters.location}` : undefined;
  const named = subject.length > 0 || price !== undefined || place !== undefined;
  const title = named
    ? [`Used ${[...subject, 'cars'].join(' ')} for sale`, place, price].filter(Boolean).join(' ')
    : 'Cars for sale';
  return page > 1 ? `${title}, page ${page}` : title;
}
