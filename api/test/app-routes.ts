import type { TestApp } from './create-test-app';

/**
 * "GET /api/x/:id" for every route the app serves (as Fastify registered them), except the OpenAPI pages (public
 * and read-only), the HEAD routes Fastify adds for each GET and the CORS preflight answered for every path.
 */
export function servedRoutes(testApp: TestApp): string[] {
  const routes = testApp.routes.filter((route) => {
    const [method, path] = route.split(' ') as [string, string];
    return method !== 'HEAD' && route !== 'OPTIONS *' && !path.startsWith('/api/docs');
  });
  return [...new Set(routes)].sort();
}
