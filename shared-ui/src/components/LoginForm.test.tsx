import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { LoginForm } from '@usedcars/shared-ui/components/LoginForm';
import { signOut } from '@usedcars/shared-ui/testing/auth';
import { makeToken, makeUser } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { RATE_LIMITED_MESSAGE, signInPausedMessage } from '@usedcars/contract/messages';

function loginError(message: string) {
  return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message } };
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  beforeEach(() => signOut());

  it('types the e-mail field as one, so phones offer their e-mail keyboard and browsers the saved addresses', () => {
    mockFetch({});
    renderPage(<LoginForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('asks for the email and the password', async () => {
    const fetchMock = mockFetch({});
    renderPage(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/login', expect.anything());
  });

  it.each(['Wrong Email or Password'])('shows the server message %s under the form', async (message) => {
    mockFetch({ 'POST /api/auth/login': loginError(message) });
    renderPage(<LoginForm />);
    await fillAndSubmit('sam@example.test', 'Secret#1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it.each([RATE_LIMITED_MESSAGE, signInPausedMessage(15, 'Google')])(
    'says so in the server words when limited: %s',
    async (message) => {
      mockFetch({
        'POST /api/auth/login': {
          status: 429,
          body: { statusCode: 429, error: 'Too Many Requests', message },
        },
      });
      renderPage(<LoginForm />);
      await fillAndSubmit('sam@example.test', 'Secret#1');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    },
  );

  it('says to wait when a 429 comes without words', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 429, body: { statusCode: 429, message: '' } } });
    renderPage(<LoginForm />);
    await fillAndSubmit('sam@example.test', 'Secret#1');
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED_MESSAGE);
  });

  it('disables the submit button with a spinner while logging in, then stores the token and user', async () => {
    const user = makeUser();
    const token = makeToken();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = mockFetch({});
    fetchMock.mockImplementation(async (input, init) => {
      expect(String(input)).toBe('/api/auth/login');
      expect(JSON.parse(String(init?.body))).toEqual({ email: 'sam@example.test', password: 'Secret#1' });
      await answered;
      return new Response(JSON.stringify({ token, user }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderPage(<LoginForm />);
    await fillAndSubmit('sam@example.test', 'Secret#1');

    const button = screen.getByRole('button', { name: /Login/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button.querySelector('.ant-btn-loading-icon')).not.toBeNull();

    answer();
    await waitFor(() => expect(useAuthStore.getState().user).toEqual(user));
  });

  it('shows the message of the code a failed Continue With Google came back with, never the address text', async () => {
    mockFetch({ 'GET /api/auth/providers': { body: { oidc: { name: 'Google', localStandIn: true } } } });
    const cancelled = renderPage(<LoginForm />, { route: '/login?error=cancelled' });
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in was cancelled.');
    cancelled.unmount();

    renderPage(<LoginForm />, { route: '/login?error=The%20sign-in%20was%20cancelled.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in failed. Please try again.');
    expect(screen.queryByText(/The sign-in was cancelled/)).not.toBeInTheDocument();
  });

  it('offers Continue With Google only when the API has it, marking the local stand-in', async () => {
    mockFetch({ 'GET /api/auth/providers': { body: { oidc: { name: 'Google', localStandIn: true } } } });
    renderPage(<LoginForm />);
    const google = await screen.findByRole('button', { name: 'Continue With Google' });
    expect(google).toHaveAccessibleDescription('local test provider');
  });

  it('has no Google button when the API offers none', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/providers': { body: { oidc: null } } });
    renderPage(<LoginForm footer={<a href="/signup">Signup</a>} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/providers', expect.anything()));
    expect(screen.queryByRole('button', { name: 'Continue With Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signup' })).toBeInTheDocument();
  });
});
