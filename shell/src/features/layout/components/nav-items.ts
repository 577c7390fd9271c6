import type { User } from '@usedcars/contract/types';

export interface NavItem {
  to: string;
  label: string;
}

export interface NavOptions {
  /** False when this deployment has no admin console (remotes.json does not list it): no dead link. */
  adminConsole?: boolean;
}

/** The Dashboard of the user's console: Admin and Seller have one. */
export function dashboardPathFor(user: User | null, { adminConsole = true }: NavOptions = {}): string | null {
  if (user?.role === 'Admin') return adminConsole ? '/admin/dashboard' : null;
  if (user?.role === 'Seller') return '/seller/dashboard';
  return null;
}

/** Header links: everyone sees the first four; signed-in users also their orders, wish list, dashboard. */
export function navItemsFor(user: User | null, options: NavOptions = {}): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/cars', label: 'Cars' },
    { to: '/advertise', label: 'Advertised' },
    { to: '/blogs', label: 'Blogs' },
  ];
  if (!user) return items;
  items.push({ to: '/my-orders', label: 'My Orders' }, { to: '/wishlist', label: 'Wish List' });
  const dashboard = dashboardPathFor(user, options);
  if (dashboard) items.push({ to: dashboard, label: 'Dashboard' });
  return items;
}
