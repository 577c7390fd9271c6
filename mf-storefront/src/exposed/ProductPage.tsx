import { isApiError } from '@usedcars/shared-ui/api/client';
import type { Product } from '@usedcars/shared-ui/api/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { AntdOnDemand } from '@usedcars/shared-ui/components/AntdOnDemand';
import { lazyNamed, useOpenedOnce } from '@usedcars/shared-ui/load-on-demand';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useProduct } from '../features/products/api/get-product';
import { ProductDetail } from '../features/products/components/ProductDetail';
import { ReportListingButton } from '../features/reports/ReportListingButton';
import { useWishlistActions } from '../features/wishlist/use-wishlist-actions';

// The booking form (antd) loads on the first Book click: the page itself renders no antd.
const BookingModal = lazyNamed(() => import('../features/booking/BookingModal'), 'BookingModal');

export default function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  const wishlist = useWishlistActions();
  const [booking, setBooking] = useState<Product | null>(null);
  const bookingMounted = useOpenedOnce(booking !== null);
  if (isPending) return <PageSpinner fullScreen={false} label="Loading car" />;
  if (isError) {
    if (isApiError(error) && error.status === 404) {
      return (
        <EmptyState
          title="Not Found"
          description="This car does not exist or is no longer listed."
          action={<Link to="/cars">See all cars</Link>}
        />
      );
    }
    return <QueryError error={error} onRetry={() => void refetch()} title="This car could not be loaded." />;
  }
  return (
    <>
      <ProductDetail
        product={product}
        onWishlist={wishlist.addToWishlist}
        wishlisted={wishlist.isWishlisted(product._id)}
        onBook={setBooking}
      />
      <ReportListingButton key={product._id} product={product} />
      {bookingMounted && (
        <AntdOnDemand fallback={null}>
          <BookingModal product={booking} onClose={() => setBooking(null)} />
        </AntdOnDemand>
      )}
    </>
  );
}
