// Logged-out only (/login, /signup). A signed-in user goes to the page they came from (location
// state or ?returnTo), else to `fallback`; so logging in on /login lands where the user was headed.
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { returnPathFrom } from '@usedcars/shared-ui/auth/return-path';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

export interface GuestOnlyProps {
  children: ReactNode;
  /** Where a signed-in user goes when no return path is given. */
  fallback?: string;
}

export function GuestOnly({ children, fallback = '/' }: GuestOnlyProps) {
  const user = useAuthStore((state) => state.user);
  const loading = useAuthStore((state) => state.loading);
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (user) return <Navigate to={returnPathFrom(location) ?? fallback} replace />;
  return children;
}
