// Wire-shaped data of the trust and oversight screens for tests: reported listings, admin stats, audit entries.
import type {
  AdminProduct,
  AdminStats,
  AuditEntry,
  ReportedProduct,
  ReportEntry,
} from '@usedcars/shared-ui/api/types';
import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';

export function makeAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    ...makeProduct(overrides),
    mobile: '01711000000',
    status: 'available',
    takedownReason: null,
    underReview: false,
    seller: { uid: 'u1', displayName: 'Sam Seller', email: 'sam@example.test', verified: true },
    ...overrides,
  };
}

export function makeReportEntry(overrides: Partial<ReportEntry> = {}): ReportEntry {
  return {
    _id: 'r1',
    reason: 'scam',
    note: null,
    reporterName: 'Bea Buyer',
    date: '2024-05-02T09:00:00.000Z',
    ...overrides,
  };
}

export function makeReportedProduct(
  overrides: Partial<ReportedProduct> = {},
  product: Partial<AdminProduct> = {},
): ReportedProduct {
  const embedded = makeAdminProduct(product);
  const reports = overrides.reports ?? [makeReportEntry()];
  return {
    productID: embedded._id,
    product: embedded,
    reportCount: reports.length,
    hidden: false,
    lastReportedAt: reports[reports.length - 1]?.date ?? '2024-05-02T09:00:00.000Z',
    reports,
    ...overrides,
  };
}

/** Twelve months, oldest first, June 2023 to May 2024; sales only in some of them. */
export function makeAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  const amounts = [0, 0, 15500, 0, 0, 0, 0, 22000, 0, 0, 9800, 31000];
  const months = [
    '2023-06',
    '2023-07',
    '2023-08',
    '2023-09',
    '2023-10',
    '2023-11',
    '2023-12',
    '2024-01',
    '2024-02',
    '2024-03',
    '2024-04',
    '2024-05',
  ];
  return {
    users: { Buyer: 42, Seller: 17, Admin: 2 },
    sellersAwaitingVerification: 5,
    listings: { available: 30, advertised: 6, sold: 12, takenDown: 3, underReview: 1 },
    bookings: { open: 4, paid: 12 },
    sales: {
      total: 78300,
      byMonth: months.map((month, index) => ({
        month,
        amount: amounts[index] ?? 0,
        orders: amounts[index] ? 1 : 0,
      })),
    },
    openReports: 7,
    reportedListings: 2,
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'a1',
    date: '2024-05-03T14:05:00.000Z',
    actor: { uid: 'u-admin', displayName: 'Ada Admin', email: 'admin@demo.test' },
    action: 'user.verify',
    target: { type: 'user', id: 'u-seller', label: 'Sid Seller' },
    before: { verified: false, role: 'Seller' },
    after: { verified: true, role: 'Seller' },
    ...overrides,
  };
}
