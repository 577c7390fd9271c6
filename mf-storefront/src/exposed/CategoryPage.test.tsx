import { PRODUCT_PAGE_SIZE_DEFAULT } from '@usedcars/contract/types';
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

  it('opens a category whose value holds / ? # % . and letters beyond ASCII, from its encoded address', async () => {
    const category = makeCategory({
      category: 'Coupé/Cabrio? #1 100% v2.0',
      value: 'coupé/cabrio?_#1_100%_v2.0',
    });
    const products = Array.from({ length: PRODUCT_PAGE_SIZE_DEFAULT }, (_, index) =>
      makeProduct({ _id: `p${index}`, product_name: `Car ${index}` }),
    );
    const fetchMock = mockFetch({
      'GET /api/category/coup%C3%A9%2Fcabrio%3F_%231_100%25_v2.0': { body: { category, products } },
    });
    renderPage(<CategoryPage />, { ...at, route: '/category/coup%C3%A9%2Fcabrio%3F_%231_100%25_v2.0' });
    expect(await screen.findByRole('heading', { level: 1, name: category.category })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: `See all ${category.category} cars` })).toHaveAttribute(
      'href',
      '/cars?category=coup%C3%A9%2Fcabrio%3F_%231_100%25_v2.0',
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
