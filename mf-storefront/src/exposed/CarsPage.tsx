// /cars: every car, with the search, filters, sort and page kept in the URL (so links, back and forward
// work); any filter change goes back to page 1. The heading and cards are plain and show at once; the filters
// and the pager are antd's, loaded with it, in places kept at their size meanwhile.
import { PRODUCT_PAGE_SIZE_DEFAULT } from '@usedcars/shared-ui/api/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { AntdOnDemand } from '@usedcars/shared-ui/components/AntdOnDemand';
import { lazyNamed } from '@usedcars/shared-ui/load-on-demand';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useProducts } from '../features/products/api/get-products';
import { readCarSearch, withFilter } from '../features/products/car-search';
import { CarFiltersPlaceholder } from '../features/products/components/CarFiltersPlaceholder';
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/ProductGrid';

// The antd parts load apart, after the page has painted, so that it does not wait for them.
const loadCarFilters = () => import('../features/products/components/CarFilters');
const CarFilters = lazyNamed(loadCarFilters, 'CarFilters');
const CarsPager = lazyNamed(() => import('../features/products/components/CarsPager'), 'CarsPager');

export default function CarsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readCarSearch(searchParams);
  const page = query.page ?? 1;
  const { data, isPending, isError, error, refetch } = useProducts(query);
  // With antd, not after it (AntdOnDemand fetches antd once the page is committed, as this effect runs).
  useEffect(() => void loadCarFilters().catch(() => undefined), []);

  const goToPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next === 1) params.delete('page');
    else params.set('page', String(next));
    setSearchParams(params);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <h1 className="uc-heading">Cars</h1>
      <AntdOnDemand fallback={<CarFiltersPlaceholder />}>
        <CarFilters
          query={query}
          onChange={(key, value) => setSearchParams(withFilter(searchParams, key, value))}
          onReset={() => setSearchParams({})}
        />
      </AntdOnDemand>
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
              <AntdOnDemand fallback={null}>
                <CarsPager
                  page={page}
                  pageSize={PRODUCT_PAGE_SIZE_DEFAULT}
                  total={data.total}
                  onChange={goToPage}
                />
              </AntdOnDemand>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
