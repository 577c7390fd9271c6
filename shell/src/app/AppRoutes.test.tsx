import { makeCategory } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { screen } from '@testing-library/react';
import { openSession } from '@usedcars/shared-ui/testing/auth';
import { resetAuth, sessionRoutes, signInAs } from '@usedcars/shared-ui/testing/auth';
import userEvent from '@testing-library/user-event';
import { createFakeRemoteLoader, FAKE_TABLES } from '../testing/fake-remote-loader';
import { renderApp } from '../testing/render-app';

// The shell's own pages load lazily with antd (and its icons): their modules' first evaluation in this process takes
// seconds on a busy machine, which is not what a test's wait for the page is about.
beforeAll(async () => {
  await import('../features/auth/components/LoginPage');
}, 60_000);

describe('shell routes', () => {
  beforeEach(() => {
    resetAuth();
    mockFetch({ 'GET /api/categories': { body: [makeCategory()] } });
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the storefront home page from the remote, inside the layout', async () => {
    const { loader, load } = createFakeRemoteLoader();
    renderApp('/', loader);
    expect(await screen.findByRole('heading', { name: 'storefront HomePage' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('storefront', 'HomePage');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sedan' })).toBeInTheDocument();
  });

  it('maps each storefront path to its page', async () => {
    const { loader } = createFakeRemoteLoader();
    renderApp('/products/p1', loader);
    expect(await screen.findByRole('heading', { name: 'storefront ProductPage' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { loader, load } = createFakeRemoteLoader();
    renderApp('/no/such/page', loader);
    expect(
      await screen.findByRole('heading', { name: "Sorry, we couldn't find this page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(load).not.toHaveBeenCalled();
  });

  it('has no admin routes when remotes.json does not list admin', async () => {
    const { loader, load } = createFakeRemoteLoader(['storefront', 'seller']);
    renderApp('/admin/dashboard', loader);
    expect(
      await screen.findByRole('heading', { name: "Sorry, we couldn't find this page" }),
    ).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['/admin/dashboard', 'admin'],
    ['/seller/bookings?page=2', 'seller'],
  ])('sends a visitor from %s to log in first, and loads none of the console', async (path, remote) => {
    mockFetch({});
    const { loader, load } = createFakeRemoteLoader();
    renderApp(path, loader);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith(remote, expect.anything());
  });

  it('shows the remote fallback for a remote that remotes.json does not list, and keeps the layout', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader } = createFakeRemoteLoader([]);
    loader.load = jest.fn().mockRejectedValue(new Error('not listed'));
    renderApp('/cars', loader);
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it.each([
    ['/faq', 'Frequently asked questions'],
    ['/contact-us', 'Contact us'],
    ['/privacy-policy', 'Privacy policy'],
    ['/blogs', 'Blogs'],
  ])('renders the shell page %s', async (route, heading) => {
    const { loader } = createFakeRemoteLoader();
    renderApp(route, loader);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('shell route guards', () => {
  beforeEach(() => resetAuth());

  function signedInAs(role: 'Admin' | 'Seller' | 'Buyer') {
    const user = signInAs({ uid: `u-${role.toLowerCase()}`, role });
    mockFetch({ ...sessionRoutes(user), 'GET /api/categories': { body: [] } });
    return user;
  }

  it('shows the full-screen spinner while the session resolves', async () => {
    openSession();
    let answer!: (response: Response) => void;
    const fetchMock = mockFetch({});
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/', createFakeRemoteLoader().loader);
    expect(screen.getByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // Settle the session (refused) so that the next test starts afresh.
    fetchMock.mockImplementation(async () => new Response(null, { status: 401 }));
    answer(new Response(null, { status: 401 }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each(['/my-orders', '/wishlist', '/profile'])(
    'sends an anonymous visitor of %s to /login',
    async (path) => {
      mockFetch({});
      const { loader, load } = createFakeRemoteLoader();
      renderApp(path, loader);
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(load).not.toHaveBeenCalledWith('storefront', expect.stringMatching(/Wishlist|MyOrders/));
    },
  );

  it('opens /my-orders and /wishlist from the storefront for a logged-in user', async () => {
    signedInAs('Buyer');
    const { loader } = createFakeRemoteLoader();
    renderApp('/my-orders', loader);
    expect(await screen.findByRole('heading', { name: 'storefront MyOrdersPage' })).toBeInTheDocument();
  });

  it('tells a buyer that /seller/dashboard is for sellers, and loads none of the console', async () => {
    signedInAs('Buyer');
    const { loader, load } = createFakeRemoteLoader();
    renderApp('/seller/dashboard', loader);
    expect(await screen.findByRole('heading', { name: 'This page is for sellers' })).toBeInTheDocument();
    expect(
      screen.getByText(/You are signed in as a buyer\. To list cars, sign up for a seller account\./),
    ).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('seller', expect.anything());
  });

  it('tells a seller that /admin/users is for the admins, and loads none of the console', async () => {
    signedInAs('Seller');
    const { loader, load } = createFakeRemoteLoader();
    renderApp('/admin/users', loader);
    expect(
      await screen.findByRole('heading', { name: "This page is for the marketplace's admins" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as a seller\./)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('admin', expect.anything());
  });

  it('renders the seller dashboard inside the seller layout for a seller', async () => {
    signedInAs('Seller');
    const { loader, load } = createFakeRemoteLoader();
    renderApp('/seller/dashboard', loader);
    expect(await screen.findByRole('heading', { name: 'seller DashboardPage' })).toBeInTheDocument();
    expect(screen.getByText('seller SellerLayout')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('seller', 'SellerLayout');
  });

  it('renders the seller bookings page inside the seller layout for a seller', async () => {
    signedInAs('Seller');
    const { loader, load } = createFakeRemoteLoader();
    renderApp('/seller/bookings', loader);
    expect(await screen.findByRole('heading', { name: 'seller BookingsPage' })).toBeInTheDocument();
    expect(screen.getByText('seller SellerLayout')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('seller', 'BookingsPage');
  });

  it('renders the admin users page inside the admin layout for an admin', async () => {
    signedInAs('Admin');
    const { loader } = createFakeRemoteLoader();
    renderApp('/admin/users', loader);
    expect(await screen.findByRole('heading', { name: 'admin UsersPage' })).toBeInTheDocument();
    expect(screen.getByText('admin AdminLayout')).toBeInTheDocument();
  });

  it.each([
    ['/admin/report-products', 'ReportProductsPage'],
    ['/admin/audit-log', 'AuditLogPage'],
  ])('renders %s from the admin remote for an admin', async (path, module) => {
    signedInAs('Admin');
    const { loader, load } = createFakeRemoteLoader();
    renderApp(path, loader);
    expect(await screen.findByRole('heading', { name: `admin ${module}` })).toBeInTheDocument();
    expect(screen.getByText('admin AdminLayout')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('admin', module);
  });

  it('shows the 404 page for an unknown page of a console', async () => {
    signedInAs('Seller');
    renderApp('/seller/nothing-here', createFakeRemoteLoader().loader);
    expect(
      await screen.findByRole('heading', { name: "Sorry, we couldn't find this page" }),
    ).toBeInTheDocument();
  });

  it('keeps admin routes out for an admin when remotes.json does not list admin', async () => {
    signedInAs('Admin');
    const { loader, load } = createFakeRemoteLoader(['storefront', 'seller']);
    renderApp('/admin/users', loader);
    expect(
      await screen.findByRole('heading', { name: "Sorry, we couldn't find this page" }),
    ).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('admin', expect.anything());
  });

  it("routes the pages a remote's table declares, and Retry reads the table afresh", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The storefront's table could not be read at start: its addresses show it unavailable, not missing.
    const { loader, load, nextTables } = createFakeRemoteLoader(undefined, {
      ...FAKE_TABLES,
      storefront: null,
    });
    renderApp('/trade-in', loader);
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    // Deployed since the shell was built: a page the shell has never heard of.
    const storefront = FAKE_TABLES.storefront.pages ?? [];
    nextTables.set('storefront', { pages: [...storefront, { path: '/trade-in', module: 'TradeInPage' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'storefront TradeInPage' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('storefront', 'TradeInPage');
  });

  it("shows a console unavailable while its table cannot be read, behind the console's guard", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInAs('Seller');
    const { loader, load, nextTables } = createFakeRemoteLoader(undefined, { ...FAKE_TABLES, seller: null });
    renderApp('/seller/bookings', loader);
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    nextTables.set('seller', FAKE_TABLES.seller);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'seller BookingsPage' })).toBeInTheDocument();
  });

  it('logs out quietly when the stored token is refused at start-up', async () => {
    openSession();
    const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'x' } };
    mockFetch({ 'POST /api/used-jwt': unauthorized, 'GET /api/auth/me': unauthorized });
    renderApp('/', createFakeRemoteLoader().loader);
    expect(await screen.findByRole('heading', { name: 'storefront HomePage' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your access token is expired. Please Login')).not.toBeInTheDocument();
  });
});
