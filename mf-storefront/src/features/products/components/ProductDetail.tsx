import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { groupDigits } from '@usedcars/contract/numbers';
import type { Product, ProductDetail as ProductWithHistory } from '@usedcars/contract/types';
import { CarRelationNote, type CarRelation } from '@usedcars/shared-ui/components/CarRelationNote';
import { PlainIcon } from '@usedcars/shared-ui/components/PlainIcon';
import { RatingStars } from '@usedcars/shared-ui/components/RatingStars';
import {
  carTitle,
  describePriceChange,
  formatDate,
  formatDollars,
  formatKm,
  formatMonthYear,
  keySpecs,
} from '@usedcars/shared-ui/format';
import { priceRatingText } from '@usedcars/contract/price-rating-messages';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { knownFact } from '../known-fact';
import { ProductGallery } from '../gallery/ProductGallery';
import { useOutOfView } from '../use-out-of-view';

injectPlainStyles();

/** The shell's sticky header: what scrolls under it is out of sight. */
const SITE_HEADER_HEIGHT = 64;

export interface ProductDetailProps {
  product: ProductWithHistory;
  onWishlist?: (product: Product) => void;
  onBook?: (product: Product) => void;
  /** True once the car is on the user's wish list. */
  wishlisted?: boolean;
  /** The signed-in user's own listing or a car they booked: said in place of the actions that would be refused. */
  relation?: CarRelation;
  /** After Book and the wish list, in the same row: what the page adds, e.g. Message seller and Compare. */
  extra?: ReactNode;
}

/**
 * Everything a car's page shows: first the name, the price with its rating and last change, and, while the car is
 * unsold, the actions; then the seller, the facts and the price history. On a phone a bar keeps the price and Book
 * at the bottom once the actions have scrolled away.
 * Plain (no antd), so the car shows with the page's first JavaScript; antd comes with the booking form.
 */
export function ProductDetail({
  product,
  onWishlist,
  onBook,
  wishlisted = false,
  relation = null,
  extra = null,
}: ProductDetailProps) {
  const facts: [label: string, value: ReactNode][] = [
    ['Category', product.categoryName || product.category],
    ['Brand', product.brandName || product.brand],
    ['Model', knownFact(product.model)],
    // The year it was made; where the listing does not tell, the year it was bought is not passed off as it.
    [
      'Model year',
      product.modelYear === null
        ? `Not given (bought ${formatMonthYear(product.purchaseYear)})`
        : String(product.modelYear),
    ],
    ['Mileage', knownFact(product.mileage, formatKm)],
    ['Fuel', knownFact(product.fuel)],
    ['Transmission', knownFact(product.transmission)],
    ['Previous owners', knownFact(product.owners)],
    ['Color', knownFact(product.color)],
    ['Engine', knownFact(product.engineCc, (cc) => `${groupDigits(cc)} cc`)],
    ['VIN', knownFact(product.vin, (vin) => <span className="uc-vin">{vin}</span>)],
    ['Condition', product.condition],
    ['Location', product.location],
    ['Purchase Price', formatDollars(product.originalPrice)],
    ['Sell Price', <strong key="sell">{formatDollars(product.sellPrice)}</strong>],
    ['Purchase Year', formatMonthYear(product.purchaseYear)],
  ];
  const priceChange = describePriceChange(product.lastPriceChange);
  const rating = priceRatingText(product, formatDollars);
  // The car as buyers name it ('2015 Toyota Corolla'), under the seller's own name for the listing.
  const title = carTitle(product);
  const [actions, setActions] = useState<HTMLElement | null>(null);
  // The phone's bar comes up once the actions above have scrolled away (the shell's sticky header covers 64 px).
  const actionsScrolledAway = useOutOfView(actions, SITE_HEADER_HEIGHT);
  const bookAction = relation ? (
    <CarRelationNote relation={relation} />
  ) : onBook ? (
    <button
      type="button"
      className="uc-button uc-button-primary uc-button-large"
      onClick={() => onBook(product)}
    >
      <PlainIcon icon={BookOutlined} aria-hidden /> Book Now
    </button>
  ) : null;
  return (
    <>
      <div className="uc-card uc-detail">
        <ProductGallery images={product.images} name={product.product_name} />
        <div>
          <h1 className="uc-heading uc-detail-title">{product.product_name}</h1>
          {title ? <p className="uc-secondary uc-detail-car">{title}</p> : null}
          <p className="uc-detail-price">
            <strong className="uc-detail-price-amount" data-testid="car-price">
              {formatDollars(product.sellPrice)}
            </strong>
            {rating.badge ? <span className="uc-tag uc-tag-price">{rating.badge}</span> : null}
            {product.sell ? <span className="uc-tag uc-tag-red">Sold</span> : null}
          </p>
          {priceChange ? (
            <p className={priceChange.dropped ? 'uc-price-drop' : undefined}>
              <PlainIcon icon={priceChange.dropped ? ArrowDownOutlined : ArrowUpOutlined} aria-hidden />{' '}
              {priceChange.text}
            </p>
          ) : null}
          <p className="uc-secondary uc-detail-rating">{rating.explanation}</p>
          {product.sell ? null : (
            <div className="uc-detail-actions" ref={setActions}>
              {bookAction}
              {relation === 'yours' ? null : onWishlist ? (
                // A disabled button gets no hover, so the hint sits on its wrapper.
                <span title={wishlisted ? 'Already on your wish list' : undefined}>
                  <button
                    type="button"
                    className="uc-button uc-button-large"
                    disabled={wishlisted}
                    onClick={() => onWishlist(product)}
                  >
                    <PlainIcon icon={wishlisted ? HeartFilled : HeartOutlined} aria-hidden /> Add to wish list
                  </button>
                </span>
              ) : null}
              {extra}
            </div>
          )}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
            <span>
              Posted by{' '}
              <Link
                to={`/sellers/${encodeURIComponent(product.authorID)}`}
                className="uc-seller-link"
                data-testid="seller-link"
              >
                <strong>{product.author.displayName}</strong>
              </Link>
            </span>
            {product.author.verified ? (
              <span className="uc-tag uc-tag-blue">
                <PlainIcon icon={CheckCircleFilled} aria-hidden /> Verified seller
              </span>
            ) : null}
            <RatingStars rating={product.author.rating} compact />
          </div>
          <ul className="uc-keyspecs" aria-label="Key facts">
            {keySpecs(product).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <p className="uc-secondary">
            Posted on <time dateTime={product.date}>{formatDate(product.date)}</time>
          </p>
          <p>{product.description}</p>
          <dl className="uc-facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {product.priceHistory.length > 1 ? (
            <details className="uc-price-history">
              <summary>Price history</summary>
              <ol>
                {product.priceHistory.map((point) => (
                  <li key={point.date}>
                    <time dateTime={point.date}>{formatDate(point.date)}</time>: {formatDollars(point.price)}
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </div>
      </div>
      {/* Mounted once the actions are out of sight (the served page has none); shown on phones only. */}
      {actionsScrolledAway ? (
        <aside className="uc-buy-bar" aria-label="Price and booking">
          <span className="uc-buy-bar-price">
            <strong>{formatDollars(product.sellPrice)}</strong>
            {rating.badge ? <span className="uc-secondary">{rating.badge}</span> : null}
          </span>
          {bookAction}
        </aside>
      ) : null}
    </>
  );
}
