import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen } from '@testing-library/react';
import MyOrdersPage from './MyOrdersPage';
import WishlistPage from './WishlistPage';

describe('account pages (filled in by later issues)', () => {
  it('WishlistPage has the heading Wish List', () => {
    renderPage(<WishlistPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wish List' })).toBeInTheDocument();
  });

  it('MyOrdersPage has the heading My Orders', () => {
    renderPage(<MyOrdersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });
});
