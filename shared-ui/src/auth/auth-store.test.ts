import { QueryClient } from '@tanstack/react-query';
import { CSRF_HEADER, SESSION_MODE_HEADER } from '@usedcars/contract/types';
import { getSessionProof } from '@usedcars/shared-ui/auth/access-token';
import {
  connectQueryClient,
  resolveAuth,
  settledUser,
  useAuthStore,
} from '@usedcars/shared-ui/auth/auth-store';
import { onSessionExpired } from '@usedcars/shared-ui/auth/session-expiry';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';
import { openSession, resetAuth } from '@usedcars/shared-ui/testing/auth';
import { makeUser } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';

const unauthorized = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' },
};

async function waitForCalls(mock: jest.Mock, count: number) {
  for (let tries = 0; tries < 50 && mock.mock.calls.length < count; tries += 1) await Promise.resolve();
}

describe('auth store', () => {
  beforeEach(() => resetAuth());

  it('starts loading and resolves to no user when there is no token', async () => {
    const fetchMock = mockFetch({});
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: true });
    await resolveAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a session: a fresh token from /used-jwt (into its cookies), then the user from /auth/me', async () => {
    const user = makeUser({ role: 'Seller' });
    openSession('proof-1');
    const fetchMock = mockFetch({
      'POST /api/used-jwt': { body: {} },
      'GET /api/auth/me': { body: user },
    });

    const resolving = resolveAuth();
    expect(useAuthStore.getState().loading).toBe(true);
    await resolving;

    expect(useAuthStore.getState()).toMatchObject({ user, loading: false });
    const [refreshUrl, refreshInit] = fetchMock.mock.calls[0]!;
    expect(refreshUrl).toBe('/api/used-jwt');
    // The token rides in its HttpOnly cookie; the page sends the proof beside it, and asks for no token in the body.
    expect(new Headers(refreshInit?.headers).get(CSRF_HEADER)).toBe('proof-1');
    expect(new Headers(refreshInit?.headers).get(SESSION_MODE_HEADER)).toBe('cookie');
    expect(new Headers(refreshInit?.headers).has('Authorization')).toBe(false);
    const [meUrl] = fetchMock.mock.calls[1]!;
    expect(meUrl).toBe('/api/auth/me');
  });

  it('logs out quietly when the session is refused (401): no proof, no user, no expiry message, the cookies cleared', async () => {
    openSession();
    const fetchMock = mockFetch({
      'POST /api/used-jwt': unauthorized,
      'GET /api/auth/me': unauthorized,
      'POST /api/auth/logout': { status: 204 },
    });
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    await resolveAuth();
    unsubscribe();
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: false });
    expect(getSessionProof()).toBeNull();
    expect(expired).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toContain(
      'POST /api/auth/logout',
    );
  });

  it('keeps the session but shows nobody signed in when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openSession('proof-1');
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await resolveAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: false });
    expect(getSessionProof()).toBe('proof-1');
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

  it('login shows the user; logout forgets the proof and has the API clear the cookies', async () => {
    const user = makeUser();
    openSession('proof-1');
    useAuthStore.getState().login(user);
    expect(useAuthStore.getState()).toMatchObject({ user, loading: false });

    const fetchMock = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    useAuthStore.getState().logout();
    expect(getSessionProof()).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    await waitForCalls(fetchMock, 1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    // With the proof it had: the API ends a session only for a request that proves it is the session's page.
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get(CSRF_HEADER)).toBe('proof-1');
  });

  it('logout drops user-specific queries from the cache and keeps public ones', () => {
    const client = new QueryClient();
    const disconnect = connectQueryClient(client);
    client.setQueryData(['categories'], ['public']);
    client
      .getQueryCache()
      .build(client, { queryKey: ['wishlist', 'u1'], meta: USER_DATA_META })
      .setData(['private']);
    useAuthStore.getState().login(makeUser());
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
