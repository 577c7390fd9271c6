import type { Product } from '@usedcars/shared-ui/api/types';
import { ProductCard } from '@usedcars/shared-ui/components/ProductCard';
import { lazyNamed, useOpenedOnce } from '@usedcars/shared-ui/load-on-demand';
import { Card, Col, Row, Skeleton } from 'antd';
import { Suspense, useState } from 'react';
import { useWishlistActions } from '../../wishlist/use-wishlist-actions';

// The booking form (antd Form, Input...) loads on the first Book click, not with every list of cars.
const BookingModal = lazyNamed(() => import('../../booking/BookingModal'), 'BookingModal');

// Spec §9: 1 column on small screens, 2 on medium, 3 on large.
const COLUMNS = { xs: 24, md: 12, lg: 8 } as const;

export interface ProductGridProps {
  products: Product[];
  /** The list's accessible name. */
  label?: string;
  /** On the wish-list page: each card offers Remove instead of the wish-list action. */
  onRemove?: (product: Product) => void;
  /** The car whose removal is under way. */
  removingId?: string;
}

/** Product cards with their wish-list and booking actions wired (spec §2, §4), wherever cars are listed. */
export function ProductGrid({ products, label = 'Cars', onRemove, removingId }: ProductGridProps) {
  const wishlist = useWishlistActions();
  const [booking, setBooking] = useState<Product | null>(null);
  const bookingMounted = useOpenedOnce(booking !== null);
  return (
    <>
      <Row gutter={[24, 24]} role="list" aria-label={label}>
        {products.map((product) => (
          <Col key={product._id} {...COLUMNS} role="listitem">
            <ProductCard
              product={product}
              onWishlist={wishlist.addToWishlist}
              wishlisted={wishlist.isWishlisted(product._id)}
              onBook={setBooking}
              onRemove={onRemove}
              removing={removingId === product._id}
            />
          </Col>
        ))}
      </Row>
      {bookingMounted && (
        <Suspense fallback={null}>
          <BookingModal product={booking} onClose={() => setBooking(null)} />
        </Suspense>
      )}
    </>
  );
}

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Row gutter={[24, 24]} aria-busy="true" aria-label="Loading cars">
      {Array.from({ length: count }, (_, index) => (
        <Col key={index} {...COLUMNS}>
          <Card>
            <Skeleton.Image active style={{ width: '100%', height: 180 }} />
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
