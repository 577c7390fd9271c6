import type { Role } from '@usedcars/shared-ui/api/types';

/** A shell route whose page comes from a remote's `./<module>` expose. */
export interface RemoteRouteDefinition {
  path: string;
  remote: 'storefront' | 'seller' | 'admin';
  module: string;
  /** Only users with this role may open it; others are sent home. */
  role?: Role;
  /**
   * Leave the route out entirely (a 404) when remotes.json does not list the remote. The admin console is
   * deployed separately, so the public site has no admin routes, code or requests at all.
   */
  onlyWhenListed?: boolean;
}

export const REMOTE_ROUTES: RemoteRouteDefinition[] = [
  { path: '/', remote: 'storefront', module: 'HomePage' },
  { path: '/cars', remote: 'storefront', module: 'CarsPage' },
  { path: '/products/:id', remote: 'storefront', module: 'ProductPage' },
  { path: '/category/:categoryName', remote: 'storefront', module: 'CategoryPage' },
  { path: '/advertise', remote: 'storefront', module: 'AdvertisePage' },
  { path: '/seller/dashboard', remote: 'seller', module: 'DashboardPage', role: 'Seller' },
  { path: '/admin/dashboard', remote: 'admin', module: 'DashboardPage', role: 'Admin', onlyWhenListed: true },
];
