import { isApiError } from '@usedcars/shared-ui/api/client';
import type { Product } from '@usedcars/contract/types';
import { formatDollars } from '@usedcars/shared-ui/format';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BookingModalOnDemand } from '../features/booking/BookingModalOnDemand';
import { useProduct } from '../features/products/api/get-product';
import { BackToResults } from '../features/products/components/BackToResults';
import { ProductDetail } from '../features/products/components/ProductDetail';
import { SimilarCars } from '../features/products/components/SimilarCars';
import { CompareBar } from '../features/compare/CompareBar';
import { CompareToggle } from '../features/compare/CompareToggle';
import { MessageSellerButton } from '../features/messages/MessageSellerButton';
import { ReportListingButton } from '../features/reports/ReportListingButton';
import { useWishlistActions } from '../features/wishlist/use-wishlist-actions';
import { useCarRelation } from '../features/booking/use-car-relation';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

export default function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  const wishlist = useWishlistActions();
  const relationTo = useCarRelation();
  const [booking, setBooking] = useState<Product | null>(null);
  if (isPending) return <PageSpinner fullScreen={false} label="Loading car" />;
  if (isError) {
    // 404: no such car; 410: a listing taken down or deleted.
    if (isApiError(error) && (error.status === 404 || error.status === 410)) {
      return (
        <>
          <PageTitle>Car not found</PageTitle>
          <EmptyState
            title="Not Found"
            description="This car does not exist or is no longer listed."
            action={<Link to="/cars">See all cars</Link>}
          />
        </>
      );
    }
    return <QueryError error={error} onRetry={() => void refetch()} title="This car could not be loaded." />;
  }
  return (
    <>
      <PageTitle>{`${product.product_name}, ${formatDollars(product.sellPrice)}`}</PageTitle>
      <BackToResults />
      <ProductDetail
        product={product}
        onWishlist={wishlist.addToWishlist}
        wishlisted={wishlist.isWishlisted(product._id)}
        onBook={setBooking}
        relation={relationTo(product)}
        extra={
          product.sell ? null : (
            <>
              <MessageSellerButton key={product._id} product={product} />
              <CompareToggle product={product} />
            </>
          )
        }
      />
      <ReportListingButton key={product._id} product={product} />
      <SimilarCars productId={product._id} />
      <CompareBar />
      {/* The booking form (antd) loads on the first Book click: the page itself renders no antd. */}
      <BookingModalOnDemand product={booking} onClose={() => setBooking(null)} />
    </>
  );
}
