// Logged-in only (/wishlist, /my-orders, /profile): anyone else goes to /login, which brings them
// back here afterwards.
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { loginRedirectState } from '@usedcars/shared-ui/auth/return-path';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const loading = useAuthStore((state) => state.loading);
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={loginRedirectState(location)} />;
  return children;
}
