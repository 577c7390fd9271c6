import { landingRemoteRoute } from './remote-routes';

describe('landingRemoteRoute', () => {
  it.each([
    ['/', 'HomePage'],
    ['/cars', 'CarsPage'],
    ['/cars/', 'CarsPage'],
    ['/Cars', 'CarsPage'],
    ['/products/0197a1b2', 'ProductPage'],
    ['/category/sedan', 'CategoryPage'],
    ['/advertise', 'AdvertisePage'],
  ])('starts %s on the storefront page %s', (pathname, module) => {
    expect(landingRemoteRoute(pathname)).toMatchObject({ remote: 'storefront', module });
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
    expect(landingRemoteRoute(pathname)).toBeUndefined();
  });
});
