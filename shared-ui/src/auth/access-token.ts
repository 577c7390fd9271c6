// The access token lives in the cookie `used_access_token`; every app on the page reads the same cookie.
export const ACCESS_TOKEN_COOKIE = 'used_access_token';

export function getAccessToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === ACCESS_TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
  return null;
}

/**
 * The `exp` claim of a JWT, in seconds since the epoch, or null when the token has none or is not a JWT.
 * Read only to make the cookie expire with the token: the server checks the signature, the client never
 * trusts the payload for who the user is.
 */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims = JSON.parse(atob(padded)) as { exp?: unknown };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp : null;
  } catch {
    return null;
  }
}

/** Seconds until the token expires (never negative), or undefined for a session cookie when unknown. */
export function tokenMaxAgeSeconds(token: string, nowMs = Date.now()): number | undefined {
  const exp = readTokenExpiry(token);
  if (exp === null) return undefined;
  return Math.max(0, Math.floor(exp - nowMs / 1000));
}

function secureAttribute(): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

/** Stores the token; the cookie lives as long as the token (its exp claim) unless told otherwise. */
export function setAccessToken(token: string, maxAgeSeconds = tokenMaxAgeSeconds(token)): void {
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${maxAge}${secureAttribute()}`;
}

export function removeAccessToken(): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secureAttribute()}`;
}
