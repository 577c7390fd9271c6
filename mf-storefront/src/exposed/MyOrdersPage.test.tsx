import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import { type OwnReview, REVIEW_MESSAGES } from '@usedcars/contract/reviews';
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

describe('MyOrdersPage: reviews of completed deals', () => {
  beforeEach(() => signOut());

  const completed = makeOrder(
    {
      _id: 'o9',
      status: 'completed',
      payment: true,
      paymentMethod: 'card',
      paymentDate: '2024-05-06T12:00:00.000Z',
      deal: {
        handedOverAt: '2024-05-07T12:00:00.000Z',
        receivedAt: '2024-05-07T13:00:00.000Z',
        completedAt: '2024-05-07T13:00:00.000Z',
        completesAt: null,
        handoverDueAt: null,
        dispute: null,
        refund: null,
      },
    },
    { _id: 'p9', product_name: 'Nissan Leaf 2019', sell: true },
  );
  const review: OwnReview = {
    _id: 'r1',
    orderId: 'o9',
    date: '2024-05-08T10:00:00.000Z',
    stars: 4,
    text: 'Good car, the seller was on time.',
    reviewerName: 'Bea Buyer',
    productName: 'Nissan Leaf 2019',
    answer: null,
    hidden: false,
  };

  it('writes a review of a completed deal: stars by keyboard, the text checked, then shows it in the card', async () => {
    const buyer = signInAs();
    let mine: OwnReview[] = [];
    const fetchMock = mockFetch({
      [`GET /api/orders/${buyer.uid}`]: { body: [completed, paid] },
      'GET /api/reviews/mine': () => ({ body: mine }),
      'POST /api/reviews': () => {
        mine = [review];
        return { status: 201, body: review };
      },
    });
    renderPage(<MyOrdersPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Write a review of the seller of Nissan Leaf 2019' }),
    );
    // Only completed deals can be reviewed.
    expect(orderItem('Honda Civic 2016').queryByRole('button', { name: /Write a review/ })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Review the seller of Nissan Leaf 2019' });

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.stars)).toBeInTheDocument();
    expect(within(dialog).getByText(REVIEW_MESSAGES.text)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/reviews', expect.anything());

    // A radio group: Tab reaches it, the arrow keys choose.
    const stars = within(dialog).getByRole('group', { name: 'Stars' });
    within(stars).getByRole('radio', { name: '1 star' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).queryByText(REVIEW_MESSAGES.stars)).not.toBeInTheDocument();

    const text = within(dialog).getByLabelText('About the deal');
    await user.type(text, 'Too short');
    expect(within(dialog).getByText(REVIEW_MESSAGES.text)).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, '  Good car, the seller was on time.  ');
    expect(within(dialog).queryByText(REVIEW_MESSAGES.text)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thank you: your review is published.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/reviews',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ orderId: 'o9', stars: 4, text: 'Good car, the seller was on time.' }),
      }),
    );
    const card = orderItem('Nissan Leaf 2019');
    const yours = await card.findByRole('region', { name: 'Your review' });
    expect(within(yours).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(yours).toHaveTextContent('Good car, the seller was on time.');
    expect(card.queryByRole('button', { name: /Write a review/ })).not.toBeInTheDocument();
  });

  it("shows the seller's answer under the review", async () => {
    const buyer = signInAs();
    mockFetch({
      [`GET /api/orders/${buyer.uid}`]: { body: [completed] },
      'GET /api/reviews/mine': {
        body: [{ ...review, answer: { text: 'Thanks, drive safe!', date: '2024-05-09T10:00:00.000Z' } }],
      },
    });
    renderPage(<MyOrdersPage />);
    const yours = await screen.findByRole('region', { name: 'Your review' });
    expect(yours).toHaveTextContent('The seller answered · May 9, 2024');
    expect(yours).toHaveTextContent('Thanks, drive safe!');
  });

  it("shows the server's words when the deal was reviewed already (in another tab), then that review", async () => {
    const buyer = signInAs();
    let mine: OwnReview[] = [];
    mockFetch({
      [`GET /api/orders/${buyer.uid}`]: { body: [completed] },
      'GET /api/reviews/mine': () => ({ body: mine }),
      'POST /api/reviews': () => {
        mine = [review];
        return {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: REVIEW_MESSAGES.alreadyReviewed },
        };
      },
    });
    renderPage(<MyOrdersPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Write a review of the seller of Nissan Leaf 2019' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByLabelText('About the deal'), 'Smooth deal, as described.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // The form gives way to the other tab's review; the server's words stay above the page.
    expect(await screen.findByRole('region', { name: 'Your review' })).toHaveTextContent(review.text);
    expect(await screen.findByText(REVIEW_MESSAGES.alreadyReviewed)).toBeInTheDocument();
  });

  it("shows the server's words for a refusal in the form (400)", async () => {
    const buyer = signInAs();
    mockFetch({
      [`GET /api/orders/${buyer.uid}`]: { body: [completed] },
      'GET /api/reviews/mine': { body: [] },
      'POST /api/reviews': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: REVIEW_MESSAGES.text },
      },
    });
    renderPage(<MyOrdersPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Write a review of the seller of Nissan Leaf 2019' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await user.type(within(dialog).getByLabelText('About the deal'), 'Ten characters at least.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.text);
  });
});
