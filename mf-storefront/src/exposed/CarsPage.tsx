import { PRODUCT_PAGE_SIZE_DEFAULT } from '@usedcars/shared-ui/api/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Flex, Pagination, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useProducts } from '../features/products/api/get-products';
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/ProductGrid';

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function CarsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const { data, isPending, isError, error, refetch } = useProducts(page, PRODUCT_PAGE_SIZE_DEFAULT);

  return (
    <>
      <Typography.Title level={1}>Cars</Typography.Title>
      {isPending ? (
        <ProductGridSkeleton />
      ) : isError ? (
        <QueryError error={error} onRetry={() => void refetch()} title="Cars could not be loaded." />
      ) : data.products.length === 0 ? (
        <EmptyState title="No Product Found" />
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
                onChange={(next) => {
                  setSearchParams(next === 1 ? {} : { page: String(next) });
                  window.scrollTo({ top: 0 });
                }}
              />
            </Flex>
          ) : null}
        </>
      )}
    </>
  );
}
