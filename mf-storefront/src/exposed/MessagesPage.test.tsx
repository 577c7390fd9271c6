import {
  CONVERSATION_CLOSED_MESSAGES,
  CONVERSATION_MESSAGES,
} from '@usedcars/contract/conversation-messages';
import type { ChatMessage, ConversationSummary, ConversationThread, Offer } from '@usedcars/contract/types';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MessagesPage from './MessagesPage';

const user = userEvent.setup({ delay: null });
const ID = '0190a0b0-0000-7000-8000-000000000001';

function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    _id: ID,
    product: { _id: 'p1', name: 'Toyota Corolla 2018', image: '/img/p1.png', price: 15500 },
    role: 'buyer',
    otherParty: { displayName: 'Sam Seller', photoURL: null },
    lastMessage: { text: 'Yes, it is', date: '2026-11-20T10:00:00.000Z', mine: false },
    unread: 2,
    blockedByMe: false,
    blockedMe: false,
    closedReason: null,
    ...overrides,
  };
}

const message = (id: number, text: string, mine = false): ChatMessage => ({
  _id: `0190a0b0-0000-7000-8000-0000000001${String(id).padStart(2, '0')}`,
  text,
  date: '2026-11-20T10:00:00.000Z',
  mine,
});

function thread(overrides: Partial<ConversationThread> = {}): ConversationThread {
  return {
    conversation: summary({ unread: 0 }),
    messages: [message(2, 'Is it still for sale?', true), message(3, 'Yes, it is')],
    nextBefore: null,
    ...overrides,
  };
}

