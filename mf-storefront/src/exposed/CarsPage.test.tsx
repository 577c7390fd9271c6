import { makeBrand, makeCategory, makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { pagesAround } from '../features/products/components/CarsPager';
import CarsPage from './CarsPage';

const user = userEvent.setup({ delay: null });

function Where() {
  const location = useLocation();
  return <output aria-label="current url">{`${location.pathname}${location.search}`}</output>;
}

function renderCars(route: string) {
  return renderPage(
    <>
      <CarsPage />
      <Where />
    </>,
    { route, path: '/cars' },
  );
}

const catalog = {
  'GET /api/categories': { body: [makeCategory()] },
  'GET /api/brand': {
    body: [makeBrand()],
  },
};

/** Chooses `option` (its text, with the count where there is one) in the list labelled `label`. */
async function pickOption(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(within(select).getByRole('option', { name: option })).toBeInTheDocument());
  await user.selectOptions(select, within(select).getByRole('option', { name: option }));
}

/** Opens the fuels' panel unless it is open, and checks or unchecks `fuel` (its text, with the count). */
async function toggleFuel(fuel: string) {
  const panel = screen.getByRole('group', { name: 'Fuel' }).closest('details')!;
  if (!panel.open) await user.click(panel.querySelector('summary')!);
  await user.click(screen.getByRole('checkbox', { name: fuel }));
}

function productUrls(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/products'));
}

/**
 * A GET /products/facets answer: `toyota` cars of Toyota, 12 Diesel, 7 between $5,000 and $10,000, 5 in Good
 * condition, 3 in Feni.
 */
const facetsAnswer = (approximate: boolean, toyota: number) => ({
  body: {
    approximate,
    total: toyota,
    facets: {
      brand: [{ value: 'toyota', count: toyota }],
      category: [],
      fuel: [{ value: 'Diesel', count: 12 }],
      transmission: [],
      price: [{ value: '5000-10000', count: 7 }],
      condition: [{ value: 'Good', count: 5 }],
      location: [{ value: 'Feni', count: 3 }],
    },
  },
});

