import { groupDigits } from '@usedcars/contract/numbers';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Link } from 'react-router-dom';
import { HOME_ADVERTISED_COUNT, useAdvertisedProducts } from '../api/get-advertised-products';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

/**
 * The home page's newest advertised cars, with a link to all of them on /advertise; hidden entirely when there are
 * none. While they load, a row of placeholders holds their place, so the sections below do not jump down when
 * they arrive.
 */
export function AdvertisedSection() {
  const { data, isPending, isError, error, refetch } = useAdvertisedProducts({
    pageSize: HOME_ADVERTISED_COUNT,
  });
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
  if (data.products.length === 0) return null;
  return (
    <section aria-labelledby="advertised-heading" style={{ marginTop: 48 }}>
      <h2 className="uc-heading" id="advertised-heading">
        Advertised Cars
      </h2>
      <ProductGrid products={data.products} />
      {data.total > data.products.length ? (
        <p style={{ marginTop: 16 }}>
          <Link to="/advertise">See all {groupDigits(data.total)} advertised cars</Link>
        </p>
      ) : null}
    </section>
  );
}
