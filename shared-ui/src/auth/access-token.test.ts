// The page's side of the session: it reads the CSRF proof the API set beside the HttpOnly token, sends it back, and
// forgets it at logout with the attributes it was set with.
import { CSRF_COOKIE, CSRF_HEADER, SESSION_MODE_HEADER } from '@usedcars/contract/types';
import { forgetSessionProof, getSessionProof, sessionHeaders } from '@usedcars/shared-ui/auth/access-token';

describe('the session proof', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is read from its cookie, and is none without one', () => {
    forgetSessionProof();
    expect(getSessionProof()).toBeNull();
    document.cookie = `${CSRF_COOKIE}=p-1_2; Path=/; SameSite=Lax`;
    expect(getSessionProof()).toBe('p-1_2');
  });

  it('goes into every request, with the mode that keeps a token out of the body', () => {
    expect(sessionHeaders('p-1')).toEqual({ [SESSION_MODE_HEADER]: 'cookie', [CSRF_HEADER]: 'p-1' });
    expect(sessionHeaders(null)).toEqual({ [SESSION_MODE_HEADER]: 'cookie' });
  });

  it('is forgotten with the attributes it was set with', () => {
    document.cookie = `${CSRF_COOKIE}=p-1; Path=/; SameSite=Lax`;
    const write = jest.spyOn(document, 'cookie', 'set');
    forgetSessionProof();
    expect(write).toHaveBeenCalledWith(`${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    expect(getSessionProof()).toBeNull();
  });
});
