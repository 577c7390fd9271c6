// Where to go after logging in: the page the user came from, carried in the router's location state
// (`from`) or in `?returnTo=`. Only same-site relative paths are accepted, so a crafted link cannot send
// a freshly logged-in user to another site.
const AUTH_PAGES = ['/login', '/signup'];

function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** The path itself when it is a safe same-site path (and not a login or sign-up page), else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // '//host' and '/\host' are protocol-relative to browsers; control characters hide such tricks.
  if (value.startsWith('//') || value.startsWith('/\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://same.site');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.site') return null;
  if (AUTH_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LoginRedirectState {
  from: string;
}

/** The router state a guard passes to /login so that the user comes back here afterwards. */
export function loginRedirectState(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): LoginRedirectState {
  return { from: `${location.pathname}${location.search ?? ''}${location.hash ?? ''}` };
}

/** The return path of a /login or /signup location: state.from first, then ?returnTo=. */
export function returnPathFrom(location: { state?: unknown; search?: string }): string | null {
  const state = location.state as Partial<LoginRedirectState> | null | undefined;
  const fromState = safeReturnPath(state?.from);
  if (fromState) return fromState;
  const returnTo = new URLSearchParams(location.search ?? '').get('returnTo');
  return safeReturnPath(returnTo);
}
