import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen } from '@testing-library/react';
import DashboardPage from './DashboardPage';

describe('DashboardPage', () => {
  it('has the heading Admin Dashboard', () => {
    renderPage(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
