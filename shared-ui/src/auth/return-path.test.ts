import { loginRedirectState, returnPathFrom, safeReturnPath } from '@usedcars/shared-ui/auth/return-path';

describe('return paths after login', () => {
  it('accepts same-site relative paths', () => {
    expect(safeReturnPath('/my-orders')).toBe('/my-orders');
    expect(safeReturnPath('/products/p1?x=1#top')).toBe('/products/p1?x=1#top');
  });

  it.each([
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    'cars',
    '',
    null,
    42,
  ])('refuses %p', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('never returns to the login or sign-up page', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/signup?x=1')).toBeNull();
  });

  it('reads location state first, then ?returnTo', () => {
    expect(returnPathFrom({ state: loginRedirectState({ pathname: '/wishlist' }), search: '' })).toBe(
      '/wishlist',
    );
    expect(returnPathFrom({ state: null, search: '?returnTo=%2Fcars' })).toBe('/cars');
    expect(returnPathFrom({ state: null, search: '?returnTo=https%3A%2F%2Fevil.test' })).toBeNull();
  });
});
