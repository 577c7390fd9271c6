// The one rule of a listing's status, for a loaded row and for SQL. A listing taken down by an admin is taken down
// whatever else holds; otherwise it is sold or available. Under review (hidden from public lists while reports are
// open) is a mark beside the status, and a taken-down listing is no longer under review.
import type { ListingStatus } from '@usedcars/contract/types';
import type { Product } from './product.entity';

type ListingRow = Pick<Product, 'takenDownAt' | 'sold' | 'heldForReviewAt'>;

export function listingStatus(product: ListingRow): ListingStatus {
  if (product.takenDownAt) return 'taken_down';
  return product.sold ? 'sold' : 'available';
}

export function isUnderReview(product: ListingRow): boolean {
  return product.heldForReviewAt !== null && !product.takenDownAt;
}

/** The boolean parameters the conditions of `listingStatusSql` use. */
export const LISTING_STATUS_PARAMETERS = { listingSold: true, listingUnsold: false } as const;

/** The same rule as SQL conditions on the products table aliased `alias` (set LISTING_STATUS_PARAMETERS). */
export function listingStatusSql(alias: string): Record<ListingStatus | 'underReview', string> {
  return {
    available: `${alias}.takenDownAt IS NULL AND ${alias}.sold = :listingUnsold`,
    sold: `${alias}.takenDownAt IS NULL AND ${alias}.sold = :listingSold`,
    taken_down: `${alias}.takenDownAt IS NOT NULL`,
    underReview: `${alias}.takenDownAt IS NULL AND ${alias}.heldForReviewAt IS NOT NULL`,
  };
}
