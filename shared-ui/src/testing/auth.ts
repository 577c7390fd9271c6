// Test helpers for the signed-in state: the same store and cookie the apps use, set up directly.
import type { User } from '@usedcars/contract/types';
import { removeAccessToken } from '@usedcars/shared-ui/auth/access-token';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { makeToken, makeUser } from '@usedcars/shared-ui/testing/fixtures';
import type { MockRoutes } from '@usedcars/shared-ui/testing/mock-fetch';

/** Signs a user in (token cookie and store) as a completed login would; returns the user. */
export function signInAs(overrides: Partial<User> = {}): User {
  const user = makeUser(overrides);
  useAuthStore.getState().login(makeToken({ sub: user.uid }), user);
  return user;
}

/** Nobody signed in, auth resolved (no spinner). */
export function signOut(): void {
  removeAccessToken();
  useAuthStore.setState({ user: null, loading: false });
}

/** Back to the start-up state: no token, auth still loading. */
export function resetAuth(): void {
  removeAccessToken();
  useAuthStore.setState({ user: null, loading: true });
}

/**
 * The answers resolveAuth gets for a stored token (POST /used-jwt, GET /auth/me), to spread into mockFetch
 * routes when a test starts signed in and renders something that resolves the session.
 */
export function sessionRoutes(user: User): MockRoutes {
  return {
    'POST /api/used-jwt': { body: { token: makeToken({ sub: user.uid }) } },
    'GET /api/auth/me': { body: user },
  };
}
