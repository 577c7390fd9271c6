// The seller and admin consoles' layout route: a side menu beside the page (<Outlet/>), or on a phone a one-line
// row of tabs above it that scrolls sideways, with the open page's tab brought into view (the side menu would fill
// the first screen, and a collapsed "..." menu would hide where you are). Exposed by each console remote through its
// own ./SellerLayout or ./AdminLayout, which only supplies the menu entries (its section's pages, sectionMenu).
import { Card, Col, Grid, Menu, Row } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

// The consoles' tables rely on its rule that long words wrap.
injectPlainStyles();

export interface ConsoleMenuItem {
  to: string;
  label: string;
  icon?: ReactNode;
}

export interface ConsoleLayoutProps {
  /** The menu's accessible name, e.g. 'Admin menu'. */
  menuLabel: string;
  items: ConsoleMenuItem[];
}

export function ConsoleLayout({ menuLabel, items }: ConsoleLayoutProps) {
  const { pathname } = useLocation();
  const selected = items.filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  // Before the first measurement every breakpoint reads false: treat that as a desktop, as most first renders are.
  const screens = Grid.useBreakpoint();
  const sideMenu = screens.md ?? true;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={7} lg={5}>
        {sideMenu ? (
          <Card size="small" styles={{ body: { padding: 4 } }}>
            <nav aria-label={menuLabel}>
              <Menu
                mode="inline"
                style={{ borderInlineEnd: 'none' }}
                selectedKeys={selected.map((item) => item.to)}
                items={items.map((item) => ({
                  key: item.to,
                  icon: item.icon,
                  label: <Link to={item.to}>{item.label}</Link>,
                }))}
              />
            </nav>
          </Card>
        ) : (
          <ConsoleTabs menuLabel={menuLabel} items={items} selected={selected} />
        )}
      </Col>
      <Col xs={24} md={17} lg={19}>
        <Outlet />
      </Col>
    </Row>
  );
}

function ConsoleTabs({ menuLabel, items, selected }: ConsoleLayoutProps & { selected: ConsoleMenuItem[] }) {
  const current = useRef<HTMLAnchorElement>(null);
  const currentPath = selected[0]?.to;
  useEffect(() => {
    // Only the row scrolls: 'nearest' leaves the page where it is.
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentPath]);
  return (
    <nav aria-label={menuLabel} className="uc-console-tabs">
      <ul>
        {items.map((item) => {
          const isCurrent = item.to === currentPath;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                ref={isCurrent ? current : undefined}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {item.icon}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
