import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '@usedcars/contract/types';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import ProductsPage from './ProductsPage';

const user = userEvent.setup({ delay: null });

const listing: AdminProduct = {
  ...makeProduct({ _id: 'p1', product_name: 'Toyota Corolla 2018' }),
  mobile: '01711000000',
  status: 'available',
  takedownReason: null,
  underReview: false,
  seller: { uid: 'u1', displayName: 'Sam Seller', email: 'sam@example.test', verified: true },
  deletedAt: null,
};

describe('ProductsPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-admin', role: 'Admin' });
  });

  it('lists every listing with its seller and reads the search and status from the URL', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/products': { body: [listing], headers: { 'X-Total-Count': '1' } },
    });
    renderPage(<ProductsPage />, {
      route: '/admin/products?q=corolla&status=available',
      path: '/admin/products',
    });
    expect(await screen.findByText('Toyota Corolla 2018')).toBeInTheDocument();
    expect(screen.getByText('Sam Seller')).toBeInTheDocument();
    expect(screen.getByLabelText('Verified seller')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/products?q=corolla&status=available&page=1&pageSize=20',
      expect.anything(),
    );
    expect(screen.getByLabelText('Search products')).toHaveValue('corolla');
  });

  it('lists the listings their sellers deleted under their own filter, marked, with nothing to take down', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/products': {
        body: [{ ...listing, deletedAt: '2026-11-20T10:00:00.000Z' }],
        headers: { 'X-Total-Count': '1' },
      },
    });
    renderPage(<ProductsPage />, { route: '/admin/products?status=deleted', path: '/admin/products' });
    expect(await screen.findByText('Toyota Corolla 2018')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/products?status=deleted&page=1&pageSize=20',
      expect.anything(),
    );
    expect(screen.getAllByText('Deleted by seller').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Take down Toyota Corolla 2018' })).not.toBeInTheDocument();
  });

  it('requires a reason to take a listing down, then sends it', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/products': { body: [listing] },
      'PATCH /api/admin/products/p1/takedown': { body: { acknowledged: true } },
    });
    renderPage(<ProductsPage />, { route: '/admin/products', path: '/admin/products' });
    await user.click(await screen.findByRole('button', { name: 'Take down Toyota Corolla 2018' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down Toyota Corolla 2018' });
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText('Enter the reason for taking it down')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Fake photos');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('Toyota Corolla 2018 taken down.')).toBeInTheDocument();
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ reason: 'Fake photos' });
    });
  });

  it('shows Not Found when nothing matches', async () => {
    mockFetch({ 'GET /api/admin/products': { body: [] } });
    renderPage(<ProductsPage />, { route: '/admin/products', path: '/admin/products' });
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });
});
