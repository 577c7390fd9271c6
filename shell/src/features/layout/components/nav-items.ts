import type { User } from '@usedcars/shared-ui/api/types';

export interface NavItem {
  to: string;
  label: string;
}

/** Header links of spec §2: everyone sees the first four; signed-in users also their orders, wish list, dashboard. */
export function navItemsFor(user: User | null): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/cars', label: 'Cars' },
    { to: '/advertise', label: 'Advertised' },
    { to: '/blogs', label: 'Blogs' },
  ];
  if (!user) return items;
  items.push({ to: '/my-orders', label: 'My Orders' }, { to: '/wishlist', label: 'Wish List' });
  if (user.role === 'Admin') items.push({ to: '/admin/dashboard', label: 'Dashboard' });
  if (user.role === 'Seller') items.push({ to: '/seller/dashboard', label: 'Dashboard' });
  return items;
}
