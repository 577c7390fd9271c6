import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';

describe('Header', () => {
  beforeEach(() => mockFetch({}));

  it('links Home, Cars, Advertised and Blogs', () => {
    renderPage(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Cars' })).toHaveAttribute('href', '/cars');
    expect(within(nav).getByRole('link', { name: 'Advertised' })).toHaveAttribute('href', '/advertise');
    expect(within(nav).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    expect(within(nav).queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
  });

  it('shows the wish-list count on the heart', () => {
    renderPage(<Header />);
    const heart = screen.getByRole('link', { name: 'Wish list, 0 items' });
    expect(heart).toHaveAttribute('href', '/wishlist');
    expect(heart).toHaveTextContent('0');
  });

  it('offers Login in the avatar menu when logged out', async () => {
    renderPage(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('opens the same links in a drawer from the menu button', async () => {
    renderPage(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(drawerNav).getByRole('link', { name: 'Cars' })).toHaveAttribute('href', '/cars');
  });
});
