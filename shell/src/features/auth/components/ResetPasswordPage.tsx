// /reset-password?token=...: the page a reset mail links to. Sets the new password (the sign-up rules), which ends
// every session of the account; then the visitor logs in with it.
import { Alert, Form, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { AllRequiredForm } from '@usedcars/shared-ui/components/AllRequiredForm';
import { AuthFormError, AuthSubmitButton } from '@usedcars/shared-ui/components/AuthFormParts';
import { PASSWORD_MESSAGES } from '@usedcars/contract/password-messages';
import { useConfirmPasswordReset } from '../api/passwords';
import { AuthCard } from './AuthCard';
import { NewPasswordItems } from './NewPasswordItems';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<{ password: string; passwordAgain: string }>();
  const reset = useConfirmPasswordReset();

  if (reset.isSuccess) {
    return (
      <AuthCard title="Set a new password">
        <Alert type="success" showIcon role="status" title={PASSWORD_MESSAGES.resetDone} />
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Link to="/login" className="app-cta-link">
            Log in
          </Link>
        </Typography.Paragraph>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password">
      {token ? (
        <AllRequiredForm<{ password: string; passwordAgain: string }>
          form={form}
          name="reset-password"
          disabled={reset.isPending}
          onFinish={({ password }) => reset.mutate({ token, password })}
        >
          <NewPasswordItems name="password" />
          <AuthSubmitButton label="Set password" submitting={reset.isPending} />
        </AllRequiredForm>
      ) : (
        <Alert type="warning" showIcon title={PASSWORD_MESSAGES.token} />
      )}
      <AuthFormError
        message={reset.isError ? apiErrorMessage(reset.error, PASSWORD_MESSAGES.linkInvalid) : null}
      />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/forgot-password">Ask for a new link</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
