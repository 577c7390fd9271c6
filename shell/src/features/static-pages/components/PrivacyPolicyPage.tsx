import { MessagePage } from './MessagePage';

export function PrivacyPolicyPage() {
  return (
    <MessagePage
      status="success"
      title="Thank you for your interest in our privacy policy"
      pageTitle="Privacy policy"
    >
      Our privacy policy is coming soon. We are writing it in plain words so that you know exactly how we
      handle your data.
    </MessagePage>
  );
}
