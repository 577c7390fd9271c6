// The writes other modules make to a listing, as statements to run inside their own all-or-nothing transaction
// (runAllOrNothing) next to their own rows: the products table is written only here and in the catalog's services.
// Each sets `updatedAt`: the search index catches up with the rows changed since a time (search-index.service.ts).
import { type ConditionalUpdate, sqlDateTime } from '../common/all-or-nothing';

/**
 * The car goes to `orderId`: only while unsold, listed, and its seller's account is live (an admin may delete the
 * account, or take the listing down, after a buyer's card was authorised). Of two orders, one wins.
 */
export function claimListingForSale(productId: string, orderId: string, at: Date): ConditionalUpdate {
  return {
    sql:
      'UPDATE `products` SET `sold` = 1, `advertise` = 0, `saleOrderId` = ?, `updatedAt` = ? ' +
      'WHERE `id` = ? AND `sold` = 0 AND `takenDownAt` IS NULL AND `deletedAt` IS NULL ' +
      'AND EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` = `products`.`authorId` AND `users`.`deletedAt` IS NULL)',
    params: [orderId, sqlDateTime(at), productId],
  };
}

/** Puts the car back on sale after its order's capture was refused; only while that order holds it. */
export function releaseListingSale(productId: string, orderId: string, at: Date): ConditionalUpdate {
  return {
    sql: 'UPDATE `products` SET `sold` = 0, `saleOrderId` = NULL, `updatedAt` = ? WHERE `id` = ? AND `saleOrderId` = ?',
    params: [sqlDateTime(at), productId, orderId],
  };
}

/**
 * Counts a new report of a live listing, and holds it from public lists when `holdWhen` is true: an SQL condition
 * (the reports' rule) evaluated in this statement, on the listing's row (`products`), so concurrent reports of one
 * listing count one after another. Every report counts in `openReportCount`, which orders the admins' review list.
 */
export function countListingReport(
  productId: string,
  report: { holdWhen: Pick<ConditionalUpdate, 'sql' | 'params'>; at: Date },
): ConditionalUpdate {
  return {
    sql:
      'UPDATE `products` SET `heldForReviewAt` = CASE WHEN `heldForReviewAt` IS NULL AND (' +
      report.holdWhen.sql +
      ') THEN ? ELSE `heldForReviewAt` END, `openReportCount` = `openReportCount` + 1, `updatedAt` = ? ' +
      'WHERE `id` = ? AND `takenDownAt` IS NULL AND `deletedAt` IS NULL',
    params: [...report.holdWhen.params, sqlDateTime(report.at), sqlDateTime(report.at), productId],
  };
}

/** The listing's reports were dismissed: no open reports, back in public lists (may change nothing). */
export function clearListingReports(productId: string, at: Date): ConditionalUpdate {
  return {
    sql: 'UPDATE `products` SET `openReportCount` = 0, `heldForReviewAt` = NULL, `updatedAt` = ? WHERE `id` = ?',
    params: [sqlDateTime(at), productId],
    mustChange: false,
  };
}

/** An admin takes a live listing down: it leaves every public read and its seller sees `reason`. */
export function takeDownListing(productId: string, reason: string, at: Date): ConditionalUpdate {
  return {
    sql:
      'UPDATE `products` SET `takenDownAt` = ?, `takedownReason` = ?, `advertise` = 0, `openReportCount` = 0, ' +
      '`heldForReviewAt` = NULL, `updatedAt` = ? WHERE `id` = ? AND `takenDownAt` IS NULL AND `deletedAt` IS NULL',
    params: [sqlDateTime(at), reason, sqlDateTime(at), productId],
  };
}
