// The layout route of /admin/* in the shell (and of the standalone console): the admin side menu, one entry a
// page of the admin section (src/app/pages.ts): the original product's menu and the Audit Log.
import { ConsoleLayout } from '@usedcars/shared-ui/components/ConsoleLayout';
import { sectionMenu } from '@usedcars/contract/remote-pages';
import { ADMIN_SECTION } from '../app/pages';

const ADMIN_MENU = sectionMenu(ADMIN_SECTION);

export default function AdminLayout() {
  return <ConsoleLayout menuLabel="Admin menu" items={ADMIN_MENU} />;
}
