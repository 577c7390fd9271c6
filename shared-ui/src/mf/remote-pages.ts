// The one list of the pages each remote exposes, read by the remote's build (its exposes), the consoles' menus,
// the remote's standalone routes and the shell's routes. Adding a page: an entry here, its file
// src/exposed/<module>.tsx, and that file in the remote's src/app/page-components.ts.
// Why that second entry: the shell reads this table as plain data before any remote code loads and must not
// bundle remote code, so the table cannot import the pages; and TypeScript sees a file only where an import
// names it, which the remote's map does (a page listed here without one there does not compile).
import type { Role } from '@usedcars/contract/types';
import type { RemoteName } from './apps';

/** A page at a top-level path of the site. */
export interface RemotePageDefinition {
  path: string;
  /** The expose, `./<module>`, and its file, src/exposed/<module>.tsx. */
  module: string;
  /** Logged-in only: anyone else goes to /login and comes back after logging in. */
  requireLogin?: boolean;
  /**
   * The page renders without antd, so the shell does not load antd before it (the home, /cars and product pages:
   * antd's runtime alone is more than the home page's first-load budget). Their antd parts (the filters, dialogs)
   * bring it in their own AntdOnDemand. Every other remote page renders inside AntdScope.
   */
  withoutAntd?: boolean;
}

/** A page of a console section. */
export interface RemoteSectionPage {
  /** Relative to the section's path. */
  path: string;
  module: string;
  /** The page's entry in the console's menu. */
  title: string;
  /** False for a page reached from another (a listing's edit page), not from the menu. */
  inMenu?: boolean;
}

/**
 * A console: every path under `path` renders inside the remote's exposed layout (side menu and <Outlet/>),
 * for one role only; others are sent home before any of the remote's code loads.
 */
export interface RemoteSectionDefinition {
  path: string;
  /** The exposed layout route component. */
  layout: string;
  role: Role;
  /** Pages inside the layout, with paths relative to the section, in the order of the console's menu. */
  pages: readonly RemoteSectionPage[];
  /**
   * Leave the section out entirely (a 404) when remotes.json does not list the remote. The admin console is
   * deployed separately, so the public site has no admin routes, code or requests at all.
   */
  onlyWhenListed?: boolean;
}

/** What one remote serves: top-level pages, or one console section. */
export type RemotePages =
  | { pages: readonly RemotePageDefinition[]; section?: never }
  | { section: RemoteSectionDefinition; pages?: never };

export const STOREFRONT_PAGES = [
  { path: '/', module: 'HomePage', withoutAntd: true },
  { path: '/cars', module: 'CarsPage', withoutAntd: true },
  { path: '/products/:id', module: 'ProductPage', withoutAntd: true },
  { path: '/category/:categoryName', module: 'CategoryPage' },
  { path: '/advertise', module: 'AdvertisePage' },
  { path: '/compare', module: 'ComparePage', withoutAntd: true },
  { path: '/wishlist', module: 'WishlistPage', requireLogin: true },
  { path: '/my-orders', module: 'MyOrdersPage', requireLogin: true },
  // One page for the list and a thread: on a desktop they show side by side.
  { path: '/messages', module: 'MessagesPage', requireLogin: true },
  { path: '/messages/:id', module: 'MessagesPage', requireLogin: true },
  { path: '/notifications', module: 'NotificationsPage', requireLogin: true },
  { path: '/saved-searches', module: 'SavedSearchesPage', requireLogin: true },
] as const satisfies readonly RemotePageDefinition[];

export const SELLER_SECTION = {
  path: '/seller',
  layout: 'SellerLayout',
  role: 'Seller',
  pages: [
    { path: 'dashboard', module: 'DashboardPage', title: 'Dashboard' },
    { path: 'my-products', module: 'MyProductsPage', title: 'All Products' },
    { path: 'my-products/:id/edit', module: 'EditProductPage', title: 'Edit listing', inMenu: false },
    { path: 'add-product', module: 'AddProductPage', title: 'Add Product' },
    { path: 'bookings', module: 'BookingsPage', title: 'Bookings' },
  ],
} as const satisfies RemoteSectionDefinition;

export const ADMIN_SECTION = {
  path: '/admin',
  layout: 'AdminLayout',
  role: 'Admin',
  onlyWhenListed: true,
  pages: [
    { path: 'dashboard', module: 'DashboardPage', title: 'Dashboard' },
    { path: 'users', module: 'UsersPage', title: 'All Users' },
    { path: 'category', module: 'CategoryPage', title: 'Category' },
    { path: 'brand', module: 'BrandPage', title: 'Brand' },
    { path: 'products', module: 'ProductsPage', title: 'Products' },
    { path: 'report-products', module: 'ReportProductsPage', title: 'Report Items' },
    { path: 'reported-conversations', module: 'ReportedConversationsPage', title: 'Reported Messages' },
    { path: 'audit-log', module: 'AuditLogPage', title: 'Audit Log' },
  ],
} as const satisfies RemoteSectionDefinition;

export const REMOTE_PAGES: Record<RemoteName, RemotePages> = {
  storefront: { pages: STOREFRONT_PAGES },
  seller: { section: SELLER_SECTION },
  admin: { section: ADMIN_SECTION },
};

/** The module names a section's remote exposes: its layout and every page in it. */
export type SectionModule<Section extends RemoteSectionDefinition> =
  Section['layout'] | Section['pages'][number]['module'];

/** A console's menu: each page of the section meant for it, in the table's order, under its title. */
export function sectionMenu(section: RemoteSectionDefinition): { to: string; label: string }[] {
  return section.pages
    .filter((page) => page.inMenu !== false)
    .map((page) => ({ to: `${section.path}/${page.path}`, label: page.title }));
}

/** Every module a remote exposes, in the order the table lists them. */
export function exposedModules(remote: RemoteName): string[] {
  const { pages, section } = REMOTE_PAGES[remote];
  if (section) return [section.layout, ...section.pages.map((page) => page.module)];
  return pages.map((page) => page.module);
}
