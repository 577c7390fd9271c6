import { makeUser } from '@usedcars/shared-ui/testing/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AccountMenu, type AccountMenuItem } from './AccountMenu';

function renderMenu(onLogout = jest.fn()) {
  const items: AccountMenuItem[] = [
    { key: 'profile', label: 'Profile', to: '/profile' },
    { key: 'logout', label: 'Logout', separated: true, onSelect: onLogout },
  ];
  render(
    <MemoryRouter>
      <AccountMenu user={makeUser()} items={items} />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  return { button: screen.getByRole('button', { name: 'Account menu' }), onLogout };
}

describe('AccountMenu', () => {
  it('opens on a click with the first item focused, and says so on the button', async () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('moves with the arrow keys, wraps around, and Escape closes it back on the button', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('ArrowUp on the button opens it on the last item', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('runs an action on Enter and closes', async () => {
    const { button, onLogout } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
