// The signed-in user, one store for the whole page: shared-ui is a Module Federation singleton, so the shell
// and every remote import this very instance (see the import rule in client.ts).
import { create } from 'zustand';
import type { User } from '@usedcars/shared-ui/api/types';

export interface AuthState {
  user: User | null;
  /** True until the first resolution of who is signed in (spec §4: the auth loading flag). */
  loading: boolean;
  setUser: (user: User | null) => void;
  setLoading: (loading: boolean) => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  loading: true,
  setUser: (user) => set({ user, loading: false }),
  setLoading: (loading) => set({ loading }),
}));

/**
 * Resolves the auth state once at start-up. Without a token nobody is signed in. Login and the profile lookup
 * for a stored token arrive with the identity issue; until then a stored token also resolves to no user.
 */
export async function resolveAuth(): Promise<void> {
  useAuthStore.getState().setUser(null);
}

export function selectUser(state: AuthState): User | null {
  return state.user;
}

export function selectAuthLoading(state: AuthState): boolean {
  return state.loading;
}
