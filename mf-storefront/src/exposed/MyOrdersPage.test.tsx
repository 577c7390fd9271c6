import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import type { Order } from '@usedcars/contract/types';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_DESCRIPTION_PREVIEW_LENGTH } from '../features/orders/components/OrderCard';
import MyOrdersPage from './MyOrdersPage';
import { makeOrder, ordersAnswer } from '@usedcars/shared-ui/testing/fixtures';

const user = userEvent.setup({ delay: null });

const longDescription = `${'Low mileage, '.repeat(20)}THE-END-OF-IT`;

const awaiting = makeOrder(
  { _id: 'o1', status: 'awaiting_payment', meetLocation: 'Gulshan 1, Dhaka' },
  {
    _id: 'p1',
    product_name: 'Toyota Corolla 2018',
    description: longDescription,
    sellPrice: 15500,
    categoryName: 'Sedan',
    brandName: 'Toyota',
    condition: 'Excellent',
    location: 'Dhaka',
    mobile: '01711000000',
  },
);
const paid = makeOrder(
  {
    _id: 'o2',
    status: 'paid',
    payment: true,
    paymentMethod: 'card',
    transitionID: 'pi_1',
    paymentDate: '2024-05-06T12:00:00.000Z',
  },
  { _id: 'p2', product_name: 'Honda Civic 2016', sell: true },
);
const sold = makeOrder(
  { _id: 'o3', status: 'sold' },
  { _id: 'p3', product_name: 'Jeep Wrangler 2016', sell: true },
);
const processing = makeOrder(
  { _id: 'o4', status: 'processing' },
  { _id: 'p4', product_name: 'Kia Rio 2019' },
);
const unavailable = makeOrder(
  { _id: 'o5', status: 'unavailable' },
  { _id: 'p5', product_name: 'Mazda 3 2015' },
);

/** The order's card: the list item holding its product link. */
function orderItem(productName: string) {
  const link = screen.getByRole('link', { name: productName });
  const item = link.closest('li');
  if (!item) throw new Error(`No order item for ${productName}`);
  return within(item);
}

describe('MyOrdersPage', () => {
  beforeEach(() => signOut());

  it('shows each order with its details and the status the server decided', async () => {
    const buyer = signInAs();
    mockFetch({
      [`GET /api/orders/${buyer.uid}`]: { body: [awaiting, paid, sold, processing, unavailable] },
    });
    renderPage(<MyOrdersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    const first = orderItem('Toyota Corolla 2018');
    expect(first.getByRole('img', { name: 'Toyota Corolla 2018', hidden: true })).toHaveAttribute('width');
    expect(first.getByRole('img', { name: 'Toyota Corolla 2018', hidden: true })).toHaveAttribute('height');
    expect(
      first.getByRole('img', { name: 'Toyota Corolla 2018', hidden: true }).closest('a'),
    ).toHaveAttribute('href', '/products/p1');
    expect(first.getByRole('link', { name: 'Toyota Corolla 2018' })).toHaveAttribute('href', '/products/p1');
    expect(first.getByText('$15,500')).toBeInTheDocument();
    expect(first.getByText(/Seller's mobile:/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: '01711000000' })).toHaveAttribute('href', 'tel:01711000000');
    for (const badge of ['Sedan', 'Toyota', 'Excellent', 'Dhaka'])
      expect(first.getByText(badge)).toBeInTheDocument();
    expect(first.getByText('Meeting location: Gulshan 1, Dhaka')).toBeInTheDocument();
    expect(first.getByText('Booked on Apr 2, 2024')).toBeInTheDocument();
    expect(first.queryByText(/Paid on/)).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Pay for Toyota Corolla 2018' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Cancel booking for Toyota Corolla 2018' })).toBeEnabled();

    const paidItem = orderItem('Honda Civic 2016');
    expect(paidItem.getByText('Paid — awaiting handover')).toBeInTheDocument();
    expect(paidItem.getByText('Paid on May 6, 2024')).toBeInTheDocument();
    // Paid: waiting for the handover, which the buyer confirms or reports a problem with; never Pay or Cancel.
    expect(paidItem.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Confirm you received Honda Civic 2016',
      'Report a problem with Honda Civic 2016',
    ]);

    const soldItem = orderItem('Jeep Wrangler 2016');
    expect(soldItem.getByText('Sold')).toBeInTheDocument();
    expect(soldItem.queryByRole('button')).not.toBeInTheDocument();

    const processingItem = orderItem('Kia Rio 2019');
    expect(processingItem.getByRole('status')).toHaveTextContent('Processing payment');
    expect(processingItem.queryByRole('button')).not.toBeInTheDocument();

    const unavailableItem = orderItem('Mazda 3 2015');
    expect(unavailableItem.getByText('No longer available')).toBeInTheDocument();
    expect(unavailableItem.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(unavailableItem.getByRole('button', { name: 'Cancel booking for Mazda 3 2015' })).toBeEnabled();
  });

  it('previews only the first 200 characters of the description', async () => {
    const buyer = signInAs();
    mockFetch({ [`GET /api/orders/${buyer.uid}`]: { body: [awaiting] } });
    renderPage(<MyOrdersPage />);
    const preview = longDescription.slice(0, ORDER_DESCRIPTION_PREVIEW_LENGTH);
    expect(ORDER_DESCRIPTION_PREVIEW_LENGTH).toBe(200);
    expect(await screen.findByText(`${preview}…`)).toBeInTheDocument();
    expect(screen.queryByText(/THE-END-OF-IT/)).not.toBeInTheDocument();
  });

  it('cancels an unpaid booking after confirmation', async () => {
    const buyer = signInAs();
    let orders: Order[] = [awaiting, paid];
    const fetchMock = mockFetch({
      [`GET /api/orders/${buyer.uid}`]: ordersAnswer(() => orders),
      'DELETE /api/orders/o1': () => {
        orders = [paid];
        return { body: { acknowledged: true } };
      },
    });
    renderPage(<MyOrdersPage />);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking for Toyota Corolla 2018' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(within(dialog).getByText('Cancel your booking for Toyota Corolla 2018?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(BUYING_MESSAGES.bookingCancelled)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Toyota Corolla 2018' })).not.toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/orders/o1', expect.objectContaining({ method: 'DELETE' }));
  });

  it('says No Orders when there are none', async () => {
    const buyer = signInAs();
    mockFetch({ [`GET /api/orders/${buyer.uid}`]: { body: [] } });
    renderPage(<MyOrdersPage />);
    expect(await screen.findByRole('heading', { name: BUYING_MESSAGES.noOrders })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/cars');
  });

  it('says so clearly when the orders cannot be loaded', async () => {
    const buyer = signInAs();
    mockFetch({
      [`GET /api/orders/${buyer.uid}`]: {
        status: 500,
        body: { statusCode: 500, error: 'Internal', message: 'Database unavailable' },
      },
    });
    renderPage(<MyOrdersPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded.');
    expect(alert).toHaveTextContent('Database unavailable');
  });

  it('shows a skeleton while loading', () => {
    signInAs();
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderPage(<MyOrdersPage />);
    expect(screen.getByLabelText('Loading orders')).toHaveAttribute('aria-busy', 'true');
  });
});
