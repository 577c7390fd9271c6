/** Where the browser reaches the OIDC routes (through the site's /api proxy) and where their cookie lives. */
export const OIDC_COOKIE_PATH = '/api/auth/oidc';
export const API_CALLBACK_PATH = `${OIDC_COOKIE_PATH}/callback`;
export const OIDC_TRANSACTION_COOKIE = 'oidc_tx';
export const OIDC_TRANSACTION_MAX_AGE_MS = 10 * 60 * 1000;
