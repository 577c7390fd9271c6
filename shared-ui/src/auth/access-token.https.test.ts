/**
 * @jest-environment-options {"url": "https://shop.example/cars"}
 */
// On an https page the API sets the session's cookies Secure: the page forgets the proof with Secure too, or the
// browser would keep the secure cookie (access-token.test.ts: the http page).
import { CSRF_COOKIE } from '@usedcars/contract/types';
import { forgetSessionProof, getSessionProof } from '@usedcars/shared-ui/auth/access-token';

describe('the session proof over https', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is forgotten with Secure', () => {
    expect(location.protocol).toBe('https:');
    document.cookie = `${CSRF_COOKIE}=p-1; Path=/; SameSite=Lax; Secure`;
    expect(getSessionProof()).toBe('p-1');
    const write = jest.spyOn(document, 'cookie', 'set');
    forgetSessionProof();
    expect(write).toHaveBeenCalledWith(`${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`);
    expect(getSessionProof()).toBeNull();
  });
});
