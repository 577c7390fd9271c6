import { makeBrand, makeCategory, makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import CategoryPage from './CategoryPage';

const user = userEvent.setup({ delay: null });

function Where() {
  const location = useLocation();
  return <output aria-label="current url">{`${location.pathname}${location.search}`}</output>;
}

function renderCategory(route: string) {
  return renderPage(
    <>
      <CategoryPage />
      <Where />
    </>,
    { route, path: '/category/:categoryName' },
  );
}

const catalog = {
  'GET /api/categories': {
    body: [makeCategory(), makeCategory({ _id: 'c2', category: 'SUV', value: 'suv' })],
  },
  'GET /api/brand': { body: [makeBrand()] },
};

function productUrls(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/products?'));
}

describe('CategoryPage', () => {
  it("is the cars search with its category fixed: the list, count and pager under the category's name", async () => {
    const products = Array.from({ length: 24 }, (_, index) =>
      makeProduct({ _id: `p${index}`, product_name: `Car ${index}` }),
    );
    const fetchMock = mockFetch({
      ...catalog,
      'GET /api/products': { body: products, headers: { 'X-Total-Count': '30' } },
    });
    renderCategory('/category/sedan?sort=price_asc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sedan' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Car 0' })).toHaveAttribute('href', '/products/p0');
    expect(screen.getByText('30 cars')).toBeInTheDocument();
    expect(productUrls(fetchMock)).toContain(
      '/api/products?category=sedan&sort=price_asc&page=1&pageSize=24',
    );
    // No category to choose: the page's is fixed, and not counted among the filters set.
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(screen.getByText('Filters (1)')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sedan | UsedCars'));
    // Its pages keep the category's address.
    const pages = screen.getByRole('navigation', { name: 'Pages of cars' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/category/sedan?sort=price_asc&page=2',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'toyota');
    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent(
        /^\/category\/sedan\?sort=price_asc&brand=toyota$/,
      ),
    );
    await waitFor(() =>
      expect(productUrls(fetchMock)).toContain(
        '/api/products?category=sedan&brand=toyota&sort=price_asc&page=1&pageSize=24',
      ),
    );
  });

  it('opens a category whose value holds / ? # % . and letters beyond ASCII, from its encoded address', async () => {
    const category = makeCategory({
      category: 'Coupé/Cabrio? #1 100% v2.0',
      value: 'coupé/cabrio?_#1_100%_v2.0',
    });
    const fetchMock = mockFetch({
      ...catalog,
      'GET /api/categories': { body: [category] },
      'GET /api/products': { body: [makeProduct()] },
    });
    renderCategory('/category/coup%C3%A9%2Fcabrio%3F_%231_100%25_v2.0');
    expect(await screen.findByRole('heading', { level: 1, name: category.category })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Toyota Corolla 2018' });
    expect(productUrls(fetchMock)).toContain(
      '/api/products?category=coup%C3%A9%2Fcabrio%3F_%231_100%25_v2.0&page=1&pageSize=24',
    );
  });

  it('says when the category has no car yet, with every car and the saved search one step away', async () => {
    mockFetch({ ...catalog, 'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderCategory('/category/sedan');
    expect(await screen.findByRole('heading', { name: 'No Sedan cars for sale yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sedan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all cars' })).toHaveAttribute('href', '/cars');
    expect(screen.getByRole('link', { name: 'Log in to save this search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('with its other filters set and no car, clears them but keeps the category', async () => {
    mockFetch({ ...catalog, 'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderCategory('/category/sedan?brand=toyota');
    expect(await screen.findByRole('heading', { name: 'No cars match these filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/category\/sedan$/);
  });

  it('shows Not Found for an unknown category', async () => {
    mockFetch(catalog);
    renderCategory('/category/hovercraft');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('There is no such category.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Category not found | UsedCars'));
  });
});
