import { PRODUCT_PAGE_SIZE_DEFAULT } from '@usedcars/shared-ui/api/types';
import { makeCategory, makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen } from '@testing-library/react';
import CategoryPage from './CategoryPage';

const at = { route: '/category/sedan', path: '/category/:categoryName' };

describe('CategoryPage', () => {
  it('shows the cars under the category title', async () => {
    mockFetch({
      'GET /api/category/sedan': { body: { category: makeCategory(), products: [makeProduct()] } },
    });
    renderPage(<CategoryPage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sedan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toyota Corolla 2018' })).toHaveAttribute('href', '/products/p1');
  });

  it('links to the full, paged list when the category fills a page', async () => {
    const products = Array.from({ length: PRODUCT_PAGE_SIZE_DEFAULT }, (_, index) =>
      makeProduct({ _id: `p${index}`, product_name: `Car ${index}` }),
    );
    mockFetch({ 'GET /api/category/sedan': { body: { category: makeCategory(), products } } });
    renderPage(<CategoryPage />, at);
    expect(await screen.findByRole('link', { name: 'See all Sedan cars' })).toHaveAttribute(
      'href',
      '/cars?category=sedan',
    );
  });

  it('shows Not Found when the category has no cars', async () => {
    mockFetch({ 'GET /api/category/sedan': { body: { category: makeCategory(), products: [] } } });
    renderPage(<CategoryPage />, at);
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sedan' })).toBeInTheDocument();
  });

  it('shows Not Found for an unknown category', async () => {
    mockFetch({
      'GET /api/category/sedan': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'No such category' },
      },
    });
    renderPage(<CategoryPage />, at);
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });
});
