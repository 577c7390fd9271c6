import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { ACCOUNT_SUSPENDED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@usedcars/contract/messages';
import { getSessionProof } from '@usedcars/shared-ui/auth/access-token';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { SessionExpiryHandler } from '@usedcars/shared-ui/components/SessionExpiryHandler';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';

function LoginProbe() {
  const location = useLocation();
  return <h1>Login page, from {(location.state as { from?: string } | null)?.from}</h1>;
}

describe('SessionExpiryHandler', () => {
  it('on a 401 to a call made with a token: says the session expired, logs out, goes to /login', async () => {
    signInAs();
    mockFetch({
      'GET /api/orders/u-buyer': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'jwt expired' },
      },
    });
    renderPage(
      <>
        <SessionExpiryHandler />
        <Routes>
          <Route path="/my-orders" element={<h1>My Orders</h1>} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </>,
      { route: '/my-orders' },
    );
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();

    // A page's query would make this call; here the test makes it directly.
    await act(() => apiRequest('/orders/u-buyer').catch(() => undefined));

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login page, from /my-orders' })).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(getSessionProof()).toBeNull();
  });

  it("says so when the 401 is an admin's suspension of the account, and logs out", async () => {
    signInAs();
    mockFetch({
      'GET /api/orders/u-buyer': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: ACCOUNT_SUSPENDED_MESSAGE },
      },
    });
    renderPage(
      <>
        <SessionExpiryHandler />
        <Routes>
          <Route path="/my-orders" element={<h1>My Orders</h1>} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </>,
      { route: '/my-orders' },
    );
    await act(() => apiRequest('/orders/u-buyer').catch(() => undefined));

    expect(await screen.findByText(ACCOUNT_SUSPENDED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
  });
});
