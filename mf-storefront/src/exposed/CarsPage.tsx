// /cars: every car, with the search, filters, sort and page kept in the URL (so links, back and forward
// work); any filter change goes back to page 1. The heading and cards are plain and show at once; the filters
// and the pager are antd's, loaded with it, in places kept at their size meanwhile.
import { PRODUCT_PAGE_SIZE_DEFAULT } from '@usedcars/contract/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { lazyWithAntd } from '@usedcars/shared-ui/components/AntdOnDemand';
import { useSearchParams } from 'react-router-dom';
import { useProducts } from '../features/products/api/get-products';
import { readCarSearch, withFilter } from '../features/products/car-search';
import { CarFiltersPlaceholder } from '../features/products/components/CarFiltersPlaceholder';
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/ProductGrid';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { CompareBar } from '../features/compare/CompareBar';
import { SaveSearch } from '../features/alerts/SaveSearch';

// The antd parts load apart, with antd, after the page has painted, so that it does not wait for them.
const CarFilters = lazyWithAntd(
  () => import('../features/products/components/CarFilters'),
  'CarFilters',
  <CarFiltersPlaceholder />,
);
const CarsPager = lazyWithAntd(() => import('../features/products/components/CarsPager'), 'CarsPager', null);

/** "128 cars", "1 car"; "10,000+ cars" when the API stopped counting there. */
export function formatCarCount(total: number, capped = false): string {
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''} ${total === 1 && !capped ? 'car' : 'cars'}`;
}

export default function CarsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readCarSearch(searchParams);
  const page = query.page ?? 1;
  const { data, isPending, isError, error, refetch } = useProducts(query);

  const goToPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next === 1) params.delete('page');
    else params.set('page', String(next));
    setSearchParams(params);
    window.scrollTo({ top: 0 });
  };

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
      ) : data.products.length === 0 ? (
        <EmptyState title="Not Found" />
      ) : (
        <>
          <ProductGrid products={data.products} />
          {data.total > PRODUCT_PAGE_SIZE_DEFAULT ? (
            <div style={{ display: 'flex', justifyContent: 'center', minHeight: 32, marginTop: 32 }}>
              <CarsPager
                page={page}
                pageSize={PRODUCT_PAGE_SIZE_DEFAULT}
                total={data.total}
                onChange={goToPage}
              />
            </div>
          ) : null}
        </>
      )}
      <CompareBar />
    </>
  );
}
