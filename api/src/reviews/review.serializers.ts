import {
  type AdminReviewItem,
  FORMER_MEMBER_NAME,
  type OwnReview,
  type Review as ReviewBody,
} from '@usedcars/contract/reviews';
import type { Review } from './review.entity';

/** Needs `reviewer` and `order.product` loaded. The reviewer by public name only; a closed account's by none. */
export function serializeReview(review: Review): ReviewBody {
  return {
    _id: review.id,
    date: review.createdAt.toISOString(),
    stars: review.stars,
    text: review.text,
    reviewerName: review.reviewer.deletedAt ? FORMER_MEMBER_NAME : review.reviewer.displayName,
    productName: review.order.product.name,
    answer:
      review.answer !== null && review.answeredAt
        ? { text: review.answer, date: review.answeredAt.toISOString() }
        : null,
  };
}

/** The reviewer's or the seller's own view: which order, and whether an admin hid it. */
export function serializeOwnReview(review: Review): OwnReview {
  return { ...serializeReview(review), orderId: review.orderId, hidden: review.hiddenAt !== null };
}

/** Needs `seller`, `reviewer`, `hiddenBy` and `order.product` loaded. */
export function serializeAdminReview(review: Review): AdminReviewItem {
  return {
    ...serializeReview(review),
    orderId: review.orderId,
    seller: { uid: review.seller.id, displayName: review.seller.displayName },
    reviewer: {
      uid: review.reviewer.id,
      displayName: review.reviewer.displayName,
      email: review.reviewer.email,
    },
    hidden:
      review.hiddenAt && review.hiddenBy
        ? {
            date: review.hiddenAt.toISOString(),
            reason: review.hiddenReason ?? '',
            by: { uid: review.hiddenBy.id, displayName: review.hiddenBy.displayName },
          }
        : null,
  };
}
