import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen } from '@testing-library/react';
import ProductPage from './ProductPage';

describe('ProductPage', () => {
  it('shows every field of the car', async () => {
    mockFetch({ 'GET /api/product/p1': { body: makeProduct() } });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla 2018' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Toyota Corolla 2018' });
    expect(image).toHaveAttribute('src', '/api/media/p1.jpg');
    expect(screen.getByText('Sam Seller')).toBeInTheDocument();
    expect(screen.getByText('Verified seller')).toBeInTheDocument();
    expect(screen.getByText(/Mar [56], 2024/)).toBeInTheDocument();
    expect(screen.getByText('One owner, full service history, new tyres.')).toBeInTheDocument();
    expect(screen.getByText('Sedan')).toBeInTheDocument();
    expect(screen.getByText('Toyota')).toBeInTheDocument();
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    expect(screen.getByText('$21,000')).toBeInTheDocument();
    expect(screen.getByText('$15,500')).toBeInTheDocument();
    expect(screen.getByText('Jun 2021')).toBeInTheDocument();
    for (const label of ['Category', 'Brand', 'Condition', 'Purchase Price', 'Sell Price', 'Purchase Year']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('has no verified badge for an unverified seller', async () => {
    mockFetch({
      'GET /api/product/p1': {
        body: makeProduct({ author: { displayName: 'New Seller', verified: false, photoURL: null } }),
      },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    expect(await screen.findByText('New Seller')).toBeInTheDocument();
    expect(screen.queryByText('Verified seller')).not.toBeInTheDocument();
  });

  it('shows Not Found for an unknown id', async () => {
    mockFetch({
      'GET /api/product/nope': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Product not found' },
      },
    });
    renderPage(<ProductPage />, { route: '/products/nope', path: '/products/:id' });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });

  it('says so clearly when the request fails', async () => {
    mockFetch({
      'GET /api/product/p1': {
        status: 500,
        body: { statusCode: 500, error: 'Internal', message: 'Database unavailable' },
      },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});
