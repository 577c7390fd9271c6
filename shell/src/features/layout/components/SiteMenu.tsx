// The header's links on a narrow screen, in a <details>: the browser opens it at the first tap, before the app has
// taken the page over as well as after, with no code to load. Its summary also draws the shade behind the panel and
// the panel's close mark (app.css), so a tap on either closes it without code too; once the app runs, so do Escape,
// a link and a move to another page.
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { PlainIcon } from '@usedcars/shared-ui/components/PlainIcon';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavItem } from './nav-items';

export function SiteMenu({ items }: { items: NavItem[] }) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);

  const close = () => {
    if (menuRef.current) menuRef.current.open = false;
  };

  // Only a move to another page closes it: a menu opened before the app took the page over stays open.
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    close();
  }, [pathname]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      const menu = menuRef.current;
      if (event.key !== 'Escape' || !menu?.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, []);

  return (
    <details className="app-menu" ref={menuRef}>
      <summary className="app-menu-button" aria-label="Menu">
        <PlainIcon icon={MenuOutlined} aria-hidden />
      </summary>
      <div className="app-menu-panel">
        <p className="app-menu-title" aria-hidden>
          Menu
        </p>
        <nav aria-label="Site menu" className="app-drawer-nav">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className="app-nav-link"
              onClick={close}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </details>
  );
}
