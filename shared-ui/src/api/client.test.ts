import { CSRF_HEADER, SESSION_MODE_HEADER } from '@usedcars/contract/types';
import { openSession } from '../testing/auth';
import { forgetSessionProof } from '../auth/access-token';
import { onSessionExpired, setSignedIn } from '../auth/session-expiry';
import { ApiError, apiRequest, apiRequestWithHeaders, isApiError, readTotalCount } from './client';

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    ...init,
  });
}

describe('api client', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    forgetSessionProof();
  });

  it('calls the API under /api with query parameters and no session proof when logged out', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ _id: '1' }]));
    const data = await apiRequest<{ _id: string }[]>('/products', {
      params: { page: 2, limit: 24, skip: undefined },
    });
    expect(data).toEqual([{ _id: '1' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/products?page=2&limit=24');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(new Headers(init?.headers).has(CSRF_HEADER)).toBe(false);
  });

  it('sends the session proof (the token itself is the HttpOnly cookie), never an Authorization header', async () => {
    openSession('proof-1');
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await apiRequest('/wishlist/u1', { method: 'POST' });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(headers.get(CSRF_HEADER)).toBe('proof-1');
    expect(headers.get(SESSION_MODE_HEADER)).toBe('cookie');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('returns the headers so callers can read X-Total-Count', async () => {
    fetchMock.mockResolvedValue(jsonResponse([], { headers: { 'X-Total-Count': '57' } }));
    const { headers } = await apiRequestWithHeaders('/products');
    expect(readTotalCount(headers, 0)).toBe(57);
    expect(readTotalCount(new Headers(), 9)).toBe(9);
  });

  it('throws an ApiError carrying the status and the error body', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Product not found' };
    fetchMock.mockResolvedValue(jsonResponse(body, { status: 404 }));
    const error = await apiRequest('/product/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).message).toBe('Product not found');
  });

  it('builds an error body when the server sends none', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiRequest('/categories').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body.statusCode).toBe(502);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/categories').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });
});

describe('isApiError', () => {
  it('recognises an ApiError from another copy of this module (another remote bundle)', () => {
    let ForeignApiError: typeof ApiError | undefined;
    jest.isolateModules(() => {
      ForeignApiError = (jest.requireActual('./client') as { ApiError: typeof ApiError }).ApiError;
    });
    const foreign = new ForeignApiError!(404, { statusCode: 404, error: 'Not Found', message: 'gone' });
    expect(foreign instanceof ApiError).toBe(false);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
  });
});

describe('expired sessions', () => {
  const unauthorized = {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Unauthorized',
  };
  let expired: jest.Mock;
  let unsubscribe: () => void;

  beforeEach(() => {
    forgetSessionProof();
    expired = jest.fn();
    unsubscribe = onSessionExpired(expired);
    global.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify(unauthorized), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    ) as unknown as typeof fetch;
  });

  afterEach(() => {
    unsubscribe();
    setSignedIn(false);
  });

  it('reports a 401 to a call made with the session proof', async () => {
    openSession('proof-1');
    await expect(apiRequest('/orders/u1')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not report a 401 without a session (a wrong password), nor when the caller handles it', async () => {
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    openSession('proof-1');
    await expect(apiRequest('/auth/login', { method: 'POST', anonymous: true })).rejects.toMatchObject({
      status: 401,
    });
    await expect(apiRequest('/user/u2', { method: 'DELETE', quietUnauthorized: true })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    expect(expired).not.toHaveBeenCalled();
  });

  it('reports a 401 to a call made without a session while the page shows someone signed in (the cookies expired)', async () => {
    setSignedIn(true);
    await expect(apiRequest('/wishlist/u1', { method: 'DELETE' })).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    // Not for the login form's own calls, nor once a session is open again (another tab signed in).
    await expect(apiRequest('/auth/login', { method: 'POST', anonymous: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('sends no session proof for anonymous calls', async () => {
    openSession('proof-1');
    await apiRequest('/auth/login', { method: 'POST', anonymous: true }).catch(() => undefined);
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).has(CSRF_HEADER)).toBe(false);
  });
});
