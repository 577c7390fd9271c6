import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_REPORT_ADMIN_MESSAGES } from '@usedcars/contract/conversation-messages';
import type { ConversationReportItem, ReportedConversationParty } from '@usedcars/contract/types';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import ReportedConversationsPage from './ReportedConversationsPage';

const user = userEvent.setup({ delay: null });

function party(overrides: Partial<ReportedConversationParty>): ReportedConversationParty {
  return {
    uid: 'u1',
    displayName: 'Someone',
    email: 'someone@example.test',
    role: 'Buyer',
    deleted: false,
    suspended: false,
    warnings: 0,
    reportsMade: 0,
    reportsAgainst: 0,
    ...overrides,
  };
}

const report: ConversationReportItem = {
  _id: 'r1',
  conversationId: 'c1',
  reason: 'scam',
  details: 'He asked for a deposit\nby gift card.',
  date: '2024-05-02T10:00:00.000Z',
  product: { _id: 'p1', name: 'Toyota Corolla 2018' },
  reporter: party({ uid: 'u-seller', displayName: 'Sam Seller', role: 'Seller', reportsMade: 7 }),
  reported: party({ uid: 'u-bad', displayName: 'Bob Pushy', reportsAgainst: 3, warnings: 1 }),
  messageCount: 60,
  messages: [
    { _id: 'm1', text: 'Pay by gift card first', date: '2024-05-01T09:00:00.000Z', fromReporter: false },
    { _id: 'm2', text: 'No, thank you', date: '2024-05-01T09:05:00.000Z', fromReporter: true },
  ],
  resolution: null,
};

function renderReports(route = '/admin/reported-conversations') {
  return renderPage(<ReportedConversationsPage />, { route, path: '/admin/reported-conversations' });
}

function patchBodies(fetchMock: ReturnType<typeof mockFetch>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/conversation-reports/r1' && init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('ReportedConversationsPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-admin', role: 'Admin' });
  });

  it('shows the thread, both parties and their counts before any action', async () => {
    mockFetch({ 'GET /api/conversation-reports': { body: [report] } });
    renderReports();
    const card = await screen.findByRole('region', { name: 'Report of Bob Pushy by Sam Seller' });
    expect(within(card).getByText('Scam or fraud')).toBeInTheDocument();
    expect(card).toHaveTextContent('What the reporter wrote: He asked for a deposit by gift card.');
    expect(card).toHaveTextContent('Reported 7 conversations');
    expect(card).toHaveTextContent('reported by others 3 times · warned 1 time');
    expect(within(card).getByRole('heading', { name: 'The latest 2 of 60 messages' })).toBeInTheDocument();
    const messages = within(within(card).getByRole('list', { name: 'Latest messages' })).getAllByRole(
      'listitem',
    );
    expect(messages[0]).toHaveTextContent('Bob Pushy');
    expect(messages[0]).toHaveTextContent('Pay by gift card first');
    expect(messages[1]).toHaveTextContent('Sam Seller');
  });

  it('shows no line of details when the reporter gave the reason alone', async () => {
    mockFetch({ 'GET /api/conversation-reports': { body: [{ ...report, details: null }] } });
    renderReports();
    const card = await screen.findByRole('region', { name: 'Report of Bob Pushy by Sam Seller' });
    expect(card).not.toHaveTextContent('What the reporter wrote');
  });

  it('warns the reported account after a confirmation', async () => {
    let handled = false;
    const fetchMock = mockFetch({
      'GET /api/conversation-reports': () => ({ body: handled ? [] : [report] }),
      'PATCH /api/conversation-reports/r1': () => {
        handled = true;
        return { body: { acknowledged: true } };
      },
    });
    renderReports();
    await user.click(await screen.findByRole('button', { name: 'Warn Bob Pushy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn Bob Pushy' });
    expect(patchBodies(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Warn' }));
    expect(await screen.findByText(CONVERSATION_REPORT_ADMIN_MESSAGES.warned)).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toEqual([{ action: 'warn' }]);
    expect(await screen.findByText(CONVERSATION_REPORT_ADMIN_MESSAGES.empty)).toBeInTheDocument();
  });

  it("says so when another admin handled the report first (409), in the server's words", async () => {
    mockFetch({
      'GET /api/conversation-reports': { body: [report] },
      'PATCH /api/conversation-reports/r1': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: CONVERSATION_REPORT_ADMIN_MESSAGES.alreadyHandled,
        },
      },
    });
    renderReports();
    await user.click(await screen.findByRole('button', { name: 'Suspend Bob Pushy' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(CONVERSATION_REPORT_ADMIN_MESSAGES.alreadyHandled)).toBeInTheDocument();
  });

  it('offers no action on an account already deleted but dismiss, and none on a handled report', async () => {
    mockFetch({
      'GET /api/conversation-reports': {
        body: [{ ...report, reported: { ...report.reported, deleted: true } }],
      },
    });
    renderReports();
    expect(await screen.findByRole('button', { name: 'Dismiss the report of Bob Pushy' })).toBeEnabled();
    for (const name of ['Warn Bob Pushy', 'Suspend Bob Pushy', 'Delete Bob Pushy']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('lists the handled reports with what was done, by whom', async () => {
    const fetchMock = mockFetch({
      'GET /api/conversation-reports': {
        body: [
          {
            ...report,
            resolution: {
              action: 'suspended',
              date: '2024-05-03T10:00:00.000Z',
              by: { displayName: 'Ada Admin' },
            },
          },
        ],
      },
    });
    renderReports('/admin/reported-conversations?status=handled');
    const card = await screen.findByRole('region', { name: 'Report of Bob Pushy by Sam Seller' });
    expect(card).toHaveTextContent('Account suspended by Ada Admin');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/conversation-reports?status=handled', expect.anything());
  });
});
