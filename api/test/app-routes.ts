import type { TestApp } from './create-test-app';

/**
 * "GET /api/x/:id" for every route the app's Express router serves (Express 5 keeps them in `router.stack`),
 * except the OpenAPI pages (public and read-only) and the catch-all that answers unknown /api paths with 404.
 */
export function servedRoutes(testApp: TestApp): string[] {
  const express = testApp.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const routes = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route || layer.route.path.startsWith('/api/docs')) continue;
    const methods = Object.keys(layer.route.methods);
    if (layer.route.methods._all || methods.length > 3) continue; // app.all(): the unknown-path 404
    for (const method of methods) {
      routes.add(`${method.toUpperCase()} ${layer.route.path}`);
    }
  }
  return [...routes].sort();
}
