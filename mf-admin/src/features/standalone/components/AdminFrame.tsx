// The standalone admin console's frame (no shop header): the console's name, who is signed in, and Logout.
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { Button, Flex, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export function AdminFrame({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', gap: 16, alignItems: 'center', boxShadow: '0 1px 4px rgba(0,0,0,0.08)' }}
      >
        <Typography.Text strong style={{ fontSize: 18 }}>
          UsedCars Admin
        </Typography.Text>
        {user ? (
          <Flex gap={12} align="center" style={{ marginLeft: 'auto' }}>
            <Typography.Text type="secondary">{user.email}</Typography.Text>
            <Button
              onClick={() => {
                logout();
                navigate('/login');
              }}
            >
              Logout
            </Button>
          </Flex>
        ) : null}
      </Layout.Header>
      <Layout.Content
        style={{ maxWidth: 1280, width: '100%', margin: '0 auto', padding: 24, boxSizing: 'border-box' }}
      >
        {children}
      </Layout.Content>
    </Layout>
  );
}
