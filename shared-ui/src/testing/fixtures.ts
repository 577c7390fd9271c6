// Wire-shaped sample data for the front ends' tests, all in one place: users and tokens, listings, categories and
// brands, wish lists and orders, the seller's dashboard, and the admin's oversight screens (reports, stats, audit).
import type {
  AdminProduct,
  AdminStats,
  AuditEntry,
  Brand,
  Category,
  ListingCounts,
  Order,
  OrderProduct,
  Product,
  ProductDetail,
  ReportedProduct,
  ReportEntry,
  SellerBooking,
  SellerStats,
  User,
  WishlistEntry,
} from '@usedcars/contract/types';
import type { MockAnswer } from '@usedcars/shared-ui/testing/mock-fetch';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const image = overrides.image ?? '/api/media/p1.jpg';
  const thumbnail = overrides.thumbnail ?? '/api/media/p1-thumb.jpg';
  return {
    _id: 'p1',
    product_name: 'Toyota Corolla 2018',
    description: 'One owner, full service history, new tyres.',
    category: 'sedan',
    categoryName: 'Sedan',
    brand: 'toyota',
    brandName: 'Toyota',
    condition: 'Excellent',
    originalPrice: 21000,
    sellPrice: 15500,
    location: 'Dhaka',
    purchaseYear: '2021-06',
    image,
    thumbnail,
    images: [
      {
        url: image,
        width: 1600,
        height: 1200,
        smaller: [{ url: image.replace(/(\.\w+)$/, '-800$1'), width: 800, height: 600 }],
        thumbnail,
      },
    ],
    authorID: 'u1',
    author: {
      displayName: 'Sam Seller',
      verified: true,
      photoURL: null,
      rating: { average: null, count: 0 },
    },
    date: '2024-03-05T10:00:00.000Z',
    advertise: false,
    sell: false,
    modelYear: 2018,
    model: 'Corolla',
    mileage: 64000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    owners: 1,
    color: 'White',
    engineCc: 1500,
    vin: null,
    lastPriceChange: null,
    priceRating: { label: null, marketPrice: null, comparables: 2 },
    ...overrides,
  };
}

/** A car as its own page reads it (GET /product/{id}): with its price history, by default the one listed price. */
export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const { priceHistory, ...product } = overrides;
  const car = makeProduct(product);
  return { ...car, priceHistory: priceHistory ?? [{ price: car.sellPrice, date: car.date }] };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    _id: 'c1',
    category: 'Sedan',
    value: 'sedan',
    thumbnail: '/api/media/sedan.jpg',
    date: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeBrand(overrides: Partial<Brand> = {}): Brand {
  return { _id: 'b1', brandName: 'Toyota', value: 'toyota', date: '2024-01-01T00:00:00.000Z', ...overrides };
}

export function makeUser(overrides: Partial<User> = {}): User {
  const uid = overrides.uid ?? overrides._id ?? 'u-buyer';
  return {
    _id: uid,
    uid,
    displayName: 'Bea Buyer',
    email: 'buyer@example.test',
    photoURL: null,
    role: 'Buyer',
    verified: false,
    emailVerified: true,
    suspended: false,
    hasPassword: true,
    date: '2024-02-10T09:30:00.000Z',
    ...overrides,
  };
}

/**
 * A JWT-shaped token (unsigned: the client never checks signatures, only reads `exp` for the cookie's life).
 * Expires in an hour unless told otherwise.
 */
export function makeToken(claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = { sub: 'u-buyer', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

// The wish list.
export function makeWishlistEntry(product: Partial<Product> = {}, authorID = 'u-buyer'): WishlistEntry {
  const embedded = makeProduct(product);
  return {
    _id: `w-${embedded._id}`,
    authorID,
    productID: embedded._id,
    date: '2024-04-01T08:00:00.000Z',
    product: embedded,
  };
}

/** A GET /api/wishlist/{uid} answer that always reads the current list, so a test can change it mid-way. */
export function wishlistAnswer(entries: () => WishlistEntry[]): () => MockAnswer {
  return () => ({ body: entries() });
}

// The buyer's orders.
export function makeOrder(overrides: Partial<Order> = {}, product: Partial<OrderProduct> = {}): Order {
  const embedded: OrderProduct = { ...makeProduct(product), mobile: '01711000000', ...product };
  return {
    _id: `o-${embedded._id}`,
    productID: embedded._id,
    productAuthor: embedded.authorID,
    customerName: 'Bea Buyer',
    customerEmail: 'buyer@example.test',
    customerId: 'u-buyer',
    customerMobile: '01811000000',
    meetLocation: 'Gulshan 1, Dhaka',
    bookingDate: '2024-04-02T10:00:00.000Z',
    price: embedded.sellPrice,
    product: embedded,
    payment: false,
    paymentMethod: null,
    transitionID: null,
    paymentDate: null,
    status: 'awaiting_payment',
    deal: null,
    ...overrides,
  };
}

/** A GET /api/orders/{uid} answer that always reads the current list, so a test can change it mid-way. */
export function ordersAnswer(orders: () => Order[]): () => MockAnswer {
  return () => ({ body: orders() });
}

// The seller's dashboard: its figures and the bookings on the seller's cars.
export function makeSellerBooking(overrides: Partial<SellerBooking> = {}): SellerBooking {
  return {
    _id: 'o1',
    productID: 'p1',
    productName: 'Toyota Corolla 2018',
    productThumbnail: '/api/media/p1-thumb.jpg',
    price: 15500,
    customerName: 'Bea Buyer',
    customerEmail: 'buyer@example.test',
    customerMobile: '01811000000',
    meetLocation: 'Gulshan 1, Dhaka',
    bookingDate: '2024-04-02T10:00:00.000Z',
    payment: false,
    paymentDate: null,
    status: 'awaiting_payment',
    deal: null,
    ...overrides,
  };
}

export function makeListingCounts(overrides: Partial<ListingCounts> = {}): ListingCounts {
  return { available: 4, advertised: 2, sold: 3, takenDown: 1, underReview: 1, ...overrides };
}

export function makeSellerStats(overrides: Partial<SellerStats> = {}): SellerStats {
  return {
    listings: makeListingCounts(),
    bookingsAwaitingPayment: 2,
    deals: { awaitingHandover: 1, awaitingConfirmation: 0, disputed: 1, completed: 5, refunded: 2 },
    sales: { total: 46500, orders: 3 },
    latestBookings: [
      makeSellerBooking(),
      makeSellerBooking({
        _id: 'o2',
        productID: 'p2',
        productName: 'Honda Civic 2016',
        customerName: 'Pam Paid',
        customerMobile: '01911000000',
        meetLocation: 'Banani 11',
        bookingDate: '2024-03-20T10:00:00.000Z',
        payment: true,
        paymentDate: '2024-03-22T12:00:00.000Z',
        status: 'paid',
      }),
    ],
    ...overrides,
  };
}

// The trust and oversight screens: reported listings, admin stats, audit entries.
export function makeAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    ...makeProduct(overrides),
    mobile: '01711000000',
    status: 'available',
    takedownReason: null,
    underReview: false,
    seller: { uid: 'u1', displayName: 'Sam Seller', email: 'sam@example.test', verified: true },
    deletedAt: null,
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
    deals: { awaitingHandover: 3, awaitingConfirmation: 2, disputed: 1, completed: 7, refunded: 1 },
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
    openContactMessages: 4,
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
