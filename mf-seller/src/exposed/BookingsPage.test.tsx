import { screen, within } from '@testing-library/react';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import BookingsPage from './BookingsPage';
import { makeSellerBooking } from '@usedcars/shared-ui/testing/fixtures';

const booking = makeSellerBooking;

const bookings = [
  booking({
    _id: 'o1',
    status: 'paid',
    payment: true,
    paymentDate: '2024-05-06T12:00:00.000Z',
  }),
  booking({
    _id: 'o2',
    productID: 'p2',
    productName: 'Honda Civic 2016',
    customerName: 'Ann Other',
    customerMobile: '+880 1712-345 679',
  }),
  booking({ _id: 'o3', productName: 'Jeep Wrangler 2016', customerName: 'Sid Sold', status: 'sold' }),
  booking({ _id: 'o4', productName: 'Kia Rio 2019', customerName: 'Pat Processing', status: 'processing' }),
  booking({ _id: 'o5', productName: 'Mazda 3 2015', customerName: 'Una Available', status: 'unavailable' }),
];

describe('BookingsPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-seller', role: 'Seller' });
  });

  it('lists who booked which car, where to meet, and the payment state', async () => {
    mockFetch({ 'GET /api/seller/bookings': { body: bookings } });
    renderPage(<BookingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Toyota Corolla 2018' })).toHaveAttribute(
      'href',
      '/products/p1',
    );
    for (const header of ['Car', 'Buyer', 'Mobile', 'Meeting Location', 'Booking Date', 'Price', 'Payment'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();

    const paidRow = within(screen.getByRole('row', { name: /Toyota Corolla 2018/ }));
    expect(paidRow.getByText('Bea Buyer')).toBeInTheDocument();
    expect(paidRow.getByRole('link', { name: 'buyer@example.test' })).toHaveAttribute(
      'href',
      'mailto:buyer@example.test',
    );
    expect(paidRow.getByRole('link', { name: '01811000000' })).toHaveAttribute('href', 'tel:01811000000');
    expect(paidRow.getByText('Gulshan 1, Dhaka')).toBeInTheDocument();
    expect(paidRow.getByText('Apr 2, 2024')).toBeInTheDocument();
    expect(paidRow.getByText('$15,500')).toBeInTheDocument();
    expect(paidRow.getByText('Paid — awaiting handover')).toBeInTheDocument();
    expect(paidRow.getByText('Paid on May 6, 2024')).toBeInTheDocument();
    const thumbnail = paidRow.getByRole('presentation');
    expect(thumbnail).toHaveAttribute('width');
    expect(thumbnail).toHaveAttribute('height');

    const payment = (buyer: string) => within(screen.getByRole('row', { name: new RegExp(buyer) }));
    expect(payment('Ann Other').getByText('Awaiting payment')).toBeInTheDocument();
    // Typed with spaces and dashes, dialled as digits.
    expect(payment('Ann Other').getByRole('link', { name: '+880 1712-345 679' })).toHaveAttribute(
      'href',
      'tel:+8801712345679',
    );
    expect(payment('Sid Sold').getByText('Sold to another buyer')).toBeInTheDocument();
    expect(payment('Pat Processing').getByText('Processing')).toBeInTheDocument();
    expect(payment('Una Available').getByText('Listing removed')).toBeInTheDocument();
  });

  it('shows Not Found when nobody has booked the seller’s cars', async () => {
    mockFetch({ 'GET /api/seller/bookings': { body: [] } });
    renderPage(<BookingsPage />);
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });

  it('says so clearly when the bookings cannot be loaded', async () => {
    mockFetch({
      'GET /api/seller/bookings': {
        status: 500,
        body: { statusCode: 500, error: 'Internal', message: 'Database unavailable' },
      },
    });
    renderPage(<BookingsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your bookings could not be loaded.');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});
