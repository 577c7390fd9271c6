// /cars: every car, with the search, filters, sort and page kept in the URL (so links, back and forward
// work); any filter change goes back to page 1. Everything on it is plain (no antd), so the server's HTML is the
// whole page and hydrating it loads no UI library.
import { groupDigits } from '@usedcars/contract/numbers';
import { PRODUCT_PAGE_SIZE_DEFAULT } from '@usedcars/contract/types';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { useSearchParams } from 'react-router-dom';
import { useProducts } from '../features/products/api/get-products';
import { readCarSearch, withFilter } from '../features/products/car-search';
import { CarFilters } from '../features/products/components/CarFilters';
import { CarsPager, PastLastPage } from '../features/products/components/CarsPager';
import { NoCarsFound } from '../features/products/components/NoCarsFound';
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/ProductGrid';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { CompareBar } from '../features/compare/CompareBar';
import { SaveSearch } from '../features/alerts/SaveSearch';

/** "128 cars", "1 car"; "10,000+ cars" when the API stopped counting there. */
export function formatCarCount(total: number, capped = false): string {
  return `${groupDigits(total)}${capped ? '+' : ''} ${total === 1 && !capped ? 'car' : 'cars'}`;
}

export default function CarsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readCarSearch(searchParams);
  const page = query.page ?? 1;
  const { data, isPending, isError, error, refetch } = useProducts(query);

  return (
    <>
      <PageTitle>Cars for sale</PageTitle>
      <h1 className="uc-heading">Cars</h1>
      {/* Polite: read out when a search or filter changes how many cars match. */}
      <p className="uc-secondary" role="status" style={{ margin: '-8px 0 16px', minHeight: 22 }}>
        {data ? formatCarCount(data.total, data.capped) : null}
      </p>
      <CarFilters
        query={query}
        // From the address as it is when the change applies, not as this render saw it: two quick changes (a fuel,
        // then a mileage) must both stay.
        onChange={(key, value) => setSearchParams((current) => withFilter(current, key, value))}
        onReset={() => setSearchParams({})}
      />
      <SaveSearch query={query} />
      {isPending ? (
        <ProductGridSkeleton />
      ) : isError ? (
        <QueryError error={error} onRetry={() => void refetch()} title="Cars could not be loaded." />
      ) : data.products.length === 0 && data.total > 0 ? (
        <PastLastPage total={data.total} />
      ) : data.products.length === 0 ? (
        <NoCarsFound query={query} onClear={() => setSearchParams({})} />
      ) : (
        <>
          <ProductGrid products={data.products} />
          <CarsPager page={page} pageSize={PRODUCT_PAGE_SIZE_DEFAULT} total={data.total} />
        </>
      )}
      <CompareBar />
    </>
  );
}
