import { makeCategory } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { screen } from '@testing-library/react';
import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { renderApp } from '../testing/render-app';

describe('shell routes', () => {
  beforeEach(() => {
    mockFetch({ 'GET /api/categories': { body: [makeCategory()] } });
  });

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

  it('sends visitors without the Admin role from /admin/dashboard to the home page', async () => {
    const { loader, load } = createFakeRemoteLoader();
    renderApp('/admin/dashboard', loader);
    expect(await screen.findByRole('heading', { name: 'storefront HomePage' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('admin', 'DashboardPage');
  });

  it('sends visitors without the Seller role from /seller/dashboard to the home page', async () => {
    const { loader, load } = createFakeRemoteLoader();
    renderApp('/seller/dashboard', loader);
    expect(await screen.findByRole('heading', { name: 'storefront HomePage' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('seller', 'DashboardPage');
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
    ['/faq', 'Coming Soon'],
    ['/contact-us', 'Coming Soon'],
    ['/privacy-policy', 'Thank you for your interest in our privacy policy'],
    ['/blogs', 'Blogs'],
  ])('renders the shell page %s', async (route, heading) => {
    const { loader } = createFakeRemoteLoader();
    renderApp(route, loader);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
