import { MessagePage } from './MessagePage';

export function ComingSoonPage({ section }: { section: string }) {
  return (
    <MessagePage title="Coming Soon">{`Our ${section} page is on its way. Please check back soon.`}</MessagePage>
  );
}
