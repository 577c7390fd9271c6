// The Pay modal through My Orders, with the local sandbox provider. Nothing of Stripe is mocked: the sandbox
// must work without Stripe.js ever loading.
import { BUYING_MESSAGES, CARD_MESSAGES } from '@usedcars/contract/messages';
import type { CardConfirmResult, Order } from '@usedcars/contract/types';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { mockFetch, type MockRoutes } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyOrdersPage from '../../../exposed/MyOrdersPage';
import { makeOrder, ordersAnswer } from '@usedcars/shared-ui/testing/fixtures';

const user = userEvent.setup({ delay: null });

const order = makeOrder({ _id: 'o1', price: 15500 }, { _id: 'p1', product_name: 'Toyota Corolla 2018' });
const paidOrder: Order = {
  ...order,
  status: 'paid',
  payment: true,
  paymentMethod: 'card',
  transitionID: 'pi_1',
  paymentDate: '2024-05-06T12:00:00.000Z',
};
const succeeded: CardConfirmResult = { paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 1550000 } };
const declined: CardConfirmResult = { error: { message: CARD_MESSAGES.declined, code: 'card_declined' } };
const conflict = (message: string) => ({
  status: 409,
  body: { statusCode: 409, error: 'Conflict', message },
});

/** My Orders with one unpaid order, the sandbox provider and a working intent; `routes` add or override. */
function setUp(routes: MockRoutes = {}) {
  const buyer = signInAs();
  const state = { orders: [order] };
  const fetchMock = mockFetch({
    [`GET /api/orders/${buyer.uid}`]: ordersAnswer(() => state.orders),
    'GET /api/payments/config': { body: { provider: 'sandbox', publishableKey: null } },
    'POST /api/create-payment-intent': {
      body: { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', amount: 15500 },
    },
    'POST /api/payments/sandbox/confirm': { body: succeeded },
    'PATCH /api/orders/o1/p1': () => {
      state.orders = [paidOrder];
      return { body: paidOrder };
    },
    ...routes,
  });
  renderPage(<MyOrdersPage />);
  return { state, fetchMock, ordersPath: `/api/orders/${buyer.uid}` };
}

async function openPayModal() {
  await user.click(await screen.findByRole('button', { name: 'Pay for Toyota Corolla 2018' }));
  return screen.findByRole('dialog', { name: 'Pay for Toyota Corolla 2018' });
}

async function fillCard(dialog: HTMLElement, number = '4242 4242 4242 4242') {
  const form = within(dialog);
  // Pasted rather than typed: antd re-validates on every key, which makes typing slow under jsdom.
  await user.click(await form.findByLabelText('Card number'));
  await user.paste(number);
  await user.click(form.getByLabelText('Expiry (MM/YY)'));
  await user.paste('12/34');
  await user.click(form.getByLabelText('CVC'));
  await user.paste('123');
}

function callsTo(fetchMock: jest.Mock, path: string, method = 'GET') {
  return fetchMock.mock.calls.filter(
    ([url, init]: [string, RequestInit | undefined]) => url === path && (init?.method ?? 'GET') === method,
  );
}

describe('PayModal (sandbox)', () => {
  beforeEach(() => signOut());
  afterEach(() => jest.restoreAllMocks());

  it('shows the amount, the sandbox card form and its note, and never loads Stripe.js', async () => {
    setUp();
    const dialog = within(await openPayModal());
    expect(dialog.getByText('$15,500')).toBeInTheDocument();
    expect(await dialog.findByRole('note')).toHaveTextContent(
      'Local payment sandbox: no real card is charged.',
    );
    expect(dialog.getByText(/4242 4242 4242 4242/)).toBeInTheDocument();
    expect(dialog.getByText(/4000 0000 0000 0002/)).toBeInTheDocument();
    expect(dialog.getByText(/4000 0000 0000 9995/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Card number')).toBeInTheDocument();
    expect(dialog.getByLabelText('Expiry (MM/YY)')).toBeInTheDocument();
    expect(dialog.getByLabelText('CVC')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Pay $15,500' })).toBeEnabled();
    // Importing @stripe/stripe-js injects its script tag; the sandbox path must not.
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  });

  it('pays: confirms the card, settles the order, says so, refetches and closes', async () => {
    const { fetchMock } = setUp();
    const dialog = await openPayModal();
    await fillCard(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $15,500' }));

    expect(await screen.findByText(BUYING_MESSAGES.paid)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pay for Toyota Corolla 2018' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Paid — awaiting handover')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay for Toyota Corolla 2018' })).not.toBeInTheDocument();

    const [intent] = callsTo(fetchMock, '/api/create-payment-intent', 'POST');
    expect(JSON.parse(String(intent?.[1]?.body))).toEqual({ orderId: 'o1' });
    const [confirm] = callsTo(fetchMock, '/api/payments/sandbox/confirm', 'POST');
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({
      clientSecret: 'pi_1_secret_x',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const [settle] = callsTo(fetchMock, '/api/orders/o1/p1', 'PATCH');
    expect(settle?.[1]?.body).toBeUndefined();
  });

  it('disables the Pay button with a spinner while the payment runs', async () => {
    const { fetchMock } = setUp();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/payments/sandbox/confirm') await gate;
      return fetchMock(input, init);
    }) as typeof fetch;
    const dialog = await openPayModal();
    await fillCard(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $15,500' }));

    const button = await within(dialog).findByRole('button', { name: /Pay \$15,500/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveClass('ant-btn-loading');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(BUYING_MESSAGES.paid)).toBeInTheDocument();
  });

  it('shows a declined card under the card field and lets the buyer try again', async () => {
    let answer: CardConfirmResult = declined;
    const { fetchMock } = setUp({ 'POST /api/payments/sandbox/confirm': () => ({ body: answer }) });
    const dialog = await openPayModal();
    await fillCard(dialog, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $15,500' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CARD_MESSAGES.declined);
    expect(callsTo(fetchMock, '/api/orders/o1/p1', 'PATCH')).toHaveLength(0);
    const payButton = within(dialog).getByRole('button', { name: 'Pay $15,500' });
    await waitFor(() => expect(payButton).toBeEnabled());

    answer = succeeded;
    await user.click(payButton);
    expect(await screen.findByText(BUYING_MESSAGES.paid)).toBeInTheDocument();
  });

  it('starts afresh when the modal is opened again', async () => {
    setUp({ 'POST /api/payments/sandbox/confirm': { body: declined } });
    let dialog = await openPayModal();
    await fillCard(dialog, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $15,500' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CARD_MESSAGES.declined);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pay for Toyota Corolla 2018' })).not.toBeInTheDocument(),
    );

    dialog = await openPayModal();
    expect(await within(dialog).findByLabelText('Card number')).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message when the car was just sold to another buyer, and refetches', async () => {
    const { state, fetchMock, ordersPath } = setUp({
      'PATCH /api/orders/o1/p1': () => {
        state.orders = [{ ...order, status: 'sold' }];
        return conflict(BUYING_MESSAGES.soldToAnother);
      },
    });
    const dialog = await openPayModal();
    await fillCard(dialog);
    const fetchesBefore = callsTo(fetchMock, ordersPath).length;
    await user.click(within(dialog).getByRole('button', { name: 'Pay $15,500' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BUYING_MESSAGES.soldToAnother);
    expect(within(dialog).queryByRole('button', { name: 'Pay $15,500' })).not.toBeInTheDocument();
    expect(screen.queryByText(BUYING_MESSAGES.paid)).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, ordersPath).length).toBeGreaterThan(fetchesBefore));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Sold')).toBeInTheDocument();
  });

  it('shows the server’s refusal to start a payment (409) without confirming the card', async () => {
    const { fetchMock } = setUp({
      'POST /api/create-payment-intent': conflict(BUYING_MESSAGES.alreadyPaid),
    });
    const dialog = await openPayModal();
    await fillCard(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $15,500' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BUYING_MESSAGES.alreadyPaid);
    expect(callsTo(fetchMock, '/api/payments/sandbox/confirm', 'POST')).toHaveLength(0);
  });

  it('only logs any other settle failure, then refetches and closes', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock, ordersPath } = setUp({
      'PATCH /api/orders/o1/p1': {
        status: 500,
        body: { statusCode: 500, error: 'Internal', message: 'Database unavailable' },
      },
    });
    const dialog = await openPayModal();
    await fillCard(dialog);
    const fetchesBefore = callsTo(fetchMock, ordersPath).length;
    await user.click(within(dialog).getByRole('button', { name: 'Pay $15,500' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pay for Toyota Corolla 2018' })).not.toBeInTheDocument(),
    );
    expect(error).toHaveBeenCalledWith('Could not settle the paid order', expect.anything());
    expect(screen.queryByText(BUYING_MESSAGES.paid)).not.toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, ordersPath).length).toBeGreaterThan(fetchesBefore));
  });

  it('asks for the card fields before paying', async () => {
    const { fetchMock } = setUp();
    const dialog = await openPayModal();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $15,500' }));
    expect(await within(dialog).findByText('Enter the card number')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the expiry date')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the CVC')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/create-payment-intent', 'POST')).toHaveLength(0);
  });

  it('shows the card number in groups of four and the expiry as MM/YY as they are typed, and pays with them', async () => {
    const { fetchMock } = setUp();
    const dialog = await openPayModal();
    const form = within(dialog);
    await user.click(await form.findByLabelText('Card number'));
    await user.keyboard('4242424242424242');
    expect(form.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(form.getByLabelText('Expiry (MM/YY)'));
    await user.keyboard('1230');
    expect(form.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
    await user.click(form.getByLabelText('CVC'));
    await user.paste('123');
    await user.click(form.getByRole('button', { name: 'Pay $15,500' }));

    expect(await screen.findByText(BUYING_MESSAGES.paid)).toBeInTheDocument();
    const [confirm] = callsTo(fetchMock, '/api/payments/sandbox/confirm', 'POST');
    expect(JSON.parse(String(confirm?.[1]?.body)).card).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
  });
});
