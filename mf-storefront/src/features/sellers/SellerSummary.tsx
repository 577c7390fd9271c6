// The head of a seller's profile: photo, name, badge, member since, and what buyers look at before they write:
// cars for sale and sold, how often and how fast the seller answers, and the rating. Plain (no antd).
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import type { SellerProfile } from '@usedcars/contract/types';
import {
  carsForSale,
  carsSold,
  describeResponseRate,
  describeResponseTime,
  memberSinceText,
} from '@usedcars/contract/seller-profile';
import { PlainIcon } from '@usedcars/shared-ui/components/PlainIcon';
import { RatingStars } from '@usedcars/shared-ui/components/RatingStars';
import type { ReactNode } from 'react';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

injectPlainStyles();

const PHOTO_SIZE = 96;

export function SellerSummary({ seller }: { seller: SellerProfile }) {
  const facts: [label: string, value: ReactNode][] = [
    ['Member since', memberSinceText(seller.memberSince)],
    ['For sale', carsForSale(seller.forSale.total)],
    ['Sold', carsSold(seller.soldCount)],
    [
      'Response rate',
      seller.responseRate === null
        ? 'Not enough conversations yet'
        : `${describeResponseRate(seller.responseRate)} within a day`,
    ],
    [
      'Typical response',
      seller.responseTimeSeconds === null
        ? 'Not enough conversations yet'
        : describeResponseTime(seller.responseTimeSeconds),
    ],
    ['Rating', <RatingStars key="rating" rating={seller.rating} />],
  ];
  return (
    <section className="uc-card uc-seller" aria-labelledby="seller-name">
      <div className="uc-seller-head">
        {seller.photoURL ? (
          <img
            className="uc-seller-photo"
            src={seller.photoURL}
            alt=""
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
          />
        ) : (
          // No photo: the name's first letter, in the photo's place and size.
          <span className="uc-seller-photo uc-seller-initial" aria-hidden>
            {seller.displayName.trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
        <div>
          <h1 className="uc-heading uc-seller-name" id="seller-name">
            {seller.displayName}
          </h1>
          {seller.verified ? (
            <span className="uc-tag uc-tag-blue">
              <PlainIcon icon={CheckCircleFilled} aria-hidden /> Verified seller
            </span>
          ) : (
            <span className="uc-secondary">Not verified by an admin</span>
          )}
        </div>
      </div>
      <dl className="uc-facts uc-seller-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
