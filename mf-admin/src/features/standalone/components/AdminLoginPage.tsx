// The standalone console's /login: the shop's own login form (shared-ui), without sign-up.
import { returnPathFrom } from '@usedcars/shared-ui/auth/return-path';
import { LoginForm } from '@usedcars/shared-ui/components/LoginForm';
import { Card, Typography } from 'antd';
import { useLocation } from 'react-router-dom';

export function AdminLoginPage() {
  const location = useLocation();
  return (
    <Card style={{ maxWidth: 440, margin: '48px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0, textAlign: 'center' }}>
        Admin Login
      </Typography.Title>
      {/* Admins log in with their password; accounts made by social sign-in are buyers. */}
      <LoginForm social={false} returnTo={returnPathFrom(location) ?? '/admin/dashboard'} />
    </Card>
  );
}
