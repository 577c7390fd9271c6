import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import type { WishlistEntry } from '@usedcars/contract/types';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WishlistPage from './WishlistPage';
import { makeWishlistEntry, wishlistAnswer } from '@usedcars/shared-ui/testing/fixtures';

const user = userEvent.setup({ delay: null });

const corolla = makeWishlistEntry({
  _id: 'p1',
  product_name: 'Toyota Corolla 2018',
  sellPrice: 15500,
  originalPrice: 21000,
  categoryName: 'Sedan',
  brandName: 'Toyota',
  condition: 'Excellent',
  location: 'Dhaka',
});
const soldJeep = makeWishlistEntry({
  _id: 'p2',
  product_name: 'Jeep Wrangler 2016',
  categoryName: 'SUV',
  brandName: 'Jeep',
  condition: 'Fair',
  location: 'Feni',
  sell: true,
});

describe('WishlistPage', () => {
  beforeEach(() => signOut());

  it('lists the wish-listed cars with their details, links and actions', async () => {
    const buyer = signInAs();
    mockFetch({ [`GET /api/wishlist/${buyer.uid}`]: { body: [corolla, soldJeep] } });
    renderPage(<WishlistPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wish List' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Wish list' });
    const cells = within(list).getAllByRole('listitem');
    expect(cells).toHaveLength(2);
    const [first, second] = cells;
    const card = within(first!);
    expect(card.getByRole('img', { name: 'Toyota Corolla 2018', hidden: true })).toHaveAttribute('width');
    expect(card.getByRole('link', { name: 'Toyota Corolla 2018' })).toHaveAttribute('href', '/products/p1');
    expect(card.getByText('$15,500')).toBeInTheDocument();
    expect(card.getByText('$21,000')).toBeInTheDocument();
    for (const badge of ['Sedan', 'Toyota', 'Excellent', 'Dhaka'])
      expect(card.getByText(badge)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Book Toyota Corolla 2018' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Remove Toyota Corolla 2018 from wish list' })).toBeEnabled();

    // A sold car stays listed, marked Sold, and cannot be booked.
    const sold = within(second!);
    expect(sold.getByText('Sold')).toBeInTheDocument();
    expect(sold.queryByRole('button', { name: 'Book Jeep Wrangler 2016' })).not.toBeInTheDocument();
    expect(sold.getByRole('button', { name: 'Remove Jeep Wrangler 2016 from wish list' })).toBeEnabled();
  });

  it('opens the booking modal from a card', async () => {
    const buyer = signInAs();
    mockFetch({ [`GET /api/wishlist/${buyer.uid}`]: { body: [corolla] } });
    renderPage(<WishlistPage />);
    await user.click(await screen.findByRole('button', { name: 'Book Toyota Corolla 2018' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Toyota Corolla 2018' });
    expect(within(dialog).getByLabelText('Product name')).toHaveValue('Toyota Corolla 2018');
  });

  it('removes a car and confirms', async () => {
    const buyer = signInAs();
    let entries: WishlistEntry[] = [corolla, soldJeep];
    const fetchMock = mockFetch({
      [`GET /api/wishlist/${buyer.uid}`]: wishlistAnswer(() => entries),
      'DELETE /api/wishlist/p2': () => {
        entries = [corolla];
        return { body: { acknowledged: true } };
      },
    });
    renderPage(<WishlistPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Jeep Wrangler 2016 from wish list' }));
    expect(await screen.findByText(BUYING_MESSAGES.wishlistRemoved)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Jeep Wrangler 2016' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Toyota Corolla 2018' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/wishlist/p2', expect.objectContaining({ method: 'DELETE' }));
  });

  it('says Empty Wish List when there is nothing on it', async () => {
    const buyer = signInAs();
    mockFetch({ [`GET /api/wishlist/${buyer.uid}`]: { body: [] } });
    renderPage(<WishlistPage />);
    expect(await screen.findByRole('heading', { name: 'Empty Wish List' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/cars');
  });

  it('says so clearly when the list cannot be loaded', async () => {
    const buyer = signInAs();
    mockFetch({
      [`GET /api/wishlist/${buyer.uid}`]: {
        status: 500,
        body: { statusCode: 500, error: 'Internal', message: 'Database unavailable' },
      },
    });
    renderPage(<WishlistPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('shows a skeleton while loading', () => {
    signInAs();
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderPage(<WishlistPage />);
    expect(screen.getByLabelText('Loading cars')).toHaveAttribute('aria-busy', 'true');
  });
});
