import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Typography } from 'antd';
import { useAdvertisedProducts } from '../api/get-advertised-products';
import { ProductGrid } from './ProductGrid';

/** The home page's advertised cars; hidden entirely when there are none (spec §2). */
export function AdvertisedSection() {
  const { data: products, isPending, isError, error, refetch } = useAdvertisedProducts();
  if (isPending) return null;
  if (isError)
    return (
      <QueryError error={error} onRetry={() => void refetch()} title="Advertised cars could not be loaded." />
    );
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="advertised-heading" style={{ marginTop: 48 }}>
      <Typography.Title level={2} id="advertised-heading">
        Advertised Cars
      </Typography.Title>
      <ProductGrid products={products} />
    </section>
  );
}
