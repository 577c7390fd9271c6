// The standalone admin console's frame (no shop header): the console's name, who is signed in, and Logout.
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { StandaloneFrame } from '@usedcars/shared-ui/components/StandaloneFrame';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export function AdminFrame({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  return (
    <StandaloneFrame
      headerStyle={{ boxShadow: '0 1px 4px rgba(0,0,0,0.08)' }}
      header={
        <>
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
        </>
      }
    >
      {children}
    </StandaloneFrame>
  );
}
