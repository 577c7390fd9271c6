import { FAKE_TABLES } from '../testing/fake-remote-loader';
import { parseRemoteTables } from '../features/remotes/lib/remote-tables';
import { landingRemoteRoute, remoteSections } from './remote-routes';

describe('landingRemoteRoute', () => {
  it.each([
    ['/', 'HomePage'],
    ['/cars', 'CarsPage'],
    ['/cars/', 'CarsPage'],
    ['/Cars', 'CarsPage'],
    ['/products/0197a1b2', 'ProductPage'],
    ['/category/sedan', 'CategoryPage'],
    // Beside the seller console's /seller: a profile is the storefront's page, not a console's.
    ['/sellers/0197a1b2', 'SellerPage'],
    ['/advertise', 'AdvertisePage'],
  ])('starts %s on the storefront page %s', (pathname, module) => {
    expect(landingRemoteRoute(pathname, FAKE_TABLES)).toMatchObject({ remote: 'storefront', module });
  });

  it.each([
    '/wishlist',
    '/my-orders',
    '/seller/dashboard',
    '/admin/users',
    '/login',
    '/products',
    '/products/a/b',
    '/nowhere',
  ])('leaves %s to its route (logged-in only, a console, a shell page or none)', (pathname) => {
    expect(landingRemoteRoute(pathname, FAKE_TABLES)).toBeUndefined();
  });

  it('knows no page of a remote whose table is unavailable', () => {
    expect(landingRemoteRoute('/cars', { ...FAKE_TABLES, storefront: null })).toBeUndefined();
  });
});

describe("the remotes' tables as the shell takes them", () => {
  it('keeps where the shell mounts a console and for whom, whatever the table says', () => {
    const moved = { section: { path: '/sell', layout: 'SellerLayout', pages: [] } };
    const [seller] = remoteSections(parseRemoteTables({ seller: moved }));
    expect(seller).toEqual({
      remote: 'seller',
      path: '/seller',
      role: 'Seller',
      onlyWhenListed: false,
      section: null,
    });
    const [, admin] = remoteSections(FAKE_TABLES);
    expect(admin).toMatchObject({
      path: '/admin',
      role: 'Admin',
      onlyWhenListed: true,
      section: FAKE_TABLES.admin?.section,
    });
  });

  it.each([
    ['not JSON of a table', 'oops'],
    ['a page without a module', { pages: [{ path: '/x' }] }],
    ['a module name that is not a name', { pages: [{ path: '/x', module: '../evil' }] }],
    ['a relative top-level path', { pages: [{ path: 'x', module: 'XPage' }] }],
    ['both pages and a section', { pages: [], section: FAKE_TABLES.seller?.section }],
  ])('refuses %s', (_, table) => {
    expect(parseRemoteTables({ storefront: table })).toEqual({ storefront: null });
  });

  it('routes nothing of a remote the shell does not mount', () => {
    expect(
      landingRemoteRoute('/cars', parseRemoteTables({ billing: FAKE_TABLES.storefront })),
    ).toBeUndefined();
  });
});
