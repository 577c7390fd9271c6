// /signup: full name, email, role, password; on success the token is stored and the
// GuestOnly guard around this page takes the new user home.
import { formFieldErrors, isApiError } from '@usedcars/shared-ui/api/client';
import { PASSWORD_PATTERN, RATE_LIMITED_MESSAGE, SIGNUP_MESSAGES } from '@usedcars/contract/messages';
import { SIGNUP_ROLES, type SignupRequest } from '@usedcars/contract/types';
import { returnPathFrom } from '@usedcars/shared-ui/auth/return-path';
import { AllRequiredForm } from '@usedcars/shared-ui/components/AllRequiredForm';
import { AuthEmailItem, AuthFormError, AuthSubmitButton } from '@usedcars/shared-ui/components/AuthFormParts';
import { SocialSignIn } from '@usedcars/shared-ui/components/SocialSignIn';
import { Form, Input, Radio, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useSignup } from '../api/signup';
import { AuthCard } from './AuthCard';

const FIELDS: (keyof SignupRequest)[] = ['displayName', 'email', 'role', 'password'];

export function SignupPage() {
  const [form] = Form.useForm<SignupRequest>();
  const location = useLocation();
  const signupMutation = useSignup();
  const submitting = signupMutation.isPending;

  // Per-field messages from a 400 go under their fields; everything else under the form.
  let formError: string | null = null;
  if (signupMutation.isError) {
    const error = signupMutation.error;
    if (!isApiError(error)) formError = 'Sign-up failed. Please try again.';
    else if (error.status === 429) formError = RATE_LIMITED_MESSAGE;
    else if (error.status === 409) formError = error.body.message || SIGNUP_MESSAGES.emailInUse;
    else if (formFieldErrors(error, FIELDS).length === 0) formError = error.body.message;
  }

  const submit = (values: SignupRequest) => {
    signupMutation.mutate(
      { ...values, displayName: values.displayName.trim(), email: values.email.trim() },
      {
        onError: (error) => form.setFields(formFieldErrors(error, FIELDS)),
      },
    );
  };

  return (
    <AuthCard title="Signup">
      <AllRequiredForm<SignupRequest> form={form} name="signup" disabled={submitting} onFinish={submit}>
        <Form.Item
          label="Full name"
          name="displayName"
          rules={[{ required: true, whitespace: true, message: SIGNUP_MESSAGES.displayName }]}
        >
          <Input autoComplete="name" size="large" />
        </Form.Item>
        <AuthEmailItem required={SIGNUP_MESSAGES.email} />
        <Form.Item
          label="Account type"
          name="role"
          rules={[{ required: true, message: SIGNUP_MESSAGES.role }]}
        >
          <Radio.Group
            aria-label="Account type"
            options={SIGNUP_ROLES.map((role) => ({ label: role, value: role }))}
          />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[
            { required: true, message: SIGNUP_MESSAGES.password },
            { pattern: PASSWORD_PATTERN, message: SIGNUP_MESSAGES.password },
          ]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <AuthSubmitButton label="Signup" submitting={submitting} />
      </AllRequiredForm>
      <AuthFormError message={formError} />
      <SocialSignIn returnTo={returnPathFrom(location) ?? '/'} />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link to="/login" state={location.state}>
          Login
        </Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
