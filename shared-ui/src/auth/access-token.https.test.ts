/**
 * @jest-environment-options {"url": "https://shop.example/cars"}
 */
// The cookie on an https page gets Secure as well as SameSite=Lax (access-token.test.ts: the http page).
import {
  ACCESS_TOKEN_COOKIE,
  getAccessToken,
  removeAccessToken,
  setAccessToken,
} from '@usedcars/shared-ui/auth/access-token';

describe('the access-token cookie over https', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is written with SameSite=Lax and Secure, and the page can read it back', () => {
    expect(location.protocol).toBe('https:');
    const write = jest.spyOn(document, 'cookie', 'set');
    setAccessToken('header.payload.signature', 600);
    expect(write).toHaveBeenCalledWith(
      `${ACCESS_TOKEN_COOKIE}=header.payload.signature; Path=/; SameSite=Lax; Max-Age=600; Secure`,
    );
    expect(getAccessToken()).toBe('header.payload.signature');
  });

  it('is removed with Secure too, or the browser would keep the secure cookie', () => {
    setAccessToken('header.payload.signature', 600);
    const write = jest.spyOn(document, 'cookie', 'set');
    removeAccessToken();
    expect(write).toHaveBeenCalledWith(`${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`);
    expect(getAccessToken()).toBeNull();
  });
});
