import { QueryClient } from '@tanstack/react-query';
import {
  ACCESS_TOKEN_COOKIE,
  getAccessToken,
  setAccessToken,
  tokenMaxAgeSeconds,
} from '@usedcars/shared-ui/auth/access-token';
import {
  connectQueryClient,
  resolveAuth,
  settledUser,
  useAuthStore,
} from '@usedcars/shared-ui/auth/auth-store';
import { onSessionExpired } from '@usedcars/shared-ui/auth/session-expiry';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';
import { resetAuth } from '@usedcars/shared-ui/testing/auth';
import { makeToken, makeUser } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';

const unauthorized = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' },
};

describe('auth store', () => {
  beforeEach(() => resetAuth());

  it('starts loading and resolves to no user when there is no token', async () => {
    const fetchMock = mockFetch({});
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: true });
    await resolveAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a token: stores a fresh token from /used-jwt, then reads the user from /auth/me', async () => {
    const user = makeUser({ role: 'Seller' });
    const oldToken = makeToken({ n: 1 });
    const freshToken = makeToken({ n: 2 });
    setAccessToken(oldToken);
    const fetchMock = mockFetch({
      'POST /api/used-jwt': { body: { token: freshToken } },
      'GET /api/auth/me': { body: user },
    });

    const resolving = resolveAuth();
    expect(useAuthStore.getState().loading).toBe(true);
    await resolving;

    expect(useAuthStore.getState()).toMatchObject({ user, loading: false });
    expect(getAccessToken()).toBe(freshToken);
    const [refreshUrl, refreshInit] = fetchMock.mock.calls[0]!;
    expect(refreshUrl).toBe('/api/used-jwt');
    expect(new Headers(refreshInit?.headers).get('Authorization')).toBe(`Bearer ${oldToken}`);
    const [meUrl, meInit] = fetchMock.mock.calls[1]!;
    expect(meUrl).toBe('/api/auth/me');
    expect(new Headers(meInit?.headers).get('Authorization')).toBe(`Bearer ${freshToken}`);
  });

  it('logs out quietly when the stored token is refused (401): no cookie, no user, no expiry message', async () => {
    setAccessToken(makeToken());
    mockFetch({ 'POST /api/used-jwt': unauthorized, 'GET /api/auth/me': unauthorized });
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    await resolveAuth();
    unsubscribe();
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: false });
    expect(getAccessToken()).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the token but shows nobody signed in when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = makeToken();
    setAccessToken(token);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await resolveAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: false });
    expect(getAccessToken()).toBe(token);
  });

  it('settledUser waits for the session to be resolved, and answers at once once it is', async () => {
    const user = makeUser();
    let answered: unknown = 'not yet';
    const waiting = settledUser().then((settled) => {
      answered = settled;
    });
    await Promise.resolve();
    expect(answered).toBe('not yet');
    useAuthStore.getState().setLoading(true);
    await Promise.resolve();
    expect(answered).toBe('not yet');
    useAuthStore.getState().setUser(user);
    await waiting;
    expect(answered).toBe(user);
    await expect(settledUser()).resolves.toBe(user);
    useAuthStore.getState().logout();
    await expect(settledUser()).resolves.toBeNull();
  });

  it('login stores the token in the cookie and the user; logout removes both', () => {
    const user = makeUser();
    const token = makeToken();
    useAuthStore.getState().login(token, user);
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=${token}`);
    expect(useAuthStore.getState()).toMatchObject({ user, loading: false });

    useAuthStore.getState().logout();
    expect(document.cookie).not.toContain(ACCESS_TOKEN_COOKIE);
    expect(getAccessToken()).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it("lets the cookie expire with the token's exp claim", () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(tokenMaxAgeSeconds(makeToken({ exp: now / 1000 + 900 }), now)).toBe(900);
    expect(tokenMaxAgeSeconds('not-a-jwt', now)).toBeUndefined();
    // An already expired token gives Max-Age=0: the browser drops the cookie at once.
    useAuthStore.getState().login(makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }), makeUser());
    expect(getAccessToken()).toBeNull();
  });

  it('logout drops user-specific queries from the cache and keeps public ones', () => {
    const client = new QueryClient();
    const disconnect = connectQueryClient(client);
    client.setQueryData(['categories'], ['public']);
    client
      .getQueryCache()
      .build(client, { queryKey: ['wishlist', 'u1'], meta: USER_DATA_META })
      .setData(['private']);
    useAuthStore.getState().login(makeToken(), makeUser());
    client
      .getQueryCache()
      .build(client, { queryKey: ['orders', 'u1'], meta: USER_DATA_META })
      .setData(['private']);

    useAuthStore.getState().logout();
    disconnect();

    expect(client.getQueryData(['categories'])).toEqual(['public']);
    expect(client.getQueryData(['orders', 'u1'])).toBeUndefined();
    expect(client.getQueryData(['wishlist', 'u1'])).toBeUndefined();
  });
});
