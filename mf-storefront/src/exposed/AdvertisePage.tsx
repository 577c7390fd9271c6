// /advertise: every advertised car, newest first, a page at a time (the page is in the address, so links, back and
// forward work). Plain markup (no antd), like /cars.
import { PRODUCT_PAGE_SIZE_DEFAULT } from '@usedcars/contract/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { useSearchParams } from 'react-router-dom';
import { advertisedPagingOf, useAdvertisedProducts } from '../features/products/api/get-advertised-products';
import { CarsPager, PastLastPage } from '../features/products/components/CarsPager';
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/ProductGrid';
import { CompareBar } from '../features/compare/CompareBar';

export default function AdvertisePage() {
  const [searchParams] = useSearchParams();
  const paging = advertisedPagingOf(searchParams);
  const { data, isPending, isError, error, refetch } = useAdvertisedProducts(paging);

  return (
    <>
      <PageTitle>Advertised cars</PageTitle>
      <h1 className="uc-heading">Advertise Cars</h1>
      {isPending ? (
        <ProductGridSkeleton />
      ) : isError ? (
        <QueryError
          error={error}
          onRetry={() => void refetch()}
          title="Advertised cars could not be loaded."
        />
      ) : data.products.length === 0 && data.total > 0 ? (
        <PastLastPage total={data.total} />
      ) : data.products.length === 0 ? (
        <EmptyState title="No Product Found" />
      ) : (
        <>
          <ProductGrid products={data.products} />
          <CarsPager page={paging.page ?? 1} pageSize={PRODUCT_PAGE_SIZE_DEFAULT} total={data.total} />
        </>
      )}
      <CompareBar />
    </>
  );
}
