import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { PlainIcon } from '@usedcars/shared-ui/components/PlainIcon';
import { useUnreadNotifications } from '@usedcars/shared-ui/api/notifications/unread-notifications';
import { useWishlist } from '@usedcars/shared-ui/api/wishlist/get-wishlist';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useRemoteLoader } from '../../remotes';
import { useLiveEvents, useUnreadMessages } from '../live-messages';
import { AccountMenu, type AccountMenuItem } from './AccountMenu';
import { dashboardPathFor, navItemsFor } from './nav-items';
import { SiteMenu } from './SiteMenu';

/** The site's header, plain elements: it shows on the home page, which loads no antd. */
export function Header() {
  const user = useAuthStore((state) => state.user);
  // A server-rendered page shows before the session is resolved: its account corner keeps its place but stays
  // hidden until then, so a signed-in visitor never sees "Login" and an empty wish list flash by.
  const sessionPending = useAuthStore((state) => state.loading);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  // The storefront writes to the same cached list (one react-query on the page), so the count follows.
  const wishlist = useWishlist();
  const wishlistCount = user ? (wishlist.data?.length ?? 0) : 0;
  // The header is on every page, so the live stream opens here, once, for the logged-in user.
  useLiveEvents(user?.uid);
  const unreadMessages = useUnreadMessages(user?.uid);
  const unread = user ? (unreadMessages.data?.count ?? 0) : 0;
  const unreadNotifications = useUnreadNotifications();
  const unreadNotificationCount = user ? (unreadNotifications.data?.count ?? 0) : 0;
  const navOptions = { adminConsole: useRemoteLoader().isListed('admin') };
  const items = navItemsFor(user, navOptions);
  const dashboard = dashboardPathFor(user, navOptions);

  const accountItems: AccountMenuItem[] = user
    ? [
        { key: 'profile', label: 'Profile', to: '/profile' },
        ...(dashboard ? [{ key: 'dashboard', label: 'Dashboard', to: dashboard }] : []),
        {
          key: 'logout',
          label: 'Logout',
          separated: true,
          onSelect: () => {
            logout();
            navigate('/');
          },
        },
      ]
    : [{ key: 'login', label: 'Login', to: '/login' }];

  return (
    <header className="app-header">
      <SiteMenu items={items} />
      <Link to="/" className="app-brand" aria-label="UsedCars home">
        <PlainIcon icon={CarOutlined} aria-hidden /> UsedCars
      </Link>
      <nav aria-label="Main" className="app-header-nav">
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.to === '/'} className="app-nav-link">
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="app-header-actions" data-session-pending={sessionPending || undefined}>
        {user ? (
          <>
            <Link
              to="/messages"
              aria-label={`Messages, ${unread} unread`}
              className="app-heart"
              data-testid="messages-link"
            >
              <PlainIcon icon={MessageOutlined} aria-hidden style={{ fontSize: 22 }} />
              {unread ? (
                <span className="app-heart-count" aria-hidden>
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : null}
            </Link>
            {/* The list is a page of its own (/notifications), loaded when opened: the header carries only the count. */}
            <Link
              to="/notifications"
              aria-label={`Notifications, ${unreadNotificationCount} unread`}
              className="app-heart app-bell"
            >
              <PlainIcon icon={BellOutlined} aria-hidden style={{ fontSize: 22 }} />
              {unreadNotificationCount > 0 ? (
                <span className="app-heart-count" aria-hidden>
                  {unreadNotificationCount > 99 ? '99+' : unreadNotificationCount}
                </span>
              ) : null}
            </Link>
          </>
        ) : null}
        <Link
          to="/wishlist"
          aria-label={`Wish list, ${wishlistCount} ${wishlistCount === 1 ? 'item' : 'items'}`}
          className="app-heart"
        >
          <PlainIcon icon={HeartOutlined} aria-hidden style={{ fontSize: 22 }} />
          <span className="app-heart-count" aria-hidden>
            {wishlistCount > 99 ? '99+' : wishlistCount}
          </span>
        </Link>
        <AccountMenu user={user} items={accountItems} />
      </div>
    </header>
  );
}
