// Resolves who is signed in once, and shows the full-screen spinner until then. Used by the shell
// and by the admin console when it runs standalone. A page the server rendered (a public page, the same for
// everyone) shows at once, as the logged-out visitor sees it, until the session is resolved.
import { resolveAuth, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { useEffect, type ReactNode } from 'react';

export interface AuthGateProps {
  children: ReactNode;
  /** Render the page while the session is resolved (a server-rendered public page): no spinner over it. */
  showPageWhileResolving?: boolean;
}

export function AuthGate({ children, showPageWhileResolving = false }: AuthGateProps) {
  const loading = useAuthStore((state) => state.loading);
  useEffect(() => {
    void resolveAuth();
  }, []);
  if (loading && !showPageWhileResolving) return <PageSpinner label="Loading your session" />;
  return children;
}
