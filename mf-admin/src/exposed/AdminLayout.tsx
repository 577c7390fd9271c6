// The layout route of /admin/* in the shell (and of the standalone console): the admin side menu, one entry a
// page of the admin section (shared-ui's remote-pages.ts): the original product's menu and the Audit Log.
import { ConsoleLayout } from '@usedcars/shared-ui/components/ConsoleLayout';
import { ADMIN_SECTION, sectionMenu } from '@usedcars/shared-ui/mf/remote-pages';

const ADMIN_MENU = sectionMenu(ADMIN_SECTION);

export default function AdminLayout() {
  return <ConsoleLayout menuLabel="Admin menu" items={ADMIN_MENU} />;
}
