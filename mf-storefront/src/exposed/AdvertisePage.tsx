import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Typography } from 'antd';
import { useAdvertisedProducts } from '../features/products/api/get-advertised-products';
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/ProductGrid';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { CompareBar } from '../features/compare/CompareBar';

export default function AdvertisePage() {
  const { data: products, isPending, isError, error, refetch } = useAdvertisedProducts();
  return (
    <>
      <PageTitle>Advertised cars</PageTitle>
      <Typography.Title level={1}>Advertise Cars</Typography.Title>
      {isPending ? (
        <ProductGridSkeleton />
      ) : isError ? (
        <QueryError
          error={error}
          onRetry={() => void refetch()}
          title="Advertised cars could not be loaded."
        />
      ) : products.length === 0 ? (
        <EmptyState title="No Product Found" />
      ) : (
        <ProductGrid products={products} />
      )}
      <CompareBar />
    </>
  );
}
