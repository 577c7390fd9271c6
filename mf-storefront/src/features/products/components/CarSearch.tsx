// The search of the public car list, with the search, filters, sort and page kept in the URL (so links, back and
// forward work); any filter change goes back to page 1. /cars shows it whole; a category's page shows it with its
// category fixed (its filter hidden, the rest of the search kept in the address). Everything on it is plain (no
// antd), so the server's HTML is the whole page and hydrating it loads no UI library. On a desktop the filters are a
// column beside the cars, so the cars start on the first screen.
import { groupDigits } from '@usedcars/contract/numbers';
import { carSearchTitle, searchTitleNames } from '@usedcars/contract/search-title';
import { type Category, PRODUCT_PAGE_SIZE_DEFAULT, type ProductSearchQuery } from '@usedcars/contract/types';
import { useBrands } from '@usedcars/shared-ui/api/catalog/get-brands';
import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { useSearchParams } from 'react-router-dom';
import { SaveSearch } from '../../alerts';
import { CompareBar } from '../../compare';
import { useModels } from '../api/get-models';
import { useProducts } from '../api/get-products';
import { readCarSearch, withFilter } from '../car-search';
import { CarFilters } from './CarFilters';
import { CarsPager, PastLastPage } from './CarsPager';
import { NoCarsFound } from './NoCarsFound';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

/** "128 cars", "1 car"; "10,000+ cars" when the API stopped counting there. */
export function formatCarCount(total: number, capped = false): string {
  return `${groupDigits(total)}${capped ? '+' : ''} ${total === 1 && !capped ? 'car' : 'cars'}`;
}

/** The tab's title of /cars for its filters, with the catalogue's names (the shell's server writes the same). */
function useSearchTitle(query: ProductSearchQuery): string {
  const brands = useBrands().data;
  const categories = useCategories().data;
  const models = useModels(query.brand).data;
  return carSearchTitle(query, searchTitleNames(query, { brands, models, categories }), query.page);
}

export interface CarSearchProps {
  /** A category's page: its cars only, under its name, without the category filter. */
  category?: Category;
}

export function CarSearch({ category }: CarSearchProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = category
    ? { ...readCarSearch(searchParams), category: category.value }
    : readCarSearch(searchParams);
  const page = query.page ?? 1;
  const { data, isPending, isError, error, refetch } = useProducts(query);
  const searchTitle = useSearchTitle(query);
  const nothingFound = data !== undefined && data.total === 0;

  return (
    <>
      <PageTitle>{category ? category.category : searchTitle}</PageTitle>
      <h1 className="uc-heading">{category ? category.category : 'Cars'}</h1>
      {/* Polite: read out when a search or filter changes how many cars match. */}
      <p className="uc-secondary" role="status" style={{ margin: '-8px 0 16px', minHeight: 22 }}>
        {data ? formatCarCount(data.total, data.capped) : null}
      </p>
      <div className="uc-search-layout">
        <CarFilters
          query={query}
          fixedCategory={category !== undefined}
          // From the address as it is when the change applies, not as this render saw it: two quick changes (a fuel,
          // then a mileage) must both stay.
          onChange={(key, value) => setSearchParams((current) => withFilter(current, key, value))}
          onSearch={(address) => setSearchParams(address)}
          onReset={() => setSearchParams({})}
        />
        <div className="uc-search-results">
          {/* With no car found, the offer to save the search is part of what the page says instead. */}
          {nothingFound ? null : <SaveSearch query={query} />}
          {isPending ? (
            <ProductGridSkeleton />
          ) : isError ? (
            <QueryError error={error} onRetry={() => void refetch()} title="Cars could not be loaded." />
          ) : data.products.length === 0 && data.total > 0 ? (
            <PastLastPage total={data.total} />
          ) : data.products.length === 0 ? (
            <NoCarsFound query={query} category={category} onClear={() => setSearchParams({})} />
          ) : (
            <>
              <ProductGrid products={data.products} />
              <CarsPager page={page} pageSize={PRODUCT_PAGE_SIZE_DEFAULT} total={data.total} />
            </>
          )}
        </div>
      </div>
      <CompareBar />
    </>
  );
}
