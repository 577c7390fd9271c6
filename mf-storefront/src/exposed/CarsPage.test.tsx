import { makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen } from '@testing-library/react';
import CarsPage from './CarsPage';

describe('CarsPage', () => {
  it('shows the grid titled Cars and pages from X-Total-Count', async () => {
    const products = Array.from({ length: 24 }, (_, i) =>
      makeProduct({ _id: `p${i}`, product_name: `Car ${i}` }),
    );
    const fetchMock = mockFetch({
      'GET /api/products': { body: products, headers: { 'X-Total-Count': '50' } },
    });
    renderPage(<CarsPage />, { route: '/cars?page=2', path: '/cars' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cars' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Car 0' })).toHaveAttribute('href', '/products/p0');
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('ant-col'))).toHaveLength(
      24,
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/products?page=2&limit=24', expect.anything());
    // 50 cars at 24 per page: pages 1, 2 and 3.
    expect(screen.getByTitle('3')).toBeInTheDocument();
    expect(screen.queryByTitle('4')).not.toBeInTheDocument();
  });
});
