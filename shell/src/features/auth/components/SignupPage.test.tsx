import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNUP_MESSAGES } from '@usedcars/contract/messages';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { resetAuth, sessionRoutes, signInAs } from '@usedcars/shared-ui/testing/auth';
import { makeUser } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { createFakeRemoteLoader } from '../../../testing/fake-remote-loader';
import { renderApp } from '../../../testing/render-app';

// The whole shell renders here (antd forms, layout): give the machine time, and type without delays.
const user = userEvent.setup({ delay: null });

const seller = makeUser({ displayName: 'Sam Seller', email: 'sam@example.test', role: 'Seller' });

async function fill({
  name = 'Sam Seller',
  email = 'sam@example.test',
  role = 'Seller' as 'Buyer' | 'Seller' | null,
  password = 'Abcdef1!',
} = {}) {
  if (name) await user.type(screen.getByLabelText('Full name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (role) await user.click(screen.getByRole('radio', { name: role }));
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

// The page loads lazily: wait for it on the first submit.
const submit = async () => user.click(await screen.findByRole('button', { name: 'Signup' }));

function renderSignup() {
  return renderApp('/signup', createFakeRemoteLoader().loader);
}

describe('/signup', () => {
  beforeEach(() => resetAuth());

  it('asks for name, email, role and password', async () => {
    const fetchMock = mockFetch({});
    renderSignup();
    await submit();
    // Typed as what they hold: the phone's e-mail keyboard, the browser's saved address and a new password.
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(await screen.findByText('Please Enter Your Name')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Email')).toBeInTheDocument();
    expect(screen.getByText('Please Select User Role')).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_MESSAGES.password)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/signup', expect.anything());
  });

  it.each([
    ['abcdef1!', 'no uppercase letter'],
    ['ABCDEF1!', 'no lowercase letter'],
    ['Abcdefg1', 'no special character'],
    ['Abcdefg!', 'no digit'],
    ['Ab1!', 'fewer than 6 characters'],
  ])('refuses the password %s (%s)', async (password) => {
    const fetchMock = mockFetch({});
    renderSignup();
    await fill({ password });
    await submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.password)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/signup', expect.anything());
  });

  it('shows Email already use from the server under the form', async () => {
    mockFetch({
      'POST /api/auth/signup': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Email already use' },
      },
    });
    renderSignup();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already use');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('puts per-field server messages under their fields', async () => {
    mockFetch({
      'POST /api/auth/signup': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          errors: [{ field: 'email', message: 'Please Enter Your Email' }],
        },
      },
    });
    renderSignup();
    await fill();
    await submit();
    expect(await screen.findByText('Please Enter Your Email')).toBeInTheDocument();
  });

  it('disables Signup with a spinner while submitting, then shows the user signed in and goes home', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = mockFetch({ 'GET /api/categories': { body: [] } });
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== '/api/auth/signup')
        return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
      expect(JSON.parse(String(init?.body))).toEqual({
        displayName: 'Sam Seller',
        email: 'sam@example.test',
        role: 'Seller',
        password: 'Abcdef1!',
      });
      await answered;
      return new Response(JSON.stringify({ user: seller }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderSignup();
    await fill();
    await submit();

    const button = screen.getByRole('button', { name: /Signup/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button.querySelector('.ant-btn-loading-icon')).not.toBeNull();

    answer();
    expect(await screen.findByRole('heading', { name: 'storefront HomePage' })).toBeInTheDocument();
    expect(useAuthStore.getState().user).toEqual(seller);
  });

  it('has the social sign-in block and a link to login', async () => {
    mockFetch({ 'GET /api/auth/providers': { body: { oidc: { name: 'Google', localStandIn: true } } } });
    renderSignup();
    expect(await screen.findByRole('button', { name: 'Continue With Google' })).toBeInTheDocument();
    expect(screen.getByText('local test provider')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('sends a logged-in user home', async () => {
    const signedIn = signInAs();
    mockFetch(sessionRoutes(signedIn));
    renderSignup();
    expect(await screen.findByRole('heading', { name: 'storefront HomePage' })).toBeInTheDocument();
  });
});
