import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import DashboardPage from './DashboardPage';
import SellerLayout from './SellerLayout';

describe('SellerLayout', () => {
  it('shows the seller menu beside the page, linking only pages that exist', async () => {
    renderPage(
      <Routes>
        <Route path="/seller" element={<SellerLayout />}>
          <Route path="dashboard" element={<DashboardPage />} />
        </Route>
      </Routes>,
      { route: '/seller/dashboard' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Seller menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/seller/dashboard',
    );
    expect(within(menu).getByRole('link', { name: 'All Products' })).toHaveAttribute(
      'href',
      '/seller/my-products',
    );
    expect(within(menu).getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'href',
      '/seller/add-product',
    );
    expect(within(menu).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/seller/bookings');
    expect(within(menu).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/seller/reviews');
  });
});
