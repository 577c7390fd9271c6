// The login form, shared by the shell's /login and the admin console's standalone
// login. On success it stores the token and the user; the page's GuestOnly guard then moves on.
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { getAuthProvidersQueryOptions } from '@usedcars/shared-ui/api/auth/get-providers';
import { useLogin } from '@usedcars/shared-ui/api/auth/login';
import { isApiError } from '@usedcars/shared-ui/api/client';
import { LOGIN_MESSAGES, oidcLoginErrorMessage, RATE_LIMITED_MESSAGE } from '@usedcars/contract/messages';
import type { LoginRequest } from '@usedcars/contract/types';
import { AllRequiredForm } from '@usedcars/shared-ui/components/AllRequiredForm';
import { AuthEmailItem, AuthFormError, AuthSubmitButton } from '@usedcars/shared-ui/components/AuthFormParts';
import { SocialSignIn } from '@usedcars/shared-ui/components/SocialSignIn';

export interface LoginFormProps {
  /** Where to return after 'Continue With Google' (the email login returns through the page's guard). */
  returnTo?: string;
  /** E.g. a link to /signup, shown under the form. */
  footer?: ReactNode;
  /** Offer 'Continue With Google' when the API has it (default true). */
  social?: boolean;
  /** The page that mails a link to set a new password, offered under the password when given. */
  forgotPasswordPath?: string;
}

/** The message to show for a failed login: the server's own words for each case. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    // The API's own 429s each say what to do (wait a minute; for a paused account, how long and what else works).
    if (error.status === 429) return error.body.message || RATE_LIMITED_MESSAGE;
    if (error.status === 0) return error.body.message;
    return error.body.message || 'Login failed. Please try again.';
  }
  return 'Login failed. Please try again.';
}

export function LoginForm({ returnTo = '/', footer, social = true, forgotPasswordPath }: LoginFormProps) {
  const [form] = Form.useForm<LoginRequest>();
  const loginMutation = useLogin();
  const [searchParams] = useSearchParams();
  // A failed 'Continue With Google' comes back as /login?error=<code>; only a code's own message is shown.
  const redirectErrorCode = searchParams.get('error');
  const providers = useQuery({ ...getAuthProvidersQueryOptions(), enabled: redirectErrorCode !== null });
  const redirectError = oidcLoginErrorMessage(redirectErrorCode, providers.data?.oidc?.name ?? 'Google');
  const errorMessage = loginMutation.isError
    ? loginErrorMessage(loginMutation.error)
    : loginMutation.isIdle
      ? redirectError
      : null;
  const submitting = loginMutation.isPending;

  return (
    <>
      <AllRequiredForm<LoginRequest>
        form={form}
        name="login"
        disabled={submitting}
        onFinish={(values) => loginMutation.mutate({ email: values.email.trim(), password: values.password })}
      >
        <AuthEmailItem required={LOGIN_MESSAGES.email} />
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: LOGIN_MESSAGES.password }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        {forgotPasswordPath ? (
          <div style={{ marginTop: -12, marginBottom: 16, textAlign: 'right' }}>
            <Link to={forgotPasswordPath}>Forgot password?</Link>
          </div>
        ) : null}
        <AuthSubmitButton label="Login" submitting={submitting} />
      </AllRequiredForm>
      <AuthFormError message={errorMessage} />
      {social ? <SocialSignIn returnTo={returnTo} /> : null}
      {footer}
    </>
  );
}
