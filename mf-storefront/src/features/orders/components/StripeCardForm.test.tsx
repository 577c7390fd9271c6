// The Stripe card form inside the Pay modal. Stripe.js and its React bindings are replaced by fakes: the test
// checks our wiring (lazy load with the server's key, confirmCardPayment with the card element, one flow).
import { loadStripe } from '@stripe/stripe-js';
import { BUYING_MESSAGES, CARD_MESSAGES } from '@usedcars/contract/messages';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import MyOrdersPage from '../../../exposed/MyOrdersPage';
import { makeOrder } from '@usedcars/shared-ui/testing/fixtures';

const mockCardElement = { elementType: 'card' };
const mockStripe = { confirmCardPayment: jest.fn() };

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve(mockStripe)) }));
jest.mock('@stripe/react-stripe-js', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  return {
    Elements: ({ children }: { children: unknown }) => children,
    CardElement: () => createElement('div', { 'data-testid': 'stripe-card-element' }),
    useStripe: () => mockStripe,
    useElements: () => ({ getElement: () => mockCardElement }),
  };
});

const user = userEvent.setup({ delay: null });
const order = makeOrder({ _id: 'o1', price: 15500 }, { _id: 'p1', product_name: 'Toyota Corolla 2018' });

describe('StripeCardForm', () => {
  beforeEach(() => signOut());

  it('loads Stripe only when the modal opens, confirms with the card element and settles', async () => {
    const buyer = signInAs();
    const fetchMock = mockFetch({
      [`GET /api/orders/${buyer.uid}`]: { body: [order] },
      'GET /api/payments/config': { body: { provider: 'stripe', publishableKey: 'pk_test_123' } },
      'POST /api/create-payment-intent': {
        body: { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', amount: 15500 },
      },
      'PATCH /api/orders/o1/p1': { body: { ...order, status: 'paid', payment: true } },
    });
    mockStripe.confirmCardPayment
      .mockResolvedValueOnce({ error: { type: 'card_error', message: CARD_MESSAGES.insufficientFunds } })
      .mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 1550000 } });
    renderPage(<MyOrdersPage />);

    const payForCar = await screen.findByRole('button', { name: 'Pay for Toyota Corolla 2018' });
    expect(loadStripe).not.toHaveBeenCalled();
    await user.click(payForCar);
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay for Toyota Corolla 2018' }));
    expect(await dialog.findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Card' })).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');

    await user.click(dialog.getByRole('button', { name: 'Pay $15,500' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(CARD_MESSAGES.insufficientFunds);
    expect(mockStripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', {
      payment_method: { card: mockCardElement },
    });
    const payButton = dialog.getByRole('button', { name: 'Pay $15,500' });
    await waitFor(() => expect(payButton).toBeEnabled());

    await user.click(payButton);
    expect(await screen.findByText(BUYING_MESSAGES.paid)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/orders/o1/p1', expect.objectContaining({ method: 'PATCH' }));
  });
});
