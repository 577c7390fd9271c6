// Resolves who is signed in once, and shows the full-screen spinner until then. Used by the shell
// and by the admin console when it runs standalone.
import { resolveAuth, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { useEffect, type ReactNode } from 'react';

export function AuthGate({ children }: { children: ReactNode }) {
  const loading = useAuthStore((state) => state.loading);
  useEffect(() => {
    void resolveAuth();
  }, []);
  if (loading) return <PageSpinner label="Loading your session" />;
  return children;
}
