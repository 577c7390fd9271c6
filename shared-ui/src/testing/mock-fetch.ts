// Tests mock the network boundary only: a fake fetch answering by method and path.
export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type MockRoutes = Record<string, MockAnswer | (() => MockAnswer)>;

/**
 * Installs a fetch mock. Keys are 'GET /api/products' or just '/api/products' (any method); the query string
 * is ignored unless the key has one. Unknown paths answer 404 with the API's error shape.
 */
export function mockFetch(
  routes: MockRoutes,
): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const route = routes[`${method} ${url}`] ?? routes[url] ?? routes[`${method} ${path}`] ?? routes[path];
    const answer: MockAnswer = typeof route === 'function' ? route() : (route ?? notFound(path));
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function notFound(path: string): MockAnswer {
  return { status: 404, body: { statusCode: 404, error: 'Not Found', message: `No mock for ${path}` } };
}
