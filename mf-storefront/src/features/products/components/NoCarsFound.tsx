// What a search that finds no car says: why, in the shopper's terms, and what to do next (clear the filters, or save
// the search to hear of the next car that matches).
import { SEARCH_FILTER_KEYS, type SearchFilterKey } from '@usedcars/contract/search-filters';
import type { Category, ProductSearchQuery } from '@usedcars/contract/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SaveSearch } from '../../alerts';

/** The ranges a shopper can set the wrong way round, and what the page then says. */
const RANGES: [SearchFilterKey, SearchFilterKey, string][] = [
  ['minPrice', 'maxPrice', 'The minimum price is above the maximum'],
  ['minYear', 'maxYear', 'The earliest year is after the latest'],
  ['minMileage', 'maxMileage', 'The minimum mileage is above the maximum'],
];

/** Whether any search filter is set (the sort and page are not filters). */
function hasFilters(query: ProductSearchQuery): boolean {
  return SEARCH_FILTER_KEYS.some((key) => {
    const value = query[key];
    return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  });
}

/** The range of `query` set the wrong way round, said as such. */
function wrongRange(query: ProductSearchQuery): string | undefined {
  return RANGES.find(([min, max]) => {
    const [low, high] = [query[min], query[max]];
    return typeof low === 'number' && typeof high === 'number' && low > high;
  })?.[2];
}

export interface NoCarsFoundProps {
  query: ProductSearchQuery;
  /** A category's page: its category is no filter to clear. */
  category?: Category;
  onClear: () => void;
}

export function NoCarsFound({ query, category, onClear }: NoCarsFoundProps) {
  const filters = category ? { ...query, category: undefined } : query;
  const range = wrongRange(filters);
  const filtered = hasFilters(filters);
  const clear = (
    <button type="button" className="uc-button uc-button-primary" onClick={onClear}>
      Clear all filters
    </button>
  );
  const save = <SaveSearch query={query} offerLogin />;
  if (range) {
    return (
      <EmptyState title={range} description="No car can match. Swap them, or clear one." action={clear} />
    );
  }
  if (filtered) {
    return (
      <EmptyState
        title="No cars match these filters"
        description="Clear some of them, or save this search to hear when a car that matches is listed."
        action={<Actions first={clear} second={save} />}
      />
    );
  }
  if (category) {
    return (
      <EmptyState
        title={`No ${category.category} cars for sale yet`}
        description="Save this search to hear when one is listed, or see every car for sale."
        action={<Actions first={<Link to="/cars">See all cars</Link>} second={save} />}
      />
    );
  }
  return <EmptyState title="No cars for sale right now" description="Please come back soon." />;
}

/** The empty state's actions side by side, wrapping on a phone. */
function Actions({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'center', alignItems: 'center' }}
    >
      {first}
      {second}
    </div>
  );
}
