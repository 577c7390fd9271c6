import { resolveAuth, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';

describe('auth store', () => {
  it('starts loading and resolves to no user when there is no token', async () => {
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: true });
    await resolveAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: false });
  });
});
