import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnProduct } from '@usedcars/contract/types';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import MyProductsPage from './MyProductsPage';

const user = userEvent.setup({ delay: null });

function own(overrides: Partial<OwnProduct>): OwnProduct {
  return {
    ...makeProduct(),
    mobile: '01711000000',
    status: 'available',
    takedownReason: null,
    underReview: false,
    ...overrides,
  };
}

const available = own({ _id: 'p1', product_name: 'Toyota Corolla 2018' });
const sold = own({ _id: 'p2', product_name: 'Honda Civic 2016', sell: true, status: 'sold' });
const takenDown = own({
  _id: 'p3',
  product_name: 'Kia Rio',
  status: 'taken_down',
  takedownReason: 'Fake photos',
});

describe('MyProductsPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-seller', role: 'Seller' });
  });

  it('lists the products with their status; advertise and delete are disabled when sold, delete when taken down', async () => {
    mockFetch({ 'GET /api/my-products/u-seller': { body: [available, sold, takenDown] } });
    renderPage(<MyProductsPage />);
    expect(await screen.findByText('Toyota Corolla 2018')).toBeInTheDocument();
    const soldRow = screen.getByRole('row', { name: /Honda Civic 2016/ });
    expect(within(soldRow).getByText('Sold')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Advertise Honda Civic 2016' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Honda Civic 2016' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Advertise Toyota Corolla 2018' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Toyota Corolla 2018' })).toBeEnabled();
    expect(within(screen.getByRole('row', { name: /Kia Rio/ })).getByText('Taken down')).toBeInTheDocument();
    expect(screen.getByText('Reason: Fake photos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Kia Rio' })).toBeDisabled();
  });

  it('marks a listing that reports have put under review', async () => {
    const reported = own({ _id: 'p4', product_name: 'Mazda 3 2015', underReview: true });
    mockFetch({ 'GET /api/my-products/u-seller': { body: [available, reported] } });
    renderPage(<MyProductsPage />);
    const row = within(await screen.findByRole('row', { name: /Mazda 3 2015/ }));
    expect(row.getByText('Available')).toBeInTheDocument();
    expect(row.getByText('Under review')).toBeInTheDocument();
    expect(row.getByText('Hidden from public lists while an admin reviews reports')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Toyota Corolla 2018/ })).queryByText('Under review'),
    ).not.toBeInTheDocument();
  });

  it('shows Not Found when the seller has no products', async () => {
    mockFetch({ 'GET /api/my-products/u-seller': { body: [] } });
    renderPage(<MyProductsPage />);
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });

  it('sets the advertise flag', async () => {
    const fetchMock = mockFetch({
      'GET /api/my-products/u-seller': { body: [available] },
      'PATCH /api/my-products/p1': { body: { acknowledged: true } },
    });
    renderPage(<MyProductsPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Advertise Toyota Corolla 2018' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/my-products/p1',
        expect.objectContaining({ method: 'PATCH' }),
      ),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: true });
    expect(await screen.findByText('Toyota Corolla 2018 is advertised.')).toBeInTheDocument();
  });

  it('asks before deleting and deletes on Yes', async () => {
    const fetchMock = mockFetch({
      'GET /api/my-products/u-seller': { body: [available] },
      'DELETE /api/my-products/p1': { body: { acknowledged: true } },
    });
    renderPage(<MyProductsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Toyota Corolla 2018' }));
    expect(await screen.findByText('Are you sure delete Toyota Corolla 2018')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Toyota Corolla 2018 deleted successfully.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/my-products/p1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('shows the server message when a delete is refused', async () => {
    mockFetch({
      'GET /api/my-products/u-seller': { body: [available] },
      'DELETE /api/my-products/p1': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'A sold product cannot be deleted.' },
      },
    });
    renderPage(<MyProductsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Toyota Corolla 2018' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('A sold product cannot be deleted.')).toBeInTheDocument();
  });
});
