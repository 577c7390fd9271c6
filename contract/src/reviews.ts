// Buyers' reviews of sellers after a completed deal, the sellers' answers and the admins' hiding, in the screens'
// and the API's words (docs/product-rules.md, "Reviews"). Its own small file, apart from messages.ts, which every
// page's first load carries.
import type { IsoDateTime, SellerRating } from './types';

export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
export const REVIEW_TEXT_MIN_LENGTH = 10;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_ANSWER_MIN_LENGTH = 1;
export const REVIEW_ANSWER_MAX_LENGTH = 2000;
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500;
export const REVIEW_PAGE_SIZE_DEFAULT = 20;
/** The reviews a seller's profile carries with it: its first page, newest first. */
export const SELLER_PROFILE_REVIEWS = 10;

/**
 * POST /reviews (logged in): the caller reviews the seller of one of their own completed orders, once per order.
 * The reviewer, the seller and the car come from the order's records. 201 with the Review.
 */
export interface CreateReviewRequest {
  orderId: string;
  /** A whole number of stars, 1 to 5. */
  stars: number;
  text: string;
}

/** POST /reviews/{id}/answer (the reviewed seller, once): 200 with the Review. */
export interface AnswerReviewRequest {
  text: string;
}

/** POST /admin/reviews/{id}/hide (Admin): the reason is kept in the review's record and the audit log. */
export interface HideReviewRequest {
  reason: string;
}

/** A review as the public sees it: the reviewer by public name only, never an address or an account id. */
export interface Review {
  _id: string;
  date: IsoDateTime;
  stars: number;
  text: string;
  /** The reviewer's public name ("A former member" once their account is closed). */
  reviewerName: string;
  /** The car the deal was about. */
  productName: string;
  answer: { text: string; date: IsoDateTime } | null;
}

/**
 * GET /reviews/mine (logged in): the caller's own reviews as a buyer, for My Orders; GET /seller/reviews (Seller):
 * the reviews of the caller's deals, newest first, paged (total in X-Total-Count). `hidden` says an admin hid it
 * (it is then on no public page).
 */
export interface OwnReview extends Review {
  orderId: string;
  hidden: boolean;
}

export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * GET /admin/reviews?status=&page=&pageSize= (Admin): visible reviews newest first, or hidden ones latest hidden
 * first; total in X-Total-Count.
 */
export interface AdminReviewItem extends Review {
  orderId: string;
  seller: { uid: string; displayName: string };
  reviewer: { uid: string; displayName: string; email: string };
  hidden: { date: IsoDateTime; reason: string; by: { uid: string; displayName: string } } | null;
}

/** GET /sellers/{id}/reviews?page=&pageSize= (public): a seller's visible reviews, newest first; total in X-Total-Count. */
export type SellerReviewsPage = Review[];

export const REVIEW_MESSAGES = {
  orderId: 'Please choose the order you are reviewing.',
  stars: `Please give ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX} whole stars.`,
  text: `Please write ${REVIEW_TEXT_MIN_LENGTH} to ${REVIEW_TEXT_MAX_LENGTH} characters about the deal.`,
  answer: `Please write ${REVIEW_ANSWER_MIN_LENGTH} to ${REVIEW_ANSWER_MAX_LENGTH} characters.`,
  reason: `Please give a reason of 1 to ${REVIEW_HIDE_REASON_MAX_LENGTH} characters.`,
  orderNotFound: 'Order not found.',
  notCompleted: 'You can review the seller once the deal is completed (the car handed over).',
  alreadyReviewed: 'You already reviewed this deal.',
  sellerClosed: "The seller's account is closed: the deal can no longer be reviewed.",
  notFound: 'Review not found.',
  notYourReview: 'Only the seller this review is about may answer it.',
  alreadyAnswered: 'You already answered this review.',
  hiddenReview: 'This review was hidden by the admins and can no longer be answered.',
  alreadyHidden: 'Another admin hid this review first.',
} as const;

/** A former member's reviews stay (they record a real deal), under these words instead of a name. */
export const FORMER_MEMBER_NAME = 'A former member';

/** The rating from the visible reviews' count and sum of stars: the average to one decimal, null with none. */
export function sellerRating(count: number, stars: number): SellerRating {
  return { average: count > 0 ? Math.round((stars / count) * 10) / 10 : null, count };
}

/** "4.5", "4.0": the average as the stars' caption shows it. */
export function ratingValueText(average: number): string {
  return average.toFixed(1);
}

/** "1 review", "12 reviews". */
export function reviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** "Rated 4.5 of 5 from 12 reviews": what a screen reader hears of the stars. */
export function ratingLabel(rating: SellerRating): string {
  return rating.average === null
    ? 'No reviews yet'
    : `Rated ${ratingValueText(rating.average)} of 5 from ${reviewCount(rating.count)}`;
}
