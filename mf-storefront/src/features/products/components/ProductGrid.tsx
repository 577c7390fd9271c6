import type { Product } from '@usedcars/contract/types';
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  ProductCard,
} from '@usedcars/shared-ui/components/ProductCard';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';
import { useState } from 'react';
import { BookingModalOnDemand, useCarRelation } from '../../booking';
import { useWishlistActions } from '../../wishlist';
import { CompareToggle } from '../../compare';

injectPlainStyles();

/** Cards per row on a large screen: their images load at once, the others as they scroll into view. */
const FIRST_ROW = 3;

export interface ProductGridProps {
  products: Product[];
  /** The list's accessible name. */
  label?: string;
  /** On the wish-list page: each card offers Remove instead of the wish-list action. */
  onRemove?: (product: Product) => void;
  /** The car whose removal is under way. */
  removingId?: string;
  /** Cards whose images load at once: the first row, unless the grid starts below the first screen. */
  eagerImages?: number;
}

/**
 * Product cards with their wish-list and booking actions wired, wherever cars are listed:
 * 1 column on small screens, 2 on medium, 3 on large (the .uc-grid stylesheet).
 */
export function ProductGrid({
  products,
  label = 'Cars',
  onRemove,
  removingId,
  eagerImages = FIRST_ROW,
}: ProductGridProps) {
  const wishlist = useWishlistActions();
  const relationTo = useCarRelation();
  const [booking, setBooking] = useState<Product | null>(null);
  return (
    <>
      <ul className="uc-grid" aria-label={label}>
        {products.map((product, index) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              onWishlist={wishlist.addToWishlist}
              wishlisted={wishlist.isWishlisted(product._id)}
              onBook={setBooking}
              onRemove={onRemove}
              removing={removingId === product._id}
              imageLoading={index < eagerImages ? 'eager' : 'lazy'}
              relation={relationTo(product)}
              extra={<CompareToggle product={product} />}
            />
          </li>
        ))}
      </ul>
      {/* The booking form (antd Form, Input...) loads on the first Book click, not with every list of cars. */}
      <BookingModalOnDemand product={booking} onClose={() => setBooking(null)} />
    </>
  );
}

/** Placeholders shaped like the cards (image, text, seller, actions), so the page does not jump when they arrive. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="uc-grid" role="status" aria-busy="true" aria-label="Loading cars">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="uc-card">
          <span
            className="uc-skeleton"
            style={{ aspectRatio: `${PRODUCT_IMAGE_WIDTH} / ${PRODUCT_IMAGE_HEIGHT}`, borderRadius: 0 }}
          />
          <div className="uc-card-body">
            <span className="uc-skeleton" style={{ height: 26, width: '70%' }} />
            <span className="uc-skeleton" style={{ height: 24, width: '40%' }} />
            <span className="uc-skeleton" style={{ height: 22, width: '85%' }} />
            <span className="uc-skeleton" style={{ height: 20, width: '50%' }} />
          </div>
          <div className="uc-card-actions" style={{ height: 33 }} />
        </div>
      ))}
    </div>
  );
}
