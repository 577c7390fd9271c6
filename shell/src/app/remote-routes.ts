import type { Role } from '@usedcars/shared-ui/api/types';

export type RemoteName = 'storefront' | 'seller' | 'admin';

/** A shell route whose page comes from a remote's `./<module>` expose. */
export interface RemoteRouteDefinition {
  path: string;
  remote: RemoteName;
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

/**
 * A console: every path under `path` renders inside the remote's exposed layout (side menu and <Outlet/>),
 * for one role only; others are sent home before any of the remote's code loads.
 */
export interface RemoteSectionDefinition {
  path: string;
  remote: RemoteName;
  /** The exposed layout route component. */
  layout: string;
  role: Role;
  /** Pages inside the layout, with paths relative to the section. */
  pages: { path: string; module: string }[];
  /**
   * Leave the section out entirely (a 404) when remotes.json does not list the remote. The admin console is
   * deployed separately, so the public site has no admin routes, code or requests at all.
   */
  onlyWhenListed?: boolean;
}

export const REMOTE_ROUTES: RemoteRouteDefinition[] = [
  { path: '/', remote: 'storefront', module: 'HomePage', withoutAntd: true },
  { path: '/cars', remote: 'storefront', module: 'CarsPage', withoutAntd: true },
  { path: '/products/:id', remote: 'storefront', module: 'ProductPage', withoutAntd: true },
  { path: '/category/:categoryName', remote: 'storefront', module: 'CategoryPage' },
  { path: '/advertise', remote: 'storefront', module: 'AdvertisePage' },
  { path: '/wishlist', remote: 'storefront', module: 'WishlistPage', requireLogin: true },
  { path: '/my-orders', remote: 'storefront', module: 'MyOrdersPage', requireLogin: true },
];

export const REMOTE_SECTIONS: RemoteSectionDefinition[] = [
  {
    path: '/seller',
    remote: 'seller',
    layout: 'SellerLayout',
    role: 'Seller',
    pages: [
      { path: 'dashboard', module: 'DashboardPage' },
      { path: 'my-products', module: 'MyProductsPage' },
      { path: 'add-product', module: 'AddProductPage' },
      { path: 'bookings', module: 'BookingsPage' },
    ],
  },
  {
    path: '/admin',
    remote: 'admin',
    layout: 'AdminLayout',
    role: 'Admin',
    onlyWhenListed: true,
    pages: [
      { path: 'dashboard', module: 'DashboardPage' },
      { path: 'users', module: 'UsersPage' },
      { path: 'category', module: 'CategoryPage' },
      { path: 'brand', module: 'BrandPage' },
      { path: 'products', module: 'ProductsPage' },
      { path: 'report-products', module: 'ReportProductsPage' },
      { path: 'audit-log', module: 'AuditLogPage' },
    ],
  },
];

/** Whether `pathname` is matched by a route `pattern` such as '/products/:id'. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/';
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]?.toLowerCase(),
    )
  );
}

/**
 * The remote page of a public route at `pathname`, if any: the shell starts loading it at once (index.tsx).
 * Logged-in routes and the consoles are left to their guards, which decide first whether the page may load.
 */
export function landingRemoteRoute(pathname: string): RemoteRouteDefinition | undefined {
  return REMOTE_ROUTES.find((route) => !route.requireLogin && matchesPattern(route.path, pathname));
}
