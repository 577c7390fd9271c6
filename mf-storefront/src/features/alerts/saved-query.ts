// A saved search's query as the /cars address has it, both ways, and a short name for a new one.
import { formatDollars } from '@usedcars/contract/numbers';
import type { ProductSearchQuery, SavedSearchQuery } from '@usedcars/contract/types';

/** The /cars filters of a read search: no page and no page size (a saved search keeps no page). */
export function savedQueryOf(query: ProductSearchQuery): SavedSearchQuery {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as SavedSearchQuery;
}

/** `/cars?brand=toyota&fuel=Petrol,Hybrid`: where a saved search opens. */
export function carsPathOf(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `/cars?${search}` : '/cars';
}

/** "toyota corolla, under $16,000": a first name for the search, which the user may change. */
export function suggestedName(query: SavedSearchQuery): string {
  const parts = [
    [query.brand, query.model].filter(Boolean).join(' '),
    query.category,
    query.q ? `"${query.q}"` : '',
    query.fuel?.join('/'),
    query.minPrice !== undefined && query.maxPrice !== undefined
      ? `${formatDollars(query.minPrice)}-${formatDollars(query.maxPrice)}`
      : query.maxPrice !== undefined
        ? `under ${formatDollars(query.maxPrice)}`
        : query.minPrice !== undefined
          ? `from ${formatDollars(query.minPrice)}`
          : '',
  ].filter(Boolean);
  return (parts.join(', ') || 'All cars').slice(0, 80);
}
