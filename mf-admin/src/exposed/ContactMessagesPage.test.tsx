import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES, type ContactMessageItem } from '@usedcars/contract/contact-messages';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import ContactMessagesPage from './ContactMessagesPage';

const user = userEvent.setup({ delay: null });

const visitor: ContactMessageItem = {
  _id: 'c1',
  date: '2024-05-02T10:00:00.000Z',
  name: 'Vera Visitor',
  email: 'vera@example.test',
  topic: 'payment',
  message: 'My card was declined twice.\nWhat can I do?',
  account: null,
  handled: null,
};

function renderMessages(route = '/admin/contact-messages') {
  return renderPage(<ContactMessagesPage />, { route, path: '/admin/contact-messages' });
}

describe('ContactMessagesPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-admin', role: 'Admin' });
  });

  it('lists the open messages a page at a time and marks one handled', async () => {
    let handled = false;
    const fetchMock = mockFetch({
      'GET /api/contact-messages': () => ({
        body: handled ? [] : [visitor],
        headers: { 'X-Total-Count': handled ? '0' : '1' },
      }),
      'POST /api/contact-messages/c1/handled': () => {
        handled = true;
        return { body: { acknowledged: true } };
      },
    });
    renderMessages();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Vera Visitor/ });
    expect(within(row).getByRole('link', { name: 'vera@example.test' })).toHaveAttribute(
      'href',
      'mailto:vera@example.test',
    );
    expect(within(row).getByText('Not signed in')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact-messages?status=open&page=1&pageSize=20',
      expect.anything(),
    );

    await user.click(within(row).getByRole('button', { name: 'Mark the message from Vera Visitor handled' }));
    expect(await screen.findByText(CONTACT_MESSAGES.handled)).toBeInTheDocument();
    expect(await screen.findByText(CONTACT_MESSAGES.empty)).toBeInTheDocument();
  });

  it('shows who handled a message, and when, on the Handled tab', async () => {
    const fetchMock = mockFetch({
      'GET /api/contact-messages': {
        body: [
          {
            ...visitor,
            account: { uid: 'u-b', displayName: 'Bina Buyer' },
            handled: { date: '2024-05-03T10:00:00.000Z', by: { uid: 'u-admin', displayName: 'Ada Admin' } },
          },
        ],
      },
    });
    renderMessages('/admin/contact-messages?status=handled');
    const row = await screen.findByRole('row', { name: /Vera Visitor/ });
    expect(row).toHaveTextContent('Account: Bina Buyer');
    expect(row).toHaveTextContent('Handled by Ada Admin');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact-messages?status=handled&page=1&pageSize=20',
      expect.anything(),
    );
  });

  it("says so in the server's words when another admin marked it first", async () => {
    mockFetch({
      'GET /api/contact-messages': { body: [visitor] },
      'POST /api/contact-messages/c1/handled': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: CONTACT_MESSAGES.alreadyHandled },
      },
    });
    renderMessages();
    await user.click(
      await screen.findByRole('button', { name: 'Mark the message from Vera Visitor handled' }),
    );
    expect(await screen.findByText(CONTACT_MESSAGES.alreadyHandled)).toBeInTheDocument();
  });
});
