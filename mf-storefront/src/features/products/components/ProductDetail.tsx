import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BookOutlined,
  CheckCircleFilled,
  HeartFilled,
  HeartOutlined,
} from '@ant-design/icons';
import { groupDigits } from '@usedcars/contract/numbers';
import type { Product, ProductDetail as ProductWithHistory } from '@usedcars/contract/types';
import { CarRelationNote, type CarRelation } from '@usedcars/shared-ui/components/CarRelationNote';
import {
  describePriceChange,
  formatDate,
  formatDollars,
  formatKm,
  formatMonthYear,
  keySpecs,
} from '@usedcars/shared-ui/format';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';
import type { ReactNode } from 'react';
import { knownFact } from '../known-fact';
import { ProductGallery } from '../gallery/ProductGallery';
import { PriceRatingNote } from './PriceRatingNote';

injectPlainStyles();

export interface ProductDetailProps {
  product: ProductWithHistory;
  onWishlist?: (product: Product) => void;
  onBook?: (product: Product) => void;
  /** True once the car is on the user's wish list. */
  wishlisted?: boolean;
  /** The signed-in user's own listing or a car they booked: said in place of the actions that would be refused. */
  relation?: CarRelation;
  /** Beside the actions: what the page adds, e.g. its Compare checkbox. */
  extra?: ReactNode;
}

/**
 * Everything a car's page shows, with the wish-list and booking actions while the car is unsold.
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
  return (
    <div className="uc-card uc-detail">
      <ProductGallery images={product.images} name={product.product_name} />
      <div>
        <h1 className="uc-heading" style={{ fontSize: 30 }}>
          {product.product_name}
        </h1>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
          <span>
            Posted by <strong>{product.author.displayName}</strong>
          </span>
          {product.author.verified ? (
            <span className="uc-tag uc-tag-blue">
              <CheckCircleFilled aria-hidden /> Verified seller
            </span>
          ) : null}
          {product.sell ? <span className="uc-tag uc-tag-red">Sold</span> : null}
        </div>
        <ul className="uc-keyspecs" aria-label="Key facts">
          {keySpecs(product).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {priceChange ? (
          <p className={priceChange.dropped ? 'uc-price-drop' : undefined}>
            {priceChange.dropped ? <ArrowDownOutlined aria-hidden /> : <ArrowUpOutlined aria-hidden />}{' '}
            {priceChange.text}
          </p>
        ) : null}
        <p>
          <PriceRatingNote car={product} />
        </p>
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
        {product.sell ? null : (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 24 }}>
            {relation === 'yours' ? null : onWishlist ? (
              // A disabled button gets no hover, so the hint sits on its wrapper.
              <span title={wishlisted ? 'Already on your wish list' : undefined}>
                <button
                  type="button"
                  className="uc-button uc-button-large"
                  disabled={wishlisted}
                  onClick={() => onWishlist(product)}
                >
                  {wishlisted ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />} Add to wish list
                </button>
              </span>
            ) : null}
            {relation ? (
              <CarRelationNote relation={relation} />
            ) : onBook ? (
              <button
                type="button"
                className="uc-button uc-button-primary uc-button-large"
                onClick={() => onBook(product)}
              >
                <BookOutlined aria-hidden /> Book Now
              </button>
            ) : null}
          </div>
        )}
        {extra ? <div style={{ marginTop: 16 }}>{extra}</div> : null}
      </div>
    </div>
  );
}
