// Test helpers for the signed-in state: the same store and cookie the apps use, set up directly.
import type { User } from '@usedcars/shared-ui/api/types';
import { removeAccessToken } from '@usedcars/shared-ui/auth/access-token';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { makeToken, makeUser } from '@usedcars/shared-ui/testing/fixtures';

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
