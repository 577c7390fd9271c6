// /cars: every car, with the search, filters, sort and page kept in the URL (so links, back and forward
// work); any filter change goes back to page 1.
import { PRODUCT_PAGE_SIZE_DEFAULT } from '@usedcars/shared-ui/api/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Flex, Pagination, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useProducts } from '../features/products/api/get-products';
import { readCarSearch, withFilter } from '../features/products/car-search';
import { CarFilters } from '../features/products/components/CarFilters';
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/ProductGrid';

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
      <Typography.Title level={1}>Cars</Typography.Title>
      <CarFilters
        query={query}
        onChange={(key, value) => setSearchParams(withFilter(searchParams, key, value))}
        onReset={() => setSearchParams({})}
      />
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
            <Flex justify="center" style={{ marginTop: 32 }}>
              <Pagination
                current={page}
                pageSize={PRODUCT_PAGE_SIZE_DEFAULT}
                total={data.total}
                showSizeChanger={false}
                onChange={goToPage}
              />
            </Flex>
          ) : null}
        </>
      )}
    </>
  );
}
