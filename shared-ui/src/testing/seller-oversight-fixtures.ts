// Wire-shaped sample data for the seller's dashboard: its figures and the bookings on the seller's cars.
import type { ListingCounts, SellerBooking, SellerStats } from '@usedcars/shared-ui/api/types';

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
