// The standalone console's role check. Unlike the shell (which sends others home), there is no shop here to
// go to: a signed-in non-admin is told plainly and can log out to switch accounts.
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  if (user?.role === 'Admin') return children;
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>Admins only</h1>}
      subTitle={`You are signed in as ${user?.email ?? 'someone'} (${user?.role ?? 'no role'}). The admin console is for admins only.`}
      extra={
        <Button
          type="primary"
          onClick={() => {
            logout();
            navigate('/login');
          }}
        >
          Logout
        </Button>
      }
    />
  );
}
