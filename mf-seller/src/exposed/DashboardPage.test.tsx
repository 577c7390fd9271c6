import { screen, within } from '@testing-library/react';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import DashboardPage from './DashboardPage';
import { makeListingCounts, makeSellerStats } from '@usedcars/shared-ui/testing/fixtures';

describe('DashboardPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-seller', role: 'Seller' });
  });

  it('has the heading Seller Dashboard', () => {
    mockFetch({ 'GET /api/seller/stats': { body: makeSellerStats() } });
    renderPage(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
  });

  it("shows the seller's figures, each linking to where it can be acted on", async () => {
    const fetchMock = mockFetch({ 'GET /api/seller/stats': { body: makeSellerStats() } });
    renderPage(<DashboardPage />);
    const figures: [string, string, string][] = [
      ['Available', '4', '/seller/my-products'],
      ['Advertised', '2', '/seller/my-products'],
      ['Sold', '3', '/seller/my-products'],
      ['Taken down', '1', '/seller/my-products'],
      ['Under review', '1', '/seller/my-products'],
      ['Bookings awaiting payment', '2', '/seller/bookings'],
      ['Sales', '$46,500', '/seller/bookings'],
      ['Paid orders', '3', '/seller/bookings'],
      ['Awaiting handover', '1', '/seller/bookings'],
      ['Awaiting confirmation', '0', '/seller/bookings'],
      ['Disputed', '1', '/seller/bookings'],
      ['Completed', '5', '/seller/bookings'],
      ['Refunded', '2', '/seller/bookings'],
    ];
    for (const [title, value, href] of figures) {
      const card = await screen.findByRole('link', { name: `${title}: ${value}` });
      expect(card).toHaveAttribute('href', href);
      expect(within(card).getByText(title)).toBeInTheDocument();
      expect(within(card).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Handovers' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/seller/stats', expect.anything());
    expect(screen.queryByRole('link', { name: 'Add a product' })).not.toBeInTheDocument();
  });

  it('lists the latest bookings with a link to all of them', async () => {
    mockFetch({ 'GET /api/seller/stats': { body: makeSellerStats() } });
    renderPage(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest bookings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute('href', '/seller/bookings');
    for (const header of ['Car', 'Buyer', 'Mobile', 'Meeting Location', 'Booking Date', 'Payment'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();

    const waiting = within(screen.getByRole('row', { name: /Toyota Corolla 2018/ }));
    expect(waiting.getByRole('link', { name: 'Toyota Corolla 2018' })).toHaveAttribute(
      'href',
      '/products/p1',
    );
    expect(waiting.getByText('Bea Buyer')).toBeInTheDocument();
    expect(waiting.getByRole('link', { name: '01811000000' })).toHaveAttribute('href', 'tel:01811000000');
    expect(waiting.getByText('Gulshan 1, Dhaka')).toBeInTheDocument();
    expect(waiting.getByText('Apr 2, 2024')).toBeInTheDocument();
    expect(waiting.getByText('Awaiting payment')).toBeInTheDocument();

    const paid = within(screen.getByRole('row', { name: /Honda Civic 2016/ }));
    expect(paid.getByText('Pam Paid')).toBeInTheDocument();
    expect(paid.getByText('Banani 11')).toBeInTheDocument();
    expect(paid.getByText('Mar 20, 2024')).toBeInTheDocument();
    expect(paid.getByText('Paid — awaiting handover')).toBeInTheDocument();
  });

  it('says so when nobody has booked yet', async () => {
    mockFetch({ 'GET /api/seller/stats': { body: makeSellerStats({ latestBookings: [] }) } });
    renderPage(<DashboardPage />);
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Toyota Corolla 2018/ })).not.toBeInTheDocument();
  });

  it('invites a seller without listings to add one', async () => {
    mockFetch({
      'GET /api/seller/stats': {
        body: makeSellerStats({
          listings: makeListingCounts({ available: 0, advertised: 0, sold: 0, takenDown: 0, underReview: 0 }),
          bookingsAwaitingPayment: 0,
          sales: { total: 0, orders: 0 },
          latestBookings: [],
        }),
      },
    });
    renderPage(<DashboardPage />);
    expect(await screen.findByText('No listings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/seller/add-product',
    );
    expect(screen.queryByRole('link', { name: /^Available:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales: $0' })).toBeInTheDocument();
  });

  it('says so clearly when the figures cannot be loaded', async () => {
    mockFetch({
      'GET /api/seller/stats': {
        status: 500,
        body: { statusCode: 500, error: 'Internal', message: 'Database unavailable' },
      },
    });
    renderPage(<DashboardPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your dashboard could not be loaded.');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});
