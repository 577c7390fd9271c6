import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return (
    <MessagePage status="404" title="Sorry, we couldn't find this page" pageTitle="Page not found">
      The page you are looking for does not exist or has moved.
    </MessagePage>
  );
}