describe('MessagesPage', () => {
  beforeEach(() => signOut());

  it('lists my conversations: the car and its thumbnail, the other party, the last message, unread counts', async () => {
    signInAs();
    mockFetch({
      'GET /api/conversations': {
        body: [
          summary(),
          summary({
            _id: '0190a0b0-0000-7000-8000-000000000002',
            otherParty: { displayName: 'Bea Buyer', photoURL: null },
            role: 'seller',
            lastMessage: { text: 'See you then', date: '2026-11-19T10:00:00.000Z', mine: true },
            unread: 0,
          }),
        ],
      },
    });
    renderPage(<MessagesPage />, { route: '/messages', path: '/messages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', `/messages/${ID}`);
    expect(first).toHaveTextContent('Sam Seller');
    expect(first).toHaveTextContent('Toyota Corolla 2018');
    expect(first).toHaveTextContent('Yes, it is');
    expect(within(first!).getByLabelText('2 unread')).toBeInTheDocument();
    expect(first!.querySelector('img')).toHaveAttribute('src', '/img/p1.png');
    expect(second).toHaveTextContent('You: See you then');
    expect(within(second!).queryByLabelText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
  });

  it('says how to start when there is no conversation', async () => {
    signInAs();
    mockFetch({ 'GET /api/conversations': { body: [] } });
    renderPage(<MessagesPage />, { route: '/messages', path: '/messages' });
    expect(await screen.findByText(CONVERSATION_MESSAGES.empty)).toBeInTheDocument();
  });

  it('shows a thread as text in a log, loads earlier messages, and sends one', async () => {
    signInAs();
    const fetchMock = mockFetch({
      'GET /api/conversations': { body: [summary()] },
      [`GET /api/conversations/${ID}/messages?before=${message(2, '')._id}`]: {
        body: thread({ messages: [message(1, 'An older one', true)], nextBefore: null }),
      },
      [`GET /api/conversations/${ID}/messages`]: {
        body: thread({
          messages: [
            message(2, '<img src=x onerror=alert(1)> Is it still for sale?', true),
            message(3, 'Yes'),
          ],
          nextBefore: message(2, '')._id,
        }),
      },
      [`POST /api/conversations/${ID}/messages`]: () => ({ status: 201, body: message(4, 'Great', true) }),
    });
    renderPage(<MessagesPage />, { route: `/messages/${ID}`, path: '/messages/:id' });
    const log = await screen.findByRole('log', { name: 'Messages with Sam Seller' });
    // Written as text: the markup shows, nothing is rendered from it.
    expect(log).toHaveTextContent('<img src=x onerror=alert(1)> Is it still for sale?');
    expect(log.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Toyota Corolla 2018' })).toHaveAttribute('href', '/products/p1');

    await user.click(screen.getByRole('button', { name: 'Load earlier' }));
    await waitFor(() => expect(log).toHaveTextContent('An older one'));
    expect(log.textContent!.indexOf('An older one')).toBeLessThan(log.textContent!.indexOf('Is it still'));
    expect(screen.queryByRole('button', { name: 'Load earlier' })).not.toBeInTheDocument();

    const box = screen.getByLabelText('Message to Sam Seller');
    expect(box).toHaveAttribute('maxlength', '2000');
    await user.type(box, 'Great');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ text: 'Great' });
  });

  it("shows the API's message when a message is refused, and keeps the text", async () => {
    signInAs();
    mockFetch({
      'GET /api/conversations': { body: [summary()] },
      [`GET /api/conversations/${ID}/messages`]: { body: thread() },
      [`POST /api/conversations/${ID}/messages`]: {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: CONVERSATION_MESSAGES.tooFast },
      },
    });
    renderPage(<MessagesPage />, { route: `/messages/${ID}`, path: '/messages/:id' });
    const box = await screen.findByLabelText('Message to Sam Seller');
    await user.type(box, 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.tooFast);
    expect(box).toHaveValue('Hello again');
  });

  it('shows the blocked state with Unblock instead of the composer', async () => {
    signInAs();
    let blocked = true;
    mockFetch({
      'GET /api/conversations': { body: [summary()] },
      [`GET /api/conversations/${ID}/messages`]: () => ({
        body: thread({ conversation: summary({ blockedByMe: blocked }) }),
      }),
      [`DELETE /api/conversations/${ID}/block`]: () => {
        blocked = false;
        return { body: { acknowledged: true } };
      },
    });
    renderPage(<MessagesPage />, { route: `/messages/${ID}`, path: '/messages/:id' });
    expect(
      await screen.findByText('You blocked Sam Seller. Unblock to send messages again.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Message to Sam Seller')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByLabelText('Message to Sam Seller')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('shows why a closed conversation takes no more messages, instead of the composer', async () => {
    signInAs();
    mockFetch({
      'GET /api/conversations': { body: [summary()] },
      [`GET /api/conversations/${ID}/messages`]: {
        body: thread({ conversation: summary({ closedReason: 'taken-down' }) }),
      },
    });
    renderPage(<MessagesPage />, { route: `/messages/${ID}`, path: '/messages/:id' });
    expect(await screen.findByText(CONVERSATION_CLOSED_MESSAGES['taken-down'])).toBeInTheDocument();
    expect(within(screen.getByRole('log')).getByText('Is it still for sale?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message to Sam Seller')).not.toBeInTheDocument();
  });

  it('reports the conversation with a reason', async () => {
    signInAs();
    const fetchMock = mockFetch({
      'GET /api/conversations': { body: [summary()] },
      [`GET /api/conversations/${ID}/messages`]: { body: thread() },
      [`POST /api/conversations/${ID}/report`]: { status: 201, body: { acknowledged: true } },
    });
    renderPage(<MessagesPage />, { route: `/messages/${ID}`, path: '/messages/:id' });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
    await user.click(within(dialog).getByLabelText('Scam or fraud'));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The admins will look at');
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/report'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'scam' });
  });

  it('sends what the reporter wrote with the reason, and once sent offers Close alone', async () => {
    signInAs();
    const fetchMock = mockFetch({
      'GET /api/conversations': { body: [summary()] },
      [`GET /api/conversations/${ID}/messages`]: { body: thread() },
      [`POST /api/conversations/${ID}/report`]: { status: 201, body: { acknowledged: true } },
    });
    renderPage(<MessagesPage />, { route: `/messages/${ID}`, path: '/messages/:id' });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Scam or fraud'));
    await user.type(
      within(dialog).getByLabelText('What happened? (optional, only the admins read it)'),
      '  Asked me to pay a deposit by gift card.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The admins will look at');
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/report'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      reason: 'scam',
      details: 'Asked me to pay a deposit by gift card.',
    });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    const footer = dialog.querySelector<HTMLElement>('.ant-modal-footer')!;
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  });

  describe('the offer in a thread', () => {
    const offer = (overrides: Partial<Offer> = {}): Offer => ({
      _id: 'f1',
      conversationId: ID,
      product: { _id: 'p1', name: 'Toyota Corolla 2018', image: '/img/p1.png', price: 15500 },
      otherParty: { displayName: 'Sam Seller' },
      amount: 14000,
      from: 'buyer',
      mine: true,
      state: 'open',
      myTurn: false,
      date: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-22T10:00:00.000Z',
      ...overrides,
    });

    it('lets the buyer offer a price: the amount in dollars goes to the server', async () => {
      signInAs();
      const fetchMock = mockFetch({
        'GET /api/conversations': { body: [summary()] },
        [`GET /api/conversations/${ID}/messages`]: { body: thread() },
        [`GET /api/conversations/${ID}/offers`]: { body: [] },
        [`POST /api/conversations/${ID}/offers`]: { status: 201, body: offer() },
      });
      renderPage(<MessagesPage />, { route: `/messages/${ID}`, path: '/messages/:id' });
      const panel = await screen.findByRole('region', { name: 'Offer' });
      await user.type(within(panel).getByLabelText('Your offer (asking $15,500)'), '14000');
      await user.click(within(panel).getByRole('button', { name: 'Make offer' }));
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          expect.stringContaining(`/api/conversations/${ID}/offers`),
          expect.objectContaining({ method: 'POST', body: JSON.stringify({ amount: 14000 }) }),
        ),
      );
    });

    it('shows a counter waiting for the buyer with Accept, Decline and Counter', async () => {
      signInAs();
      mockFetch({
        'GET /api/conversations': { body: [summary()] },
        [`GET /api/conversations/${ID}/messages`]: { body: thread() },
        [`GET /api/conversations/${ID}/offers`]: {
          body: [offer({ _id: 'f2', from: 'seller', mine: false, myTurn: true, amount: 15000 })],
        },
      });
      renderPage(<MessagesPage />, { route: `/messages/${ID}`, path: '/messages/:id' });
      const panel = await screen.findByRole('region', { name: 'Offer' });
      expect(await within(panel).findByRole('status')).toHaveTextContent(
        'Sam Seller’s offer: $15,000 (waiting for an answer)',
      );
      for (const name of ['Accept $15,000', 'Decline', 'Counter'])
        expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    });

    it('an accepted offer gives the buyer Book at $X', async () => {
      signInAs();
      mockFetch({
        'GET /api/conversations': { body: [summary()] },
        [`GET /api/conversations/${ID}/messages`]: { body: thread() },
        [`GET /api/conversations/${ID}/offers`]: { body: [offer({ state: 'accepted' })] },
      });
      renderPage(<MessagesPage />, { route: `/messages/${ID}`, path: '/messages/:id' });
      const panel = await screen.findByRole('region', { name: 'Offer' });
      expect(await within(panel).findByRole('button', { name: 'Book at $14,000' })).toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: 'Make offer' })).toBeNull();
    });
  });
});
