// /login: the shared login form and a link to sign-up. Logged-out only: the GuestOnly guard around
// this page sends a signed-in user (including one who has just logged in here) back where they came from.
import { returnPathFrom } from '@usedcars/shared-ui/auth/return-path';
import { LoginForm } from '@usedcars/shared-ui/components/LoginForm';
import { Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from './AuthCard';

export function LoginPage() {
  const location = useLocation();
  const returnTo = returnPathFrom(location) ?? '/';
  return (
    <AuthCard title="Login">
      <LoginForm
        returnTo={returnTo}
        forgotPasswordPath="/forgot-password"
        footer={
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
            New to UsedCars?{' '}
            <Link to="/signup" state={location.state}>
              Signup
            </Link>
          </Typography.Paragraph>
        }
      />
    </AuthCard>
  );
}
