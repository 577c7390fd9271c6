// Role guard for /seller/* and /admin/*, before any remote code loads: a visitor logs in first and comes back here
// (the links in mails lead to these pages); an account of another role is told the page is not for it.
import type { Role } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { lazyWithAntd } from '@usedcars/shared-ui/components/AntdOnDemand';
import { loginRedirectState } from '@usedcars/shared-ui/auth/return-path';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { WrongRolePageProps } from '../../static-pages';

// Loaded with antd when shown: the guard is in every page's code, the page only in this case.
const WrongRolePage = lazyWithAntd<'WrongRolePage', WrongRolePageProps>(
  () => import('../../static-pages'),
  'WrongRolePage',
);

export interface RequireRoleProps {
  role: Role;
  children: ReactNode;
}

export function RequireRole({ role, children }: RequireRoleProps) {
  const user = useAuthStore((state) => state.user);
  const loading = useAuthStore((state) => state.loading);
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={loginRedirectState(location)} />;
  if (user.role !== role) return <WrongRolePage role={role} signedInAs={user.role} />;
  return children;
}
