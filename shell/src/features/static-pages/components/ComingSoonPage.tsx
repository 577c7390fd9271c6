import { MessagePage } from './MessagePage';

export function ComingSoonPage({ section }: { section: string }) {
  return (
    <MessagePage
      title="Coming Soon"
      pageTitle={section}
    >{`Our ${section} page is on its way. Please check back soon.`}</MessagePage>
  );
}
