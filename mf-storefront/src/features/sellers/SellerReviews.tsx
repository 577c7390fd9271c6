// A seller's reviews on their profile: each buyer's stars and words about a completed deal, and the seller's answer.
// What users wrote is shown as plain text. Plain (no antd), rendered on the server with the profile.
import type { Review } from '@usedcars/contract/reviews';
import { reviewCount } from '@usedcars/contract/reviews';
import type { SellerProfile } from '@usedcars/contract/types';
import { ReviewStars } from '@usedcars/shared-ui/components/RatingStars';
import { formatDate } from '@usedcars/shared-ui/format';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

injectPlainStyles();

const day = formatDate;

function ReviewItem({ review, sellerName }: { review: Review; sellerName: string }) {
  return (
    <li className="uc-review" data-testid="review">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
        <ReviewStars stars={review.stars} />
        <strong>{review.reviewerName}</strong>
        <span className="uc-secondary">
          bought {review.productName} · <time dateTime={review.date}>{day(review.date)}</time>
        </span>
      </div>
      <p>{review.text}</p>
      {review.answer ? (
        <div className="uc-review-answer" data-testid="review-answer">
          <span className="uc-secondary">
            {sellerName} answered · <time dateTime={review.answer.date}>{day(review.answer.date)}</time>
          </span>
          <p>{review.answer.text}</p>
        </div>
      ) : null}
    </li>
  );
}

export function SellerReviews({ seller }: { seller: SellerProfile }) {
  const { items, total } = seller.reviews;
  return (
    <section aria-labelledby="seller-reviews" style={{ marginTop: 24 }}>
      <h2 className="uc-heading" id="seller-reviews">
        Reviews{total > 0 ? ` (${total})` : ''}
      </h2>
      {items.length === 0 ? (
        <p className="uc-secondary">No reviews yet. Buyers review a seller once their deal is completed.</p>
      ) : (
        <>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((review) => (
              <ReviewItem key={review._id} review={review} sellerName={seller.displayName} />
            ))}
          </ul>
          {total > items.length ? (
            <p className="uc-secondary">
              Showing the newest {items.length} of {reviewCount(total)}.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
