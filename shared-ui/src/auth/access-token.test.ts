// The cookie on a plain-http page (jsdom's default address, http://localhost/): SameSite=Lax and no Secure, which
// the browser would refuse over http. access-token.https.test.ts covers the https page.
import {
  ACCESS_TOKEN_COOKIE,
  getAccessToken,
  removeAccessToken,
  setAccessToken,
} from '@usedcars/shared-ui/auth/access-token';

describe('the access-token cookie over http', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is written with Path=/ and SameSite=Lax, without Secure, and can be read back', () => {
    expect(location.protocol).toBe('http:');
    const write = jest.spyOn(document, 'cookie', 'set');
    setAccessToken('header.payload.signature', 600);
    expect(write).toHaveBeenCalledWith(
      `${ACCESS_TOKEN_COOKIE}=header.payload.signature; Path=/; SameSite=Lax; Max-Age=600`,
    );
    expect(getAccessToken()).toBe('header.payload.signature');
  });

  it('is removed with the same attributes', () => {
    setAccessToken('header.payload.signature', 600);
    const write = jest.spyOn(document, 'cookie', 'set');
    removeAccessToken();
    expect(write).toHaveBeenCalledWith(`${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    expect(getAccessToken()).toBeNull();
  });
});
