// The layout route of /admin/* in the shell (and of the standalone console): the admin side menu.
import { ConsoleLayout, type ConsoleMenuItem } from '@usedcars/shared-ui/components/ConsoleLayout';

interface AdminMenuEntry extends ConsoleMenuItem {
  /** False until the page exists: no link that leads to a 404. */
  available: boolean;
}

// The admin menu of the original product, and the Audit Log of the trust and oversight issue. A page comes with
// its issue, which turns it on (and adds its route to the shell's REMOTE_SECTIONS and the standalone routes).
const ADMIN_MENU: AdminMenuEntry[] = [
  { to: '/admin/dashboard', label: 'Dashboard', available: true },
  { to: '/admin/users', label: 'All Users', available: true },
  { to: '/admin/category', label: 'Category', available: true },
  { to: '/admin/brand', label: 'Brand', available: true },
  { to: '/admin/products', label: 'Products', available: true },
  { to: '/admin/report-products', label: 'Report Items', available: true },
  { to: '/admin/audit-log', label: 'Audit Log', available: true },
];

export default function AdminLayout() {
  return <ConsoleLayout menuLabel="Admin menu" items={ADMIN_MENU.filter((item) => item.available)} />;
}
