// What /cars says when a search finds no car: why, in the shopper's terms, and what to do next.
import { SEARCH_FILTER_KEYS, SEARCH_FILTERS, type SearchFilterKey } from '@usedcars/contract/search-filters';
import type { ProductSearchQuery } from '@usedcars/contract/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';

/** The ranges a shopper can set the wrong way round. */
const RANGES: [SearchFilterKey, SearchFilterKey][] = [
  ['minPrice', 'maxPrice'],
  ['minYear', 'maxYear'],
  ['minMileage', 'maxMileage'],
];

/** Whether any search filter is set (the sort and page are not filters). */
function hasFilters(query: ProductSearchQuery): boolean {
  return SEARCH_FILTER_KEYS.some((key) => {
    const value = query[key];
    return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  });
}

/** Why `query` found no car. */
function whyNoCars(query: ProductSearchQuery): string {
  for (const [min, max] of RANGES) {
    const [low, high] = [query[min], query[max]];
    if (typeof low === 'number' && typeof high === 'number' && low > high)
      return `${SEARCH_FILTERS[min].label} is more than ${SEARCH_FILTERS[max].label}, so no car can match. Swap them, or clear one.`;
  }
  return hasFilters(query)
    ? 'No car matches all of these filters. Clear some of them, or save this search to hear when one is listed.'
    : 'No cars are for sale right now.';
}

export function NoCarsFound({ query, onClear }: { query: ProductSearchQuery; onClear: () => void }) {
  return (
    <EmptyState
      title="Not Found"
      description={whyNoCars(query)}
      action={
        hasFilters(query) ? (
          <button type="button" className="uc-button uc-button-primary" onClick={onClear}>
            Clear all filters
          </button>
        ) : null
      }
    />
  );
}
