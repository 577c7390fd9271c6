import type { ReportedProduct } from '@usedcars/contract/types';
import { serializeAdminProduct, isUnderReview } from '../catalog';
import type { ReportedListing } from './reports.service';

export function serializeReportedListing({ product, reports }: ReportedListing): ReportedProduct {
  return {
    productID: product.id,
    product: serializeAdminProduct(product),
    reportCount: reports.length,
    hidden: isUnderReview(product),
    lastReportedAt: (reports[0]?.createdAt ?? product.updatedAt).toISOString(),
    reports: reports.map((report) => ({
      _id: report.id,
      reason: report.reason,
      note: report.note,
      reporterName: report.reporter.displayName,
      date: report.createdAt.toISOString(),
    })),
  };
}
