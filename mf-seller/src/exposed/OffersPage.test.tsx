import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Offer } from '@usedcars/contract/types';
import { OFFER_MESSAGES } from '@usedcars/contract/conversation-messages';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import OffersPage from './OffersPage';

function offer(overrides: Partial<Offer>): Offer {
  return {
    _id: 'f1',
    conversationId: 'c1',
    product: { _id: 'p1', name: 'Toyota Corolla 2018', image: '/thumb.jpg', price: 15500 },
    otherParty: { displayName: 'Bea Buyer' },
    amount: 14000,
    from: 'buyer',
    mine: false,
    state: 'open',
    myTurn: true,
    date: '2024-04-02T10:00:00.000Z',
    expiresAt: '2024-04-04T10:00:00.000Z',
    ...overrides,
  };
}

describe('OffersPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-seller', role: 'Seller' });
  });

  it('lists the open offers, the seller’s turn first, and sends a counter with its price', async () => {
    const fetchMock = mockFetch({
      'GET /api/seller/offers': {
        body: [
          offer({
            _id: 'f2',
            product: { _id: 'p2', name: 'Honda Civic 2016', image: '', price: 9000 },
            mine: true,
            myTurn: false,
            from: 'seller',
            amount: 8800,
          }),
          offer({}),
        ],
      },
      'PATCH /api/offers/f1': {
        body: offer({ _id: 'f3', from: 'seller', mine: true, myTurn: false, amount: 15000 }),
      },
    });
    renderPage(<OffersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bea Buyer offers $14,000 (asking $15,500)');
    expect(items[0]).toHaveTextContent('Your answer');
    expect(items[1]).toHaveTextContent('You countered Bea Buyer with $8,800');
    expect(within(items[1]!).queryByRole('button', { name: 'Accept' })).toBeNull();

    fireEvent.change(within(items[0]!).getByLabelText('Counter-offer for Toyota Corolla 2018'), {
      target: { value: '15000' },
    });
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Counter' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/offers/f1'),
        expect.objectContaining({
          method: 'PATCH',
          body: JSON.stringify({ action: 'counter', amount: 15000 }),
        }),
      ),
    );
  });

  it('says so when no offer is open', async () => {
    mockFetch({ 'GET /api/seller/offers': { body: [] } });
    renderPage(<OffersPage />);
    expect(await screen.findByText(OFFER_MESSAGES.empty)).toBeInTheDocument();
  });
});
