// The avatar's menu: Login for visitors; Profile, the Dashboard and Logout for signed-in users.
// A plain ARIA menu button (no antd: it is on every page): Enter, Space or ArrowDown open it on the first item,
// the arrows, Home and End move, Escape closes it and returns to the button, and so do a click outside and Tab.
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { PlainIcon } from '@usedcars/shared-ui/components/PlainIcon';
import type { User } from '@usedcars/contract/types';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

export interface AccountMenuItem {
  key: string;
  label: string;
  /** A link, or an action. */
  to?: string;
  onSelect?: () => void;
  /** Drawn after a separator. */
  separated?: boolean;
}

export interface AccountMenuProps {
  user: User | null;
  items: AccountMenuItem[];
}

function Avatar({ user }: { user: User | null }) {
  if (!user) return <PlainIcon icon={UserOutlined} aria-hidden />;
  if (user.photoURL) return <img className="app-avatar-image" src={user.photoURL} alt={user.displayName} />;
  return <span aria-hidden>{user.displayName.charAt(0).toUpperCase()}</span>;
}

export function AccountMenu({ user, items }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Which item gets focus when the menu opens (keyboard: first or last; a click: the first).
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');

  const menuItems = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    (focusOnOpen === 'last' ? all.at(-1) : all[0])?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open, focusOnOpen]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusOnOpen(event.key === 'ArrowUp' ? 'last' : 'first');
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
    else if ((event.key === ' ' || event.key === 'Enter') && index >= 0) {
      // Links follow on Enter by themselves; Space, and the actions, need the click.
      if (event.key === ' ' || !(all[index] instanceof HTMLAnchorElement)) {
        event.preventDefault();
        all[index]?.click();
      }
    }
  };

  return (
    <div className="app-account">
      <button
        ref={buttonRef}
        type="button"
        className="app-avatar"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setFocusOnOpen('first');
          setOpen((wasOpen) => !wasOpen);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar user={user} />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          className="app-account-menu"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.key} role="none" className={item.separated ? 'app-account-separated' : undefined}>
              {item.to ? (
                <Link role="menuitem" tabIndex={-1} to={item.to} onClick={() => close(false)}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    close(false);
                    item.onSelect?.();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
