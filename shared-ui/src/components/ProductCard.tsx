// A product in a grid: thumbnail, name, sell and original price, a price drop, year, mileage, fuel and gearbox,
// its seller (a link to their profile) with their rating, badges, and two actions: wish-list (or, on the wish-list page, Remove) and booking. An action without a handler
// stays disabled; a sold car cannot be booked and shows a 'Sold' tag in place of the booking action, the user's own
// listing 'Your listing' (and cannot be wish-listed), a car they booked a link to My Orders. Plain (no antd): the
// home page shows these cards.
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@usedcars/contract/types';
import { describePriceChange, formatDollars, keySpecs } from '@usedcars/shared-ui/format';
import { priceRatingText } from '@usedcars/contract/price-rating-messages';
import { PhotoLink } from '@usedcars/shared-ui/components/PhotoLink';
import { CarRelationNote, type CarRelation } from '@usedcars/shared-ui/components/CarRelationNote';
import { PlainIcon } from '@usedcars/shared-ui/components/PlainIcon';
import { RatingStars } from '@usedcars/shared-ui/components/RatingStars';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

injectPlainStyles();

export const PRODUCT_IMAGE_WIDTH = 400;
export const PRODUCT_IMAGE_HEIGHT = 300;

export interface ProductCardProps {
  product: Product;
  onWishlist?: (product: Product) => void;
  onBook?: (product: Product) => void;
  /** True once the product is on the user's wish list. */
  wishlisted?: boolean;
  /** On the wish-list page: a Remove action replaces the wish-list action. */
  onRemove?: (product: Product) => void;
  /** True while this product's removal is under way. */
  removing?: boolean;
  /** The signed-in user's own listing or a car they booked: said in place of Book Now, which would be refused. */
  relation?: CarRelation;
  /** 'eager' for the cards a page shows first (the first row): their images are what the page paints first. */
  imageLoading?: 'lazy' | 'eager';
  /** Under the badges: what the listing page adds, e.g. its Compare checkbox. */
  extra?: ReactNode;
}

export function ProductCard({
  product,
  onWishlist,
  onBook,
  wishlisted = false,
  onRemove,
  removing = false,
  imageLoading = 'lazy',
  relation = null,
  extra = null,
}: ProductCardProps) {
  const href = `/products/${product._id}`;
  const yours = relation === 'yours';
  const wishlistDisabled = !onWishlist || wishlisted || product.sell || yours;
  const priceChange = describePriceChange(product.lastPriceChange);
  const rating = priceRatingText(product, formatDollars);
  return (
    <div className="uc-card" data-testid="product-card">
      <PhotoLink to={href}>
        <img
          className="uc-card-cover"
          src={product.thumbnail || product.image}
          alt={product.product_name}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          loading={imageLoading}
          style={{ aspectRatio: `${PRODUCT_IMAGE_WIDTH} / ${PRODUCT_IMAGE_HEIGHT}` }}
        />
      </PhotoLink>
      <div className="uc-card-body">
        <h4 className="uc-heading" style={{ margin: 0 }}>
          <Link to={href}>{product.product_name}</Link>
        </h4>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'baseline' }}>
          <strong style={{ fontSize: 18 }} aria-label={`Sell price ${formatDollars(product.sellPrice)}`}>
            {formatDollars(product.sellPrice)}
          </strong>
          <del className="uc-secondary" aria-label={`Original price ${formatDollars(product.originalPrice)}`}>
            {formatDollars(product.originalPrice)}
          </del>
        </div>
        {priceChange?.dropped ? <p className="uc-price-drop uc-card-specs">{priceChange.text}</p> : null}
        <p className="uc-secondary uc-card-specs">{keySpecs(product).join(' · ')}</p>
        {/* Its own link beside the car's (never inside one): who sells it, to their profile. */}
        <p className="uc-secondary uc-card-seller">
          Sold by{' '}
          <Link to={`/sellers/${encodeURIComponent(product.authorID)}`} data-testid="card-seller-link">
            {product.author.displayName}
          </Link>
          {product.author.verified ? ' · Verified' : null}
          {product.author.rating.count > 0 ? (
            <>
              {' · '}
              <RatingStars rating={product.author.rating} compact />
            </>
          ) : null}
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {rating.badge ? (
            // The label says it all (no colour needed); the title, what it is based on.
            <span className="uc-tag uc-tag-price" title={rating.explanation} data-testid="price-rating">
              {rating.badge}
            </span>
          ) : null}
          <span className="uc-tag uc-tag-blue">{product.categoryName || product.category}</span>
          <span className="uc-tag uc-tag-purple">{product.brandName || product.brand}</span>
          <span className="uc-tag uc-tag-green">{product.condition}</span>
          <span className="uc-tag">{product.location}</span>
        </div>
        {extra}
      </div>
      <div className="uc-card-actions">
        <div>
          {onRemove ? (
            <button
              type="button"
              className="uc-button uc-button-text uc-button-danger"
              aria-label={`Remove ${product.product_name} from wish list`}
              aria-busy={removing || undefined}
              disabled={removing}
              onClick={() => onRemove(product)}
            >
              <PlainIcon icon={DeleteOutlined} aria-hidden /> Remove
            </button>
          ) : (
            // A disabled button gets no hover, so the hint sits on its wrapper.
            <span title={yours ? 'Your listing' : wishlisted ? 'Already on your wish list' : undefined}>
              <button
                type="button"
                className="uc-button uc-button-text"
                aria-label={`Add ${product.product_name} to wish list`}
                disabled={wishlistDisabled}
                onClick={() => onWishlist?.(product)}
              >
                <PlainIcon icon={wishlisted ? HeartFilled : HeartOutlined} aria-hidden /> Wish List
              </button>
            </span>
          )}
        </div>
        <div>
          {product.sell ? (
            <span className="uc-tag uc-tag-red">Sold</span>
          ) : relation ? (
            <CarRelationNote relation={relation} />
          ) : (
            <button
              type="button"
              className="uc-button uc-button-text"
              aria-label={`Book ${product.product_name}`}
              disabled={!onBook}
              onClick={() => onBook?.(product)}
            >
              <PlainIcon icon={BookOutlined} aria-hidden /> Book Now
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
