// Typed fetch wrapper for the API. Every app reaches the API at the relative path /api
// (our static server and the dev server proxy it), so no address is baked into a build.
//
// Import rule for all of shared-ui, linted: import other shared-ui modules by package name ('@usedcars/shared-ui/...'),
// never by relative path. Module Federation shares the modules with state (SHARED_UI_SINGLE_INSTANCE in
// mf/shared.ts) by that name, so the shell and every remote use the same instances (one auth store, one ApiError
// class); a relative import would bundle a private copy into whichever app imported it.
import { getSessionProof, sessionHeaders } from '@usedcars/shared-ui/auth/access-token';
import { reportUnauthorized } from '@usedcars/shared-ui/auth/session-expiry';
import { TOTAL_COUNT_HEADER, type ApiErrorBody } from '@usedcars/contract/types';

export const API_BASE = '/api';

/** How a request reaches the API: the page's fetch, or on the server the one its render was given. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

let serverFetch: ApiFetch | null = null;

/**
 * The shell's server render (there is no page origin for `/api/...` on the server): its fetch resolves the path
 * against an API instance, once per request for both the page's head and its data.
 */
export function setServerFetch(fetchApi: ApiFetch): void {
  serverFetch = fetchApi;
}

const API_ERROR_BRAND = Symbol.for('usedcars.ApiError');

/** A failed API call: the HTTP status and the API's error body (or one built from the status). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly [API_ERROR_BRAND] = true;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * Also true for an ApiError built by another copy of this module (a remote running with its own shared-ui),
 * where `instanceof` alone would say no and, for instance, a 404 would be retried.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as Record<symbol, unknown>)[API_ERROR_BRAND] === true)
  );
}

/** The API's own sentence for a failed call, or the caller's fallback when the failure is not the API's answer. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.body.message : fallback;
}

/** The API's messages for a form's own `fields` (a 400's `errors`), as antd's `Form.setFields` takes them. */
export function formFieldErrors<const Name extends string>(
  error: unknown,
  fields: readonly Name[],
): { name: Name; errors: string[] }[] {
  const errors = isApiError(error) ? (error.body.errors ?? []) : [];
  return errors
    .filter((each): each is typeof each & { field: Name } =>
      (fields as readonly string[]).includes(each.field),
    )
    .map((each) => ({ name: each.field, errors: [each.message] }));
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  body?: unknown;
  params?: QueryParams;
  /** Speak for no session even when one is open: no CSRF proof (login and sign-up open a new session). */
  anonymous?: boolean;
  /**
   * Do not report a 401 as an expired session: the caller handles it (start-up resolution logs out quietly;
   * deleting a user shows the product's own message).
   */
  quietUnauthorized?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

function buildUrl(path: string, params?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Calls the API and returns the parsed body with the response headers (for X-Total-Count and the like). */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const { body, params, headers: extraHeaders, anonymous, quietUnauthorized, ...init } = options;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  // The session cookie goes along by itself (same origin); the proof lets a write use it.
  const proof = anonymous ? null : getSessionProof();
  for (const [name, value] of Object.entries(sessionHeaders(proof))) headers.set(name, value);

  let response: Response;
  try {
    response = await (serverFetch ?? fetch)(buildUrl(path, params), {
      ...init,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    // Status 0: the network failed before any answer (offline, DNS, CORS); worth retrying.
    throw new ApiError(0, { statusCode: 0, error: 'Network Error', message: 'Could not reach the server.' });
  }

  const data = await readBody(response);
  if (!response.ok) {
    const errorBody: ApiErrorBody = isApiErrorBody(data)
      ? data
      : {
          statusCode: response.status,
          error: response.statusText || 'Error',
          message: `Request failed with status ${response.status}.`,
        };
    if (response.status === 401 && !anonymous && !quietUnauthorized)
      reportUnauthorized(proof, errorBody.message);
    throw new ApiError(response.status, errorBody);
  }
  return { data: data as T, headers: response.headers };
}

/** Calls the API and returns the parsed body. */
export async function apiRequest<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** Reads the total of a paged list; falls back to the given count when the header is missing. */
export function readTotalCount(headers: Headers, fallback: number): number {
  const raw = headers.get(TOTAL_COUNT_HEADER);
  const total = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(total) && total >= 0 ? total : fallback;
}
