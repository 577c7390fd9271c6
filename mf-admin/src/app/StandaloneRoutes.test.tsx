import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSessionProof } from '@usedcars/shared-ui/auth/access-token';
import { resetAuth, sessionRoutes, signInAs } from '@usedcars/shared-ui/testing/auth';
import { makeAdminStats, makeToken, makeUser } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import { StandaloneRoutes } from './StandaloneRoutes';

const user = userEvent.setup({ delay: null });

const admin = makeUser({ uid: 'u-admin', displayName: 'Ada Admin', email: 'admin@demo.test', role: 'Admin' });

describe('admin console standalone', () => {
  beforeEach(() => resetAuth());

  it('asks a logged-out visitor to log in, then opens the page they asked for', async () => {
    mockFetch({
      'POST /api/auth/login': { body: { token: makeToken(), user: admin } },
      'GET /api/all-users': { body: [admin] },
    });
    renderPage(<StandaloneRoutes />, { route: '/admin/users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo#pass1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'All Users' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
  });

  it('shows the admin menu (only pages that exist) and the dashboard to an admin', async () => {
    mockFetch({ ...sessionRoutes(signInAs(admin)), 'GET /api/admin/stats': { body: makeAdminStats() } });
    renderPage(<StandaloneRoutes />, { route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(menu).toHaveTextContent('All Users');
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Category' })).toHaveAttribute('href', '/admin/category');
    expect(screen.getByRole('link', { name: 'Brand' })).toHaveAttribute('href', '/admin/brand');
    expect(screen.getByRole('link', { name: 'Report Items' })).toHaveAttribute(
      'href',
      '/admin/report-products',
    );
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/admin/reviews');
    expect(screen.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit-log');
  });

  it('opens the reported products and the audit log pages', async () => {
    mockFetch({
      ...sessionRoutes(signInAs(admin)),
      'GET /api/reports': { body: [] },
      'GET /api/audit-log': { body: [] },
    });
    const { unmount } = renderPage(<StandaloneRoutes />, { route: '/admin/report-products' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reported Products' })).toBeInTheDocument();
    unmount();
    renderPage(<StandaloneRoutes />, { route: '/admin/audit-log' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
  });

  it('tells a non-admin plainly, with Logout', async () => {
    const buyer = signInAs({ role: 'Buyer', email: 'buyer@demo.test' });
    mockFetch(sessionRoutes(buyer));
    renderPage(<StandaloneRoutes />, { route: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    const logoutButtons = screen.getAllByRole('button', { name: 'Logout' });
    await user.click(logoutButtons[logoutButtons.length - 1]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(getSessionProof()).toBeNull();
  });

  it('logs out from the frame', async () => {
    mockFetch(sessionRoutes(signInAs(admin)));
    renderPage(<StandaloneRoutes />, { route: '/admin/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(getSessionProof()).toBeNull();
  });
});
