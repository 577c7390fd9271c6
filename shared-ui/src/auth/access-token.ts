// The browser's session lives in two cookies the API sets (see the contract's ACCESS_TOKEN_COOKIE): the token,
// HttpOnly, which no script reads, and beside it the token's CSRF proof, which the apps read and send back in a header
// of every request. The proof's presence is also how a page knows that a session may be open.
import { CSRF_COOKIE, CSRF_HEADER, SESSION_MODE_HEADER } from '@usedcars/contract/types';

export { ACCESS_TOKEN_COOKIE, CSRF_COOKIE } from '@usedcars/contract/types';

/** The session's CSRF proof, or null when no session is open in this browser. */
export function getSessionProof(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === CSRF_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
  return null;
}

/**
 * The headers of every request of the apps: that a token the API issues goes only into the cookie, and the session's
 * proof (none for a request that speaks for no session: login and sign-up open a new one).
 */
export function sessionHeaders(proof: string | null): Record<string, string> {
  return { [SESSION_MODE_HEADER]: 'cookie', ...(proof ? { [CSRF_HEADER]: proof } : {}) };
}

/**
 * Forgets the proof at once, before POST /auth/logout has cleared both cookies (or when it could not: offline): the
 * page then counts as signed out, and no write is authenticated by a token left behind (the API wants the proof).
 */
export function forgetSessionProof(): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
