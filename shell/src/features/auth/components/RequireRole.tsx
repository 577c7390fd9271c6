// Role guard for /seller/* and /admin/*: anyone without the role goes home, before any remote code loads.
import type { Role } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

export interface RequireRoleProps {
  role: Role;
  children: ReactNode;
}

export function RequireRole({ role, children }: RequireRoleProps) {
  const user = useAuthStore((state) => state.user);
  const loading = useAuthStore((state) => state.loading);
  if (loading) return <PageSpinner />;
  if (user?.role !== role) return <Navigate to="/" replace />;
  return children;
}
