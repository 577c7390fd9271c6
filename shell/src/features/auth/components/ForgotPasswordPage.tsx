// /forgot-password: asks for the address and mails a link to set a new password. The answer is the same whether or
// not an account has the address, so the page tells nobody which addresses have accounts.
import { Alert, Form, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { AllRequiredForm } from '@usedcars/shared-ui/components/AllRequiredForm';
import { AuthEmailItem, AuthFormError, AuthSubmitButton } from '@usedcars/shared-ui/components/AuthFormParts';
import { PASSWORD_MESSAGES } from '@usedcars/contract/password-messages';
import { useRequestPasswordReset } from '../api/passwords';
import { AuthCard } from './AuthCard';

export function ForgotPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const request = useRequestPasswordReset();
  return (
    <AuthCard title="Forgot password">
      {request.isSuccess ? (
        <Alert type="success" showIcon role="status" title={PASSWORD_MESSAGES.resetRequested} />
      ) : (
        <>
          <Typography.Paragraph>
            Enter the e-mail address of your account, and we will mail you a link to set a new password.
          </Typography.Paragraph>
          <AllRequiredForm<{ email: string }>
            form={form}
            name="forgot-password"
            disabled={request.isPending}
            onFinish={({ email }) => request.mutate(email.trim())}
          >
            <AuthEmailItem required={PASSWORD_MESSAGES.email} />
            <AuthSubmitButton label="Send me a link" submitting={request.isPending} />
          </AllRequiredForm>
          <AuthFormError
            message={request.isError ? apiErrorMessage(request.error, 'The link could not be sent.') : null}
          />
        </>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/login">Back to login</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
