import { Drawer } from 'antd';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav-items';

export interface MobileNavDrawerProps {
  items: NavItem[];
  open: boolean;
  onClose: () => void;
}

/** The header's links in a drawer, for narrow screens (the header loads it, with antd, on the first tap). */
export function MobileNavDrawer({ items, open, onClose }: MobileNavDrawerProps) {
  return (
    <Drawer title="Menu" placement="left" open={open} onClose={onClose} size={280}>
      <nav aria-label="Mobile" className="app-drawer-nav">
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/'}
            className="app-nav-link"
            onClick={onClose}
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
    </Drawer>
  );
}
