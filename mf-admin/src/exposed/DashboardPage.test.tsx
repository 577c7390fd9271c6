import { screen, within } from '@testing-library/react';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import DashboardPage from './DashboardPage';
import { makeAdminStats } from '@usedcars/shared-ui/testing/fixtures';

function renderDashboard() {
  return renderPage(<DashboardPage />, { route: '/admin/dashboard', path: '/admin/dashboard' });
}

describe('DashboardPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-admin', role: 'Admin' });
  });

  it('has the heading Admin Dashboard', () => {
    mockFetch({ 'GET /api/admin/stats': { body: makeAdminStats() } });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('shows each figure as a link to the screen where it is acted on', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/stats': { body: makeAdminStats() } });
    renderDashboard();
    const links: [string, string][] = [
      ['Buyers: 42', '/admin/users?role=Buyer'],
      ['Sellers: 17', '/admin/users?role=Seller'],
      ['Admins: 2', '/admin/users?role=Admin'],
      ['Sellers awaiting verification: 5', '/admin/users?role=Seller'],
      ['Available: 30', '/admin/products?status=available'],
      ['Advertised: 6', '/admin/products?status=available'],
      ['Sold: 12', '/admin/products?status=sold'],
      ['Taken down: 3', '/admin/products?status=taken_down'],
      ['Under review: 1', '/admin/report-products'],
      ['Open reports: 7', '/admin/report-products'],
      ['Reported listings: 2', '/admin/report-products'],
      ['Contact messages: 4', '/admin/contact-messages'],
      ['Open disputes: 1', '/admin/disputes'],
    ];
    expect(await screen.findByRole('link', { name: links[0]![0] })).toBeInTheDocument();
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('group', { name: 'Open bookings: 4' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Paid orders: 12' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total sales: $78,300' })).toHaveTextContent('$78,300');
    // The paid orders' handovers, under their own heading.
    expect(screen.getByRole('heading', { name: 'Handovers' })).toBeInTheDocument();
    for (const name of [
      'Awaiting handover: 3',
      'Awaiting confirmation: 2',
      'Completed deals: 7',
      'Refunded: 1',
    ])
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    expect(screen.getByText('Sellers awaiting verification')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/stats', expect.anything());
  });

  it('draws the sales of the 12 months as a chart readable without sight', async () => {
    mockFetch({ 'GET /api/admin/stats': { body: makeAdminStats() } });
    renderDashboard();
    const chart = await screen.findByRole('img', { name: /Sales by month, Jun 2023 to May 2024/ });
    expect(chart).toHaveAccessibleName(
      'Sales by month, Jun 2023 to May 2024: $78,300 in total; highest May 2024 with $31,000.',
    );
    expect(chart.querySelector('title')).toHaveTextContent('Sales by month');
    expect(within(chart).getByText('Jun')).toBeInTheDocument();
    expect(within(chart).getByText('May')).toBeInTheDocument();
    // A value axis up to a round figure above the best month ($31,000), and each month's value on its bar.
    expect(
      within(chart)
        .getAllByTestId('sales-axis-tick')
        .map((tick) => tick.textContent),
    ).toEqual(['$0', '$12.5K', '$25K', '$37.5K', '$50K']);
    expect(within(chart).getByText('$31K')).toBeInTheDocument();
    expect(within(chart).getByText('$15.5K')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Sales by month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('Jun 2023$00');
    expect(within(rows[2]!).getByRole('rowheader', { name: 'Aug 2023' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('$15,500');
    expect(rows[11]).toHaveTextContent('May 2024$31,0001');
  });

  it('says when the figures could not be loaded', async () => {
    mockFetch({
      'GET /api/admin/stats': {
        status: 500,
        body: { statusCode: 500, error: 'Error', message: 'Server down' },
      },
    });
    renderDashboard();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
