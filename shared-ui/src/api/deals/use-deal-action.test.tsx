import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { type DealAnswer, useDealAction } from './use-deal-action';

type Action = { kind: 'confirm' | 'report'; orderId: string; message?: string };

const send = (action: Action) =>
  apiRequest<DealAnswer>(`/orders/${action.orderId}/${action.kind}`, {
    method: 'POST',
    body: action.message === undefined ? undefined : { message: action.message },
  });

/** A page of one order: its status read from the list the action refreshes, a button and a window of words. */
function OneOrder() {
  const order = useQuery({
    queryKey: ['orders', 'list'],
    queryFn: () => apiRequest<{ status: string }>('/orders/list'),
  });
  const deal = useDealAction<Action, 'report'>({ send, refresh: ['orders'] });
  return (
    <div>
      <p>Status: {order.data?.status}</p>
      <button
        type="button"
        disabled={deal.pending}
        onClick={() => deal.run({ kind: 'confirm', orderId: 'o1' }, 'Confirmed.')}
      >
        Confirm
      </button>
      <button type="button" onClick={() => deal.open('report')}>
        Report
      </button>
      {deal.writing === 'report' ? (
        <div role="dialog" aria-label="Report">
          <textarea
            aria-label="What happened"
            value={deal.text}
            onChange={(event) => deal.setText(event.target.value)}
          />
          <button
            type="button"
            onClick={() => deal.run({ kind: 'report', orderId: 'o1', message: deal.text }, 'Sent.')}
          >
            Send
          </button>
          <button type="button" onClick={deal.close}>
            Close
          </button>
        </div>
      ) : null}
    </div>
  );
}

describe('useDealAction', () => {
  it('sends the action, says it is done, closes the window, clears its text and refetches the list', async () => {
    const user = userEvent.setup();
    let status = 'paid';
    const fetchMock = mockFetch({
      'GET /api/orders/list': () => ({ body: { status } }),
      'POST /api/orders/o1/report': () => {
        status = 'disputed';
        return { body: { acknowledged: true, status } };
      },
    });
    renderPage(<OneOrder />);
    expect(await screen.findByText('Status: paid')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.type(screen.getByRole('textbox', { name: 'What happened' }), 'Nobody came.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Report' })).not.toBeInTheDocument();
    expect(await screen.findByText('Status: disputed')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders/o1/report',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ message: 'Nobody came.' }) }),
    );
    // Opened again, the window starts empty.
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('textbox', { name: 'What happened' })).toHaveValue('');
  });

  it("says the server's reason when the action is refused, and refetches the list all the same", async () => {
    const user = userEvent.setup();
    let reads = 0;
    mockFetch({
      'GET /api/orders/list': () => {
        reads += 1;
        return { body: { status: 'completed' } };
      },
      'POST /api/orders/o1/confirm': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'The deal is already completed.' },
      },
    });
    renderPage(<OneOrder />);
    expect(await screen.findByText('Status: completed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The deal is already completed.')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const answers = mockFetch({ 'GET /api/orders/list': { body: { status: 'paid' } } });
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : answers(input, init),
    ) as unknown as typeof fetch;
    renderPage(<OneOrder />);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Could not reach the server.')).toBeInTheDocument();
  });
});