describe('CarsPage', () => {
  beforeEach(() => signOut());

  it('shows the grid titled Cars and pages from X-Total-Count', async () => {
    const products = Array.from({ length: 24 }, (_, i) =>
      makeProduct({ _id: `p${i}`, product_name: `Car ${i}` }),
    );
    const fetchMock = mockFetch({
      ...catalog,
      'GET /api/products': { body: products, headers: { 'X-Total-Count': '50' } },
    });
    renderCars('/cars?page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Cars' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Car 0' })).toHaveAttribute('href', '/products/p0');
    expect(screen.getByText('50 cars')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cars' })).getAllByRole('listitem')).toHaveLength(24);
    expect(fetchMock).toHaveBeenCalledWith('/api/products?page=2&pageSize=24', expect.anything());
    // 50 cars at 24 per page: pages 1, 2 and 3, each a link that keeps the search, the current one marked.
    const pages = screen.getByRole('navigation', { name: 'Pages of cars' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/cars?page=3');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/cars');
    expect(within(pages).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pages).queryByRole('link', { name: 'Page 4' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/cars\?page=3$/));
  });

  it('pages far from the ends: the first and last, and two either side of the current one', () => {
    expect(pagesAround(1, 3)).toEqual([1, 2, 3]);
    expect(pagesAround(10, 40)).toEqual([1, null, 8, 9, 10, 11, 12, null, 40]);
    expect(pagesAround(3, 40)).toEqual([1, 2, 3, 4, 5, null, 40]);
  });

  it('reads every filter from the URL into the request', async () => {
    const fetchMock = mockFetch({ ...catalog, 'GET /api/products': { body: [makeProduct()] } });
    renderCars(
      '/cars?q=corolla&category=sedan&brand=toyota&model=Premio&condition=Good&location=Feni&fuel=Hybrid,Petrol,Steam&transmission=Manual&minPrice=1000&maxPrice=20000&minYear=2015&maxYear=2020&minMileage=20000&maxMileage=90000&sort=price_asc&page=3',
    );
    await screen.findByRole('link', { name: 'Toyota Corolla 2018' });
    // The fuels known to the contract, in its order.
    expect(productUrls(fetchMock)).toContain(
      '/api/products?q=corolla&category=sedan&brand=toyota&model=Premio&condition=Good&location=Feni&fuel=Petrol%2CHybrid&transmission=Manual&minPrice=1000&maxPrice=20000&minYear=2015&maxYear=2020&minMileage=20000&maxMileage=90000&sort=price_asc&page=3&pageSize=24',
    );
    expect(screen.getByLabelText('Search cars')).toHaveValue('corolla');
    expect(screen.getByLabelText('Min price')).toHaveValue('1000');
    expect(screen.getByLabelText('To year')).toHaveValue('2020');
    expect(screen.getByLabelText('Min mileage (km)')).toHaveValue('20000');
    expect(screen.getByLabelText('Max mileage (km)')).toHaveValue('90000');
    // Everything but the search box (thirteen filters and the sort) is counted on the phone's toggle.
    // A check box and its label, so that it opens before the app runs (the style sheet folds the filters by it).
    const toggle = screen.getByLabelText('Filters (14)');
    expect(toggle).toHaveAttribute('type', 'checkbox');
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Filters (14)'));
    expect(toggle).toBeChecked();
    expect(screen.getByText('1 car')).toBeInTheDocument();
  });

  it('writes a search and a filter to the URL, back to page 1, and asks the server', async () => {
    const fetchMock = mockFetch({ ...catalog, 'GET /api/products': { body: [makeProduct()] } });
    renderCars('/cars?page=2');
    await screen.findByRole('link', { name: 'Toyota Corolla 2018' });
    await user.type(screen.getByLabelText('Search cars'), 'civic{Enter}');
    await waitFor(() => expect(screen.getByLabelText('current url')).toHaveTextContent('/cars?q=civic'));
    await pickOption('Condition', 'Fair');
    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent('/cars?q=civic&condition=Fair'),
    );
    await waitFor(() =>
      expect(productUrls(fetchMock)).toContain('/api/products?q=civic&condition=Fair&page=1&pageSize=24'),
    );
    await user.type(screen.getByLabelText('Max price'), '9000{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent(
        '/cars?q=civic&condition=Fair&maxPrice=9000',
      ),
    );
  });

  it('reads every field when the form is sent: a box typed in, a band chosen anew, the brand kept', async () => {
    mockFetch({ ...catalog, 'GET /api/products': { body: [makeProduct()] } });
    renderCars('/cars?brand=toyota&minPrice=5000&maxPrice=9999.99&page=3');
    await screen.findByRole('link', { name: 'Toyota Corolla 2018' });
    // Typed, not yet applied (the box has not been left): Show cars sends it with the rest.
    await user.type(screen.getByLabelText('Min mileage (km)'), '20,000');
    await user.click(screen.getByRole('button', { name: 'Show cars' }));
    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent(
        /^\/cars\?brand=toyota&minPrice=5000&maxPrice=9999\.99&minMileage=20000$/,
      ),
    );
  });

  it('sends the fuels picked, comma-separated, in the contract order', async () => {
    const fetchMock = mockFetch({ ...catalog, 'GET /api/products': { body: [makeProduct()] } });
    renderCars('/cars');
    await screen.findByRole('link', { name: 'Toyota Corolla 2018' });
    await toggleFuel('Hybrid');
    await toggleFuel('Diesel');
    await waitFor(() =>
      // In the contract's order whatever the order picked: one search, one address.
      expect(screen.getByLabelText('current url')).toHaveTextContent('/cars?fuel=Diesel%2CHybrid'),
    );
    await waitFor(() =>
      expect(productUrls(fetchMock)).toContain('/api/products?fuel=Diesel%2CHybrid&page=1&pageSize=24'),
    );
  });

  it('filters by gearbox and mileage, sorts by mileage, and shows the count', async () => {
    const fetchMock = mockFetch({
      ...catalog,
      'GET /api/products': { body: [makeProduct()], headers: { 'X-Total-Count': '1204' } },
    });
    renderCars('/cars');
    expect(await screen.findByText('1,204 cars')).toBeInTheDocument();
    await pickOption('Transmission', 'Manual');
    // Kilometres are whole numbers: the thousands separator goes.
    await user.type(screen.getByLabelText('Min mileage (km)'), '20,000{Enter}');
    await pickOption('Sort by', 'Mileage: low to high');
    await waitFor(() =>
      expect(productUrls(fetchMock)).toContain(
        '/api/products?transmission=Manual&minMileage=20000&sort=mileage_asc&page=1&pageSize=24',
      ),
    );
    expect(screen.getByText('Filters (3)')).toBeInTheDocument();
  });

  it("offers the chosen brand's models, and none before a brand is chosen", async () => {
    const fetchMock = mockFetch({
      ...catalog,
      'GET /api/models': { body: ['Corolla Axio'] },
      'GET /api/products': { body: [makeProduct()] },
    });
    renderCars('/cars');
    await screen.findByRole('link', { name: 'Toyota Corolla 2018' });
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    await pickOption('Brand', 'Toyota');
    await pickOption('Model', 'Corolla Axio');
    expect(fetchMock).toHaveBeenCalledWith('/api/models?brand=toyota', expect.anything());
    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent('/cars?brand=toyota&model=Corolla+Axio'),
    );
  });

  it('drops the model when the brand changes', async () => {
    mockFetch({
      ...catalog,
      'GET /api/brand': {
        body: [makeBrand(), makeBrand({ _id: 'b2', brandName: 'Honda', value: 'honda' })],
      },
      'GET /api/models': { body: ['Corolla Axio'] },
      'GET /api/products': { body: [makeProduct()] },
    });
    renderCars('/cars?brand=toyota&model=Corolla+Axio');
    await screen.findByRole('link', { name: 'Toyota Corolla 2018' });
    await pickOption('Brand', 'Honda');
    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/cars\?brand=honda$/),
    );
  });

  it('shows beside the filters how many cars each choice gives, "about" when estimated, and "10,000+ cars"', async () => {
    const fetchMock = mockFetch({
      ...catalog,
      'GET /api/products/facets': facetsAnswer(true, 12000),
      'GET /api/products': {
        body: [makeProduct()],
        headers: { 'X-Total-Count': '10000', 'X-Total-Count-Capped': 'true' },
      },
    });
    renderCars('/cars?brand=toyota');
    expect(await screen.findByText('10,000+ cars')).toBeInTheDocument();
    // The chosen brand shows its estimated count.
    expect(await screen.findByText('Toyota (about 12,000)')).toBeInTheDocument();
    await pickOption('Price range', '$5,000 to $10,000 (about 7)');
    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent(
        '/cars?brand=toyota&minPrice=5000&maxPrice=9999.99',
      ),
    );
    await waitFor(() =>
      expect(productUrls(fetchMock)).toContain(
        '/api/products/facets?brand=toyota&minPrice=5000&maxPrice=9999.99',
      ),
    );
  });

  it('shows exact counts as they are', async () => {
    mockFetch({
      ...catalog,
      'GET /api/products/facets': facetsAnswer(false, 1204),
      'GET /api/products': { body: [makeProduct()], headers: { 'X-Total-Count': '1204' } },
    });
    renderCars('/cars');
    expect(await screen.findByText('1,204 cars')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Diesel (12)' });
    await toggleFuel('Diesel (12)');
    await pickOption('Brand', 'Toyota (1,204)');
    // Condition and location are counted like the other facets, none where no car has them.
    await pickOption('Condition', 'Good (5)');
    await pickOption('Location', 'Feni (3)');
    expect(screen.getByRole('option', { name: 'Fair (0)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Dhaka (0)' })).toBeInTheDocument();
  });

  it('says that no car matches the filters, and offers to clear them or log in to save the search', async () => {
    mockFetch({ ...catalog, 'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderCars('/cars?q=nothing&sort=price_asc');
    expect(await screen.findByRole('heading', { name: 'No cars match these filters' })).toBeInTheDocument();
    expect(screen.getByText('0 cars')).toBeInTheDocument();
    expect(
      screen.getByText('Clear some of them, or save this search to hear when a car that matches is listed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to save this search' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/cars?q=nothing&sort=price_asc')}`,
    );
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/cars$/);
  });

  it('signed in, offers to save the search where it found nothing, once', async () => {
    signInAs({ role: 'Buyer' });
    mockFetch({ ...catalog, 'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderCars('/cars?brand=toyota&maxPrice=100');
    const empty = (await screen.findByRole('heading', { name: 'No cars match these filters' }))
      .parentElement!;
    expect(within(empty).getByRole('button', { name: 'Save this search' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save this search' })).toHaveLength(1);
  });

  it('names a range set the wrong way round, with nothing to save', async () => {
    mockFetch({ ...catalog, 'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderCars('/cars?minPrice=20000&maxPrice=5000');
    expect(
      await screen.findByRole('heading', { name: 'The minimum price is above the maximum' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No car can match. Swap them, or clear one.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to save this search' })).not.toBeInTheDocument();
  });

  it('with no filter, says that no car is for sale, with nothing to clear', async () => {
    mockFetch({ ...catalog, 'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderCars('/cars');
    expect(await screen.findByRole('heading', { name: 'No cars for sale right now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it("titles the tab from the filters, with the catalogue's names", async () => {
    mockFetch({
      ...catalog,
      'GET /api/models': { body: ['Corolla'] },
      'GET /api/products': { body: [makeProduct()] },
    });
    renderCars('/cars?brand=toyota&model=corolla&category=sedan&maxPrice=19999.99&page=2');
    await waitFor(() =>
      expect(document.title).toBe('Used Toyota Corolla Sedan cars for sale under $20,000, page 2 | UsedCars'),
    );
  });

  it('past the last page, says so and links to the first page of the same search', async () => {
    mockFetch({ ...catalog, 'GET /api/products': { body: [], headers: { 'X-Total-Count': '30' } } });
    renderCars('/cars?q=toyota&page=5');
    expect(await screen.findByRole('heading', { name: 'No cars on this page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No cars match these filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/cars?q=toyota',
    );
  });

  it('labels every control', async () => {
    mockFetch({ ...catalog, 'GET /api/products': { body: [] } });
    renderCars('/cars');
    for (const label of [
      'Category',
      'Brand',
      'Model',
      'Transmission',
      'Condition',
      'Location',
      'Sort by',
      'Price range',
    ]) {
      expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Fuel' })).toBeInTheDocument();
    for (const fuel of ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'CNG', 'LPG'])
      expect(screen.getByRole('checkbox', { name: fuel })).toBeInTheDocument();
    for (const label of [
      'Search cars',
      'Min price',
      'Max price',
      'From year',
      'To year',
      'Min mileage (km)',
      'Max mileage (km)',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await screen.findByRole('heading', { name: 'No cars for sale right now' });
  });
});
