import { CarOutlined, HeartOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useWishlist } from '@usedcars/shared-ui/api/wishlist/get-wishlist';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { lazyNamed, useOpenedOnce } from '@usedcars/shared-ui/load-on-demand';
import { Avatar, Badge, Button, Dropdown, Layout, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useRemoteLoader } from '../../remotes/hooks/use-remote-loader';
import { dashboardPathFor, navItemsFor } from './nav-items';

// The drawer (antd Drawer) loads when first opened, not with every page.
const MobileNavDrawer = lazyNamed(() => import('./MobileNavDrawer'), 'MobileNavDrawer');

export function Header() {
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  // The storefront writes to the same cached list (one react-query on the page), so the count follows.
  const wishlist = useWishlist();
  const wishlistCount = user ? (wishlist.data?.length ?? 0) : 0;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const navOptions = { adminConsole: useRemoteLoader().isListed('admin') };
  const items = navItemsFor(user, navOptions);
  const dashboard = dashboardPathFor(user, navOptions);

  const accountItems: MenuProps['items'] = user
    ? [
        { key: 'profile', label: <Link to="/profile">Profile</Link> },
        ...(dashboard ? [{ key: 'dashboard', label: <Link to={dashboard}>Dashboard</Link> }] : []),
        { type: 'divider' as const },
        {
          key: 'logout',
          label: 'Logout',
          onClick: () => {
            logout();
            navigate('/');
          },
        },
      ]
    : [{ key: 'login', label: <Link to="/login">Login</Link> }];

  return (
    <Layout.Header className="app-header">
      <Button
        className="app-menu-button"
        type="text"
        icon={<MenuOutlined />}
        aria-label="Open menu"
        onClick={() => setDrawerOpen(true)}
      />
      <Link to="/" className="app-brand" aria-label="UsedCars home">
        <CarOutlined aria-hidden /> UsedCars
      </Link>
      <nav aria-label="Main" className="app-header-nav">
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.to === '/'} className="app-nav-link">
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="app-header-actions">
        <Link
          to="/wishlist"
          aria-label={`Wish list, ${wishlistCount} ${wishlistCount === 1 ? 'item' : 'items'}`}
          className="app-heart"
        >
          <Badge count={wishlistCount} showZero size="small" color="#d4380d">
            <HeartOutlined style={{ fontSize: 22 }} />
          </Badge>
        </Link>
        <Dropdown menu={{ items: accountItems }} trigger={['click']} placement="bottomRight">
          <Button type="text" shape="circle" aria-label="Account menu" style={{ padding: 0 }}>
            {user ? (
              <Avatar src={user.photoURL || undefined} alt={user.displayName}>
                {user.displayName.charAt(0).toUpperCase()}
              </Avatar>
            ) : (
              <Avatar icon={<UserOutlined />} alt="Guest" />
            )}
          </Button>
        </Dropdown>
      </div>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileNavDrawer items={items} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
