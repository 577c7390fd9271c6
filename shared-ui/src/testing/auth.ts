// Test helpers for the signed-in state: the same store and readable cookie the apps use, set up directly (the
// session's token itself is HttpOnly: a page never sees it).
import { CSRF_COOKIE, type User } from '@usedcars/contract/types';
import { forgetSessionProof } from '@usedcars/shared-ui/auth/access-token';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { makeUser } from '@usedcars/shared-ui/testing/fixtures';
import type { MockRoutes } from '@usedcars/shared-ui/testing/mock-fetch';

/** The CSRF proof of the sessions these helpers open. */
export const TEST_SESSION_PROOF = 'test-session-proof';

/** Puts a session's readable cookie in place, as the API's answer to a login would. */
export function openSession(proof = TEST_SESSION_PROOF): void {
  document.cookie = `${CSRF_COOKIE}=${proof}; Path=/; SameSite=Lax`;
}

/** Signs a user in (session cookie and store) as a completed login would; returns the user. */
export function signInAs(overrides: Partial<User> = {}): User {
  const user = makeUser(overrides);
  openSession();
  useAuthStore.getState().login(user);
  return user;
}

/** Nobody signed in, auth resolved (no spinner). */
export function signOut(): void {
  forgetSessionProof();
  useAuthStore.setState({ user: null, loading: false });
}

/** Back to the start-up state: no session, auth still loading. */
export function resetAuth(): void {
  forgetSessionProof();
  useAuthStore.setState({ user: null, loading: true });
}

/**
 * The answers resolveAuth gets for an open session (POST /used-jwt, GET /auth/me), to spread into mockFetch
 * routes when a test starts signed in and renders something that resolves the session.
 */
export function sessionRoutes(user: User): MockRoutes {
  return {
    'POST /api/used-jwt': { body: {} },
    'GET /api/auth/me': { body: user },
  };
}
