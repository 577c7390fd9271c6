import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import type { WishlistEntry } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { resetAuth, signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import {
  makeOrder,
  makeProduct,
  makeUser,
  makeWishlistEntry,
  wishlistAnswer,
} from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompareBar, useCompareStore } from '../../compare';
import { ProductGrid } from './ProductGrid';

const user = userEvent.setup({ delay: null });

const corolla = makeProduct({ _id: 'p1', product_name: 'Toyota Corolla 2018' });
const civic = makeProduct({ _id: 'p2', product_name: 'Honda Civic 2019' });

describe('ProductGrid actions', () => {
  beforeEach(() => signOut());
  afterEach(() => jest.restoreAllMocks());

  it('asks a logged-out visitor to log in before wish-listing, and sends nothing', async () => {
    signOut();
    const fetchMock = mockFetch({});
    renderPage(<ProductGrid products={[corolla]} />);
    await user.click(screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' }));
    expect(await screen.findByText(BUYING_MESSAGES.wishlistLogin)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pressed while the session is still being resolved, waits for it: a signed-in buyer wish-lists the car, once', async () => {
    // A server-rendered page works before the session is known; its first render is the logged-out one.
    resetAuth();
    const buyer = makeUser({ uid: 'b1', role: 'Buyer' });
    const fetchMock = mockFetch({
      [`GET /api/wishlist/${buyer.uid}`]: { body: [] },
      'POST /api/wishlist': { status: 201, body: { acknowledged: true } },
    });
    renderPage(<ProductGrid products={[corolla]} />);
    const add = screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' });
    await user.click(add);
    await user.click(add);
    expect(screen.queryByText(BUYING_MESSAGES.wishlistLogin)).not.toBeInTheDocument();
    act(() => useAuthStore.getState().setUser(buyer));
    expect(await screen.findByText(BUYING_MESSAGES.wishlistAdded)).toBeInTheDocument();
    expect(screen.queryByText(BUYING_MESSAGES.wishlistLogin)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('pressed while the session is still being resolved, tells a visitor who turns out logged out to log in', async () => {
    resetAuth();
    const fetchMock = mockFetch({});
    renderPage(<ProductGrid products={[corolla]} />);
    await user.click(screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' }));
    act(() => useAuthStore.getState().setUser(null));
    expect(await screen.findByText(BUYING_MESSAGES.wishlistLogin)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a car to the wish list, confirms, and disables its button', async () => {
    const buyer = signInAs();
    let entries: WishlistEntry[] = [];
    const fetchMock = mockFetch({
      [`GET /api/wishlist/${buyer.uid}`]: wishlistAnswer(() => entries),
      'POST /api/wishlist': () => {
        entries = [makeWishlistEntry({ _id: 'p1' })];
        return { status: 201, body: { acknowledged: true } };
      },
    });
    renderPage(<ProductGrid products={[corolla, civic]} />);
    const add = screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText(BUYING_MESSAGES.wishlistAdded)).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Honda Civic 2019 to wish list' })).toBeEnabled();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ productID: 'p1' });
    // The list is refetched (the header's count follows it).
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === `/api/wishlist/${buyer.uid}`)).toHaveLength(2),
    );
  });

  it('disables the button of a car already on the wish list', async () => {
    const buyer = signInAs();
    mockFetch({ [`GET /api/wishlist/${buyer.uid}`]: { body: [makeWishlistEntry({ _id: 'p1' })] } });
    renderPage(<ProductGrid products={[corolla, civic]} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Add Honda Civic 2019 to wish list' })).toBeEnabled();
  });

  it("shows a 409's reason and re-enables the button", async () => {
    const buyer = signInAs();
    mockFetch({
      [`GET /api/wishlist/${buyer.uid}`]: { body: [] },
      'POST /api/wishlist': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Your wish list is full.' },
      },
    });
    renderPage(<ProductGrid products={[corolla]} />);
    const add = screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' });
    await user.click(add);
    expect(await screen.findByText('Your wish list is full.')).toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it('only logs other wish-list failures', async () => {
    const buyer = signInAs();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      [`GET /api/wishlist/${buyer.uid}`]: { body: [] },
      'POST /api/wishlist': { status: 500, body: { statusCode: 500, error: 'Internal', message: 'Boom' } },
    });
    renderPage(<ProductGrid products={[corolla]} />);
    const add = screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' });
    await user.click(add);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(add).toBeEnabled();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('opens the booking modal for the card', async () => {
    signOut();
    mockFetch({});
    renderPage(<ProductGrid products={[corolla, civic]} />);
    await user.click(screen.getByRole('button', { name: 'Book Honda Civic 2019' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Honda Civic 2019' });
    expect(within(dialog).getByText(BUYING_MESSAGES.bookingLogin)).toBeInTheDocument();
  });

  it("says 'Your listing' instead of Book Now on the seller's own car, and does not offer to wish-list it", async () => {
    const seller = signInAs({ role: 'Seller' });
    const own = makeProduct({ _id: 'p3', product_name: 'My Own Axio', authorID: seller.uid });
    mockFetch({ [`GET /api/orders/${seller.uid}`]: { body: [] } });
    renderPage(<ProductGrid products={[own, civic]} />);
    const ownCard = within(screen.getAllByTestId('product-card')[0]!);
    expect(ownCard.getByText('Your listing')).toBeInTheDocument();
    expect(ownCard.queryByRole('button', { name: 'Book My Own Axio' })).not.toBeInTheDocument();
    expect(ownCard.getByRole('button', { name: 'Add My Own Axio to wish list' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Book Honda Civic 2019' })).toBeEnabled();
  });

  it('links a car the buyer already booked to My Orders instead of offering Book Now again', async () => {
    const buyer = signInAs();
    mockFetch({
      [`GET /api/orders/${buyer.uid}`]: {
        body: [makeOrder({}, { _id: 'p1', product_name: 'Toyota Corolla 2018' })],
      },
    });
    renderPage(<ProductGrid products={[corolla, civic]} />);
    expect(await screen.findByRole('link', { name: 'Booked: see My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    expect(screen.queryByRole('button', { name: 'Book Toyota Corolla 2018' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Honda Civic 2019' })).toBeEnabled();
  });

  it('offers Book Now again on a car whose order was refunded (the car is back on sale)', async () => {
    const buyer = signInAs();
    mockFetch({
      [`GET /api/orders/${buyer.uid}`]: {
        body: [
          makeOrder(
            { status: 'refunded', payment: true },
            { _id: 'p1', product_name: 'Toyota Corolla 2018' },
          ),
          makeOrder({ status: 'completed', payment: true }, { _id: 'p2', product_name: 'Honda Civic 2019' }),
        ],
      },
    });
    renderPage(<ProductGrid products={[corolla, civic]} />);
    // The completed deal still holds its car; the refunded one does not.
    expect(await screen.findByRole('link', { name: 'Booked: see My Orders' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Booked: see My Orders' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Book Toyota Corolla 2018' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Book Honda Civic 2019' })).not.toBeInTheDocument();
  });
});

describe('ProductGrid compare', () => {
  beforeEach(() => useCompareStore.getState().clear());

  it('picks cars to compare from their cards, at most three, and the bar leads to them side by side', async () => {
    mockFetch({});
    const cars = ['p1', 'p2', 'p3', 'p4'].map((id) => makeProduct({ _id: id, product_name: `Car ${id}` }));
    renderPage(
      <>
        <ProductGrid products={cars} />
        <CompareBar />
      </>,
    );
    expect(screen.queryByRole('complementary', { name: 'Compare cars' })).not.toBeInTheDocument();
    for (const id of ['p1', 'p3', 'p2'])
      await user.click(screen.getByRole('checkbox', { name: `Compare Car ${id}` }));
    const bar = screen.getByRole('complementary', { name: 'Compare cars' });
    expect(bar).toHaveTextContent('3 of 3 cars picked');
    expect(within(bar).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/compare?ids=p1,p3,p2',
    );
    expect(screen.getByRole('checkbox', { name: 'Compare Car p4' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Car p3' }));
    expect(screen.getByRole('checkbox', { name: 'Compare Car p4' })).toBeEnabled();
    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('complementary', { name: 'Compare cars' })).not.toBeInTheDocument();
  });
});
