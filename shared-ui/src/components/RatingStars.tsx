// A seller's rating as stars with its count ("★★★★☆ 4.5 (12)"), and one review's stars: text characters, so
// they need no font or image, with words for screen readers. Plain (no antd): cards and car pages show it.
import type { SellerRating } from '@usedcars/contract/types';
import { ratingLabel, ratingValueText } from '@usedcars/contract/reviews';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

injectPlainStyles();

/** Five glyphs: `filled` of them filled (rounded to the nearest whole star). */
function glyphs(filled: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(filled)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}

/** A seller's rating; nothing (compact) or "No reviews yet" while there is none. */
export function RatingStars({ rating, compact = false }: { rating: SellerRating; compact?: boolean }) {
  if (rating.average === null || rating.count === 0) {
    return compact ? null : <span className="uc-secondary">No reviews yet</span>;
  }
  return (
    <span className="uc-stars" role="img" aria-label={ratingLabel(rating)} data-testid="seller-rating">
      <span className="uc-stars-glyphs" aria-hidden>
        {glyphs(rating.average)}
      </span>
      <span aria-hidden>
        {ratingValueText(rating.average)} ({rating.count})
      </span>
    </span>
  );
}

/** One review's stars: "★★★★☆" read as "4 of 5 stars". */
export function ReviewStars({ stars }: { stars: number }) {
  return (
    <span className="uc-stars uc-stars-glyphs" role="img" aria-label={`${stars} of 5 stars`}>
      {glyphs(stars)}
    </span>
  );
}
