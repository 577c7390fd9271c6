import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAuth, sessionRoutes, signInAs } from '@usedcars/shared-ui/testing/auth';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { makeToken, makeUser } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { createFakeRemoteLoader } from '../../../testing/fake-remote-loader';
import { renderApp } from '../../../testing/render-app';

// The whole shell renders here (antd forms, layout): give the machine time, and type without delays.
const user = userEvent.setup({ delay: null });

const buyer = makeUser();

async function logIn() {
  await user.type(screen.getByLabelText('Email'), buyer.email);
  await user.type(screen.getByLabelText('Password'), 'Demo#pass1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login', () => {
  beforeEach(() => resetAuth());

  it('shows the login form with a link to sign-up', async () => {
    mockFetch({});
    renderApp('/login', createFakeRemoteLoader().loader);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });

  it('sends a logged-in user to the home page', async () => {
    const signedIn = signInAs();
    mockFetch(sessionRoutes(signedIn));
    renderApp('/login', createFakeRemoteLoader().loader);
    expect(await screen.findByRole('heading', { name: 'storefront HomePage' })).toBeInTheDocument();
  });

  it('goes home after logging in when the user came straight to /login', async () => {
    mockFetch({ 'POST /api/auth/login': { body: { token: makeToken(), user: buyer } } });
    renderApp('/login', createFakeRemoteLoader().loader);
    await logIn();
    expect(await screen.findByRole('heading', { name: 'storefront HomePage' })).toBeInTheDocument();
    expect(useAuthStore.getState().user).toEqual(buyer);
  });

  it('sends an anonymous visitor of /my-orders to /login, and back to My Orders after logging in', async () => {
    mockFetch({ 'POST /api/auth/login': { body: { token: makeToken(), user: buyer } } });
    const { loader, load } = createFakeRemoteLoader();
    renderApp('/my-orders', loader);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('storefront', 'MyOrdersPage');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'storefront MyOrdersPage' })).toBeInTheDocument();
  });

  it('returns to a same-site ?returnTo path, and ignores one to another site', async () => {
    mockFetch({ 'POST /api/auth/login': { body: { token: makeToken(), user: buyer } } });
    const first = renderApp('/login?returnTo=%2Fwishlist', createFakeRemoteLoader().loader);
    await logIn();
    expect(await screen.findByRole('heading', { name: 'storefront WishlistPage' })).toBeInTheDocument();
    first.unmount();

    resetAuth();
    renderApp('/login?returnTo=https%3A%2F%2Fevil.test%2F', createFakeRemoteLoader().loader);
    await logIn();
    expect(await screen.findByRole('heading', { name: 'storefront HomePage' })).toBeInTheDocument();
  });

  it("shows the server's Wrong Email or Password", async () => {
    mockFetch({
      'POST /api/auth/login': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Wrong Email or Password' },
      },
    });
    renderApp('/login', createFakeRemoteLoader().loader);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Email or Password');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  describe('after a failed Continue With Google (/login?error=<code>)', () => {
    const providers = {
      'GET /api/auth/providers': { body: { oidc: { name: 'Google', localStandIn: false } } },
    };

    it.each([
      ['cancelled', 'Google sign-in was cancelled.'],
      ['failed', 'Google sign-in failed. Please try again.'],
      ['expired', 'Your sign-in took too long or was started elsewhere. Please try again.'],
      ['no_email', 'Your Google account did not share an email address.'],
    ])('shows the message of the known code %s', async (code, message) => {
      mockFetch(providers);
      renderApp(`/login?error=${code}`, createFakeRemoteLoader().loader);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });

    it('never shows text a link put in the address: any other error gets the generic message', async () => {
      mockFetch(providers);
      const spoof = 'Your account is locked. Call +1 555 0100 to unlock it.';
      renderApp(`/login?error=${encodeURIComponent(spoof)}`, createFakeRemoteLoader().loader);
      expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in failed. Please try again.');
      expect(screen.queryByText(/Call \+1 555/)).not.toBeInTheDocument();
    });

    it('shows no error without one', async () => {
      mockFetch(providers);
      renderApp('/login', createFakeRemoteLoader().loader);
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
