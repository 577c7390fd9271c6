// The browser's session: the access token in an HttpOnly cookie (no script on the page can read it, so a script
// injected into a page cannot carry it away), and beside it a readable cookie with the token's CSRF proof, which the
// apps send back in the X-CSRF-Token header of every request. A write that a cookie authenticates needs that proof:
// another site can make a browser send the cookies, but not read them nor set the header (see jwt-auth.guard.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { ACCESS_TOKEN_COOKIE, CSRF_COOKIE, CSRF_HEADER } from '@usedcars/contract/types';
import type { FastifyReply, FastifyRequest } from 'fastify';

export { ACCESS_TOKEN_COOKIE, CSRF_COOKIE, CSRF_HEADER };

/** The methods that change nothing: a cookie authenticates them without the proof (EventSource, links). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_REFUSED_MESSAGE =
  'This request did not come from one of our pages, so it was refused. Reload the page and try again.';

/** A new token's CSRF proof (its `csrf` claim): 128 random bits. */
export function newCsrfProof(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The `csrf` claim of a token, read without checking the signature: the strategy checks the token itself, and a
 * forged token fails there whatever it claims.
 */
function csrfClaim(token: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      csrf?: unknown;
    };
    return typeof claims.csrf === 'string' && claims.csrf.length > 0 ? claims.csrf : null;
  } catch {
    return null;
  }
}

/** Whether `request` may be authenticated by its cookie `token`: a safe method, or the token's proof in the header. */
export function carriesCsrfProof(request: FastifyRequest, token: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const claim = csrfClaim(token);
  const sent = request.headers[CSRF_HEADER];
  if (claim === null || typeof sent !== 'string') return false;
  const [a, b] = [Buffer.from(claim), Buffer.from(sent)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Secure when the site is served over https (its public address says so). */
function cookieBase(publicUrl: string): CookieSerializeOptions {
  return { sameSite: 'lax', secure: publicUrl.startsWith('https:'), path: '/' };
}

/** Opens the browser's session: the token HttpOnly, its proof readable, both living as long as the token. */
export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  { publicUrl, lifetimeSeconds }: { publicUrl: string; lifetimeSeconds: number },
): void {
  const base = { ...cookieBase(publicUrl), maxAge: lifetimeSeconds };
  reply.setCookie(ACCESS_TOKEN_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfClaim(token) ?? '', { ...base, httpOnly: false });
}

/** Ends the browser's session (logout). */
export function clearSessionCookies(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { ...cookieBase(publicUrl), httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, cookieBase(publicUrl));
}
