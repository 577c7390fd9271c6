import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { useAdvertisedProducts } from '../api/get-advertised-products';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

/**
 * The home page's advertised cars; hidden entirely when there are none. While they load, a row of
 * placeholders holds their place, so the sections below do not jump down when they arrive.
 */
export function AdvertisedSection() {
  const { data: products, isPending, isError, error, refetch } = useAdvertisedProducts();
  if (isPending)
    return (
      <section aria-labelledby="advertised-heading" style={{ marginTop: 48 }}>
        <h2 className="uc-heading" id="advertised-heading">
          Advertised Cars
        </h2>
        <ProductGridSkeleton count={3} />
      </section>
    );
  if (isError)
    return (
      <QueryError error={error} onRetry={() => void refetch()} title="Advertised cars could not be loaded." />
    );
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="advertised-heading" style={{ marginTop: 48 }}>
      <h2 className="uc-heading" id="advertised-heading">
        Advertised Cars
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
