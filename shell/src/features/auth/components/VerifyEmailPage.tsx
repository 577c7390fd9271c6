// /verify-email?token=...: the page a verification mail links to. It follows the link once, on arrival.
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { EMAIL_VERIFICATION_MESSAGES } from '@usedcars/contract/email-verification-messages';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MessagePage } from '../../static-pages';
import { useVerifyEmail } from '../api/verify-email';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit (React runs effects twice in development; a second call would find the link used).
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  if (!token) {
    return (
      <MessagePage status="warning" title="Confirm your e-mail address">
        {EMAIL_VERIFICATION_MESSAGES.token}
      </MessagePage>
    );
  }
  if (verify.isSuccess) {
    return (
      <MessagePage status="success" title="Address confirmed">
        {EMAIL_VERIFICATION_MESSAGES.verified}
      </MessagePage>
    );
  }
  if (verify.isError) {
    return (
      <MessagePage status="warning" title="This link did not work">
        {apiErrorMessage(verify.error, EMAIL_VERIFICATION_MESSAGES.linkInvalid)}
      </MessagePage>
    );
  }
  return <PageSpinner />;
}
