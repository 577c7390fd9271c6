import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES } from '@usedcars/contract/contact-messages';
import { signInAs, signOut } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { ContactPage } from './ContactPage';

const user = userEvent.setup({ delay: null });

async function chooseTopic(label: string) {
  await user.selectOptions(screen.getByLabelText('Topic'), label);
}

function sentBodies(fetchMock: ReturnType<typeof mockFetch>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/contact-messages' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('ContactPage', () => {
  it("sends a visitor's message with the address to reply to, and says it arrived", async () => {
    signOut();
    const fetchMock = mockFetch({
      'POST /api/contact-messages': { status: 201, body: { acknowledged: true } },
    });
    renderPage(<ContactPage />);
    await user.type(screen.getByLabelText('Your name'), 'Vera Visitor');
    await user.type(screen.getByLabelText('Email'), 'vera@example.test');
    await chooseTopic('Payments');
    await user.type(screen.getByLabelText('Message'), 'My card was declined twice.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([
      {
        name: 'Vera Visitor',
        email: 'vera@example.test',
        topic: 'payment',
        message: 'My card was declined twice.',
      },
    ]);
  });

  it('says what is missing before sending anything', async () => {
    signOut();
    const fetchMock = mockFetch({});
    renderPage(<ContactPage />);
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.topic)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.message)).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it("fills in a signed-in user's name and fixed address, and sends no address", async () => {
    const account = signInAs({ displayName: 'Bina Buyer', email: 'bina@example.test' });
    const fetchMock = mockFetch({
      'POST /api/contact-messages': { status: 201, body: { acknowledged: true } },
    });
    renderPage(<ContactPage />);
    expect(await screen.findByDisplayValue('Bina Buyer')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(account.email);
    expect(email).toBeDisabled();
    await chooseTopic('My account and privacy');
    await user.type(screen.getByLabelText('Message'), 'Please close my account.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([
      { name: 'Bina Buyer', topic: 'account', message: 'Please close my account.' },
    ]);
  });

  it("shows the server's limit under the form", async () => {
    signOut();
    mockFetch({
      'POST /api/contact-messages': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: CONTACT_MESSAGES.tooManyFromClient },
      },
    });
    renderPage(<ContactPage />);
    await user.type(screen.getByLabelText('Your name'), 'Vera Visitor');
    await user.type(screen.getByLabelText('Email'), 'vera@example.test');
    await chooseTopic('Buying a car');
    await user.type(screen.getByLabelText('Message'), 'Is the blue Axio still for sale?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CONTACT_MESSAGES.tooManyFromClient)).toBeInTheDocument();
  });
});
