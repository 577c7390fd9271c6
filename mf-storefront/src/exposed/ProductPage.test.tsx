import { makeProduct, makeProductDetail, makeWishlistEntry } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { BUYING_MESSAGES, REPORT_MESSAGES } from '@usedcars/contract/messages';
import { VEHICLE_FACTS } from '@usedcars/contract/types';
import { resetAuth, signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { makeUser } from '@usedcars/shared-ui/testing/fixtures';
import { Route, Routes } from 'react-router-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductPage from './ProductPage';

describe('ProductPage', () => {
  beforeEach(() => signOut());

  it('shows every field of the car', async () => {
    mockFetch({ 'GET /api/product/p1': { body: makeProductDetail() } });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla 2018' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Toyota Corolla 2018' });
    expect(image).toHaveAttribute('src', '/api/media/p1.jpg');
    expect(screen.getByRole('link', { name: 'Sam Seller' })).toHaveAttribute('href', '/sellers/u1');
    expect(screen.getByText('Verified seller')).toBeInTheDocument();
    expect(screen.getByText(/Mar [56], 2024/)).toBeInTheDocument();
    expect(screen.getByText('One owner, full service history, new tyres.')).toBeInTheDocument();
    expect(screen.getByText('Sedan')).toBeInTheDocument();
    expect(screen.getByText('Toyota')).toBeInTheDocument();
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    expect(screen.getByText('$21,000')).toBeInTheDocument();
    // The asking price leads, under the name, and the facts list it too.
    expect(screen.getByTestId('car-price')).toHaveTextContent('$15,500');
    expect(screen.getByText('Sell Price', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$15,500',
    );
    expect(screen.getByText('Jun 2021')).toBeInTheDocument();
    for (const label of ['Category', 'Brand', 'Condition', 'Purchase Price', 'Sell Price', 'Purchase Year']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('says the last price change and lists the price history the car read answers', async () => {
    const history = [
      { price: 16000, date: '2024-03-05T10:00:00.000Z' },
      { price: 15000, date: '2024-04-01T10:00:00.000Z' },
      { price: 15500, date: '2024-05-01T10:00:00.000Z' },
    ];
    mockFetch({
      'GET /api/product/p1': {
        body: makeProductDetail({
          sellPrice: 15500,
          priceHistory: history,
          lastPriceChange: { from: history[1]!, to: history[2]! },
        }),
      },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    // Every date of the page is written one way: the change's, the posting's and the history's.
    expect(await screen.findByText(/^Price raised \$500 on May 1, 2024$/)).toBeInTheDocument();
    const dates = [...document.querySelectorAll('time')].map((time) => time.textContent);
    expect(dates.length).toBeGreaterThan(3);
    for (const date of dates) expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const listed = within(screen.getByText('Price history').closest('details') as HTMLElement).getAllByRole(
      'listitem',
      { hidden: true },
    );
    expect(listed.map((item) => item.textContent?.replace(/^.*: /, ''))).toEqual([
      '$16,000',
      '$15,000',
      '$15,500',
    ]);
  });

  it('leads with year, mileage, fuel and gearbox, and lists every vehicle fact, unknown ones as Unknown', async () => {
    mockFetch({
      'GET /api/product/p1': {
        body: makeProductDetail({ owners: 2, color: null, engineCc: 1500, vin: 'JTDBR32E720123456' }),
      },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    const keyFacts = await screen.findByRole('list', { name: 'Key facts' });
    expect(
      within(keyFacts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2018', '64,000 km', 'Petrol', 'Automatic']);
    // Named as buyers name it, under the seller's own name.
    expect(screen.getByText('2018 Toyota Corolla')).toBeInTheDocument();
    const fact = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Model year')).toBe('2018');
    expect(fact('Purchase Year')).toBe('Jun 2021');
    expect(fact('Model')).toBe('Corolla');
    expect(fact('Mileage')).toBe('64,000 km');
    expect(fact('Fuel')).toBe('Petrol');
    expect(fact('Transmission')).toBe('Automatic');
    expect(fact('Previous owners')).toBe('2');
    expect(fact('Color')).toBe('Unknown');
    expect(fact('Engine')).toBe('1,500 cc');
    expect(fact('VIN')).toBe('JTDBR32E720123456');
  });

  it('shows a listing made before the facts were asked for with each fact Unknown', async () => {
    mockFetch({
      'GET /api/product/p1': {
        body: makeProductDetail(Object.fromEntries(VEHICLE_FACTS.map((fact) => [fact, null]))),
      },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    const keyFacts = await screen.findByRole('list', { name: 'Key facts' });
    expect(
      within(keyFacts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bought 2021']);
    // The year it was bought is not passed off as the model year.
    expect(screen.getByText('Model year', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Not given (bought Jun 2021)',
    );
    for (const label of [
      'Model',
      'Mileage',
      'Fuel',
      'Transmission',
      'Previous owners',
      'Color',
      'Engine',
      'VIN',
    ]) {
      expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent).toBe('Unknown');
    }
  });

  it('offers similar cars below the car, as cards linking to their pages', async () => {
    mockFetch({
      'GET /api/product/p1': { body: makeProductDetail() },
      'GET /api/product/p1/similar': {
        body: [
          makeProduct({ _id: 'p2', product_name: 'Toyota Corolla 2019' }),
          makeProduct({ _id: 'p3', product_name: 'Toyota Corolla 2017' }),
        ],
      },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    const similar = await screen.findByRole('list', { name: 'Similar cars' });
    expect(within(similar).getAllByRole('listitem')).toHaveLength(2);
    expect(within(similar).getByRole('link', { name: 'Toyota Corolla 2019' })).toHaveAttribute(
      'href',
      '/products/p2',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Similar cars' })).toBeInTheDocument();
  });

  it('shows no similar-cars section when there are none', async () => {
    const fetchMock = mockFetch({
      'GET /api/product/p1': { body: makeProductDetail() },
      'GET /api/product/p1/similar': { body: [] },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla 2018' });
    // Once the (empty) answer is in, the page stays without the section.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/product/p1/similar')).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'Similar cars' })).not.toBeInTheDocument();
  });

  it("titles the browser tab with the car's name and price", async () => {
    mockFetch({ 'GET /api/product/p1': { body: makeProductDetail() } });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla 2018' });
    expect(document.title).toBe('Toyota Corolla 2018, $15,500 | UsedCars');
  });

  it("offers neither Book Now nor the wish list on the seller's own car, and says it is theirs", async () => {
    const seller = signInAs({ role: 'Seller' });
    mockFetch({
      'GET /api/product/p1': { body: makeProductDetail({ authorID: seller.uid }) },
      [`GET /api/orders/${seller.uid}`]: { body: [] },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    expect(await screen.findByText('Your listing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Book Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to wish list/ })).not.toBeInTheDocument();
  });

  it('has no verified badge for an unverified seller', async () => {
    mockFetch({
      'GET /api/product/p1': {
        body: makeProductDetail({
          author: {
            displayName: 'New Seller',
            verified: false,
            photoURL: null,
            rating: { average: null, count: 0 },
          },
        }),
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

  it('shows Not Found for a listing taken down or deleted (410)', async () => {
    mockFetch({
      'GET /api/product/p1': {
        status: 410,
        body: { statusCode: 410, error: 'Gone', message: 'This listing was removed.' },
      },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
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

  it('wish-lists the car and opens the booking modal', async () => {
    const buyer = signInAs();
    let posted = false;
    mockFetch({
      'GET /api/product/p1': { body: makeProductDetail() },
      [`GET /api/wishlist/${buyer.uid}`]: () => ({ body: posted ? [makeWishlistEntry({ _id: 'p1' })] : [] }),
      'POST /api/wishlist': () => {
        posted = true;
        return { status: 201, body: { acknowledged: true } };
      },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    const add = await screen.findByRole('button', { name: 'Add to wish list' });
    await userEvent.click(add);
    expect(await screen.findByText(BUYING_MESSAGES.wishlistAdded)).toBeInTheDocument();
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    // By role only: under jest, antd gives every generated id the value 'test-id', so the tooltip's id would
    // shadow the title's (in a browser the dialog is named 'Book Toyota Corolla 2018').
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Book Toyota Corolla 2018')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price')).toHaveValue('$15,500');
  });

  it('offers neither wish-listing nor booking for a sold car, but it can still be reported', async () => {
    mockFetch({ 'GET /api/product/p1': { body: makeProductDetail({ sell: true }) } });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    expect(await screen.findByText('Sold')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to wish list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report this listing' })).toBeInTheDocument();
  });

  it('reports the car from the product page', async () => {
    signInAs();
    const fetchMock = mockFetch({
      'GET /api/product/p1': { body: makeProductDetail() },
      'POST /api/reports': { status: 201, body: { acknowledged: true } },
    });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Report Toyota Corolla 2018')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Already sold' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.received)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/reports', expect.objectContaining({ method: 'POST' }));
    expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  it("does not offer reporting to the car's own seller", async () => {
    signInAs({ uid: 'u1', role: 'Seller' });
    mockFetch({ 'GET /api/product/p1': { body: makeProductDetail({ authorID: 'u1' }) } });
    renderPage(<ProductPage />, { route: '/products/p1', path: '/products/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla 2018' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  describe('Message seller', () => {
    const pageWithLogin = (
      <Routes>
        <Route path="/products/:id" element={<ProductPage />} />
        <Route path="/login" element={<p>The login page</p>} />
      </Routes>
    );

    it('sends a logged-out visitor to log in', async () => {
      mockFetch({ 'GET /api/product/p1': { body: makeProductDetail() } });
      renderPage(pageWithLogin, { route: '/products/p1' });
      await userEvent.click(await screen.findByRole('button', { name: 'Message seller' }));
      expect(await screen.findByText('The login page')).toBeInTheDocument();
    });

    it('pressed while the session is still being resolved, waits for it: a signed-in buyer gets the dialog', async () => {
      // A server-rendered page works before the session is known; its first render is the logged-out one.
      resetAuth();
      const buyer = makeUser({ uid: 'b1', role: 'Buyer' });
      mockFetch({
        'GET /api/product/p1': { body: makeProductDetail() },
        'GET /api/conversations': { body: [] },
      });
      renderPage(pageWithLogin, { route: '/products/p1' });
      await userEvent.click(await screen.findByRole('button', { name: 'Message seller' }));
      expect(screen.getByRole('button', { name: 'Message seller' })).toBeDisabled();
      act(() => useAuthStore.getState().setUser(buyer));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByLabelText('Your message')).toBeInTheDocument();
      expect(screen.queryByText('The login page')).not.toBeInTheDocument();
    });
  });
});
