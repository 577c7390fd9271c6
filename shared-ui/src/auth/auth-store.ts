// The signed-in user, one store for the whole page: shared-ui is a Module Federation singleton, so the shell
// and every remote import this very instance (see the import rule in client.ts).
import type { QueryClient } from '@tanstack/react-query';
import { getMe } from '@usedcars/shared-ui/api/auth/get-me';
import { logoutSession } from '@usedcars/shared-ui/api/auth/logout';
import { refreshToken } from '@usedcars/shared-ui/api/auth/refresh-token';
import { isApiError } from '@usedcars/shared-ui/api/client';
import type { User } from '@usedcars/contract/types';
import { forgetSessionProof, getSessionProof } from '@usedcars/shared-ui/auth/access-token';
import { setSignedIn } from '@usedcars/shared-ui/auth/session-expiry';
import { isUserDataQuery } from '@usedcars/shared-ui/query/query-client';
import { create } from 'zustand';

export interface AuthState {
  user: User | null;
  /** True until the first resolution of who is signed in (the auth loading flag). */
  loading: boolean;
  /** Replaces the user, e.g. after a profile edit. */
  setUser: (user: User | null) => void;
  setLoading: (loading: boolean) => void;
  /** Shows the user the server answered with (the server has set the session's cookies). */
  login: (user: User) => void;
  /** Ends the session (its cookies) and forgets the user, and drops user-specific data from the query cache. */
  logout: () => void;
}

// The query clients on the page (the shell's; a standalone console's), registered by AppProviders.
const queryClients = new Set<QueryClient>();

/** Lets logout and login clear the user-specific cache of this client; returns the disconnect function. */
export function connectQueryClient(client: QueryClient): () => void {
  queryClients.add(client);
  return () => {
    queryClients.delete(client);
  };
}

function dropUserData(): void {
  for (const client of queryClients) client.removeQueries({ predicate: isUserDataQuery });
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  loading: true,
  setUser: (user) => set({ user, loading: false }),
  setLoading: (loading) => set({ loading }),
  login: (user) => {
    dropUserData();
    set({ user, loading: false });
  },
  logout: () => {
    const proof = getSessionProof();
    forgetSessionProof();
    // The server clears the token's cookie; without the proof it is of no use meanwhile (or if this fails).
    if (proof) void logoutSession(proof).catch(() => undefined);
    dropUserData();
    set({ user: null, loading: false });
  },
}));

// The API client's test of a 401 (session-expiry.ts) needs to know whether the page shows someone signed in.
useAuthStore.subscribe((state) => setSignedIn(state.user !== null));

function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

async function resolveFromToken(): Promise<void> {
  const store = useAuthStore.getState();
  try {
    // Trade the session's token for a fresh one (into its cookies), so an active user's session keeps going.
    await refreshToken({ quietUnauthorized: true });
  } catch (error) {
    if (isUnauthorized(error)) {
      store.logout();
      return;
    }
    // Rate limited or unreachable: the stored token may still be good; let /auth/me decide.
  }
  try {
    const user = await getMe({ quietUnauthorized: true });
    store.setUser(user);
  } catch (error) {
    if (isUnauthorized(error)) {
      store.logout();
      return;
    }
    // The server could not say who this is. Show the site logged out, keeping the session for the next visit.
    console.error('Could not resolve the signed-in user', error);
    store.setUser(null);
  }
}

let resolving: Promise<void> | null = null;

/**
 * Resolves who is signed in, once at start-up. No session proof: nobody, at once. A session: a fresh token
 * from POST /used-jwt, then the user from GET /auth/me; a 401 on either logs out quietly (no message: the
 * visitor did nothing). `loading` turns false only once this is settled. Concurrent calls share one run.
 */
export function resolveAuth(): Promise<void> {
  if (!getSessionProof()) {
    useAuthStore.getState().setUser(null);
    return Promise.resolve();
  }
  resolving ??= resolveFromToken().finally(() => {
    resolving = null;
  });
  return resolving;
}

/**
 * The signed-in user once start-up has settled who it is (at once when it has). A server-rendered page works while
 * the session resolves, so an action that asks "who is this?" when pressed waits for the answer rather than take a
 * signed-in visitor for a logged-out one.
 */
export function settledUser(): Promise<User | null> {
  const state = useAuthStore.getState();
  if (!state.loading) return Promise.resolve(state.user);
  return new Promise((resolve) => {
    const stop = useAuthStore.subscribe((next) => {
      if (next.loading) return;
      stop();
      resolve(next.user);
    });
  });
}

export function selectUser(state: AuthState): User | null {
  return state.user;
}

export function selectAuthLoading(state: AuthState): boolean {
  return state.loading;
}
