// The web server's Prometheus metrics (deploy/metrics.md), on a port of their own (--metrics-port), never on the
// app's: the rendered pages (from the page cache or made afresh) and how long each took, the page cache's size, and
// the process's own (the event loop's lag, memory). Every series carries the app's name (--name) as `app`.
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PageCache, RenderedPage } from './public-pages/page-cache.js';

/** Render times, in seconds: a kept page's check takes a millisecond or two, a render tens to hundreds. */
const RENDER_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface WebMetrics {
  readonly registry: Registry;
  /** Counts this page cache's pages and bytes (each app of a releases folder has its own). */
  watchPageCache(cache: PageCache): void;
  /** A page rendered on the server, or taken from the page cache, was answered. */
  pageServed(page: RenderedPage): void;
  /** Serves GET /metrics on `port` (0: any free one) at `host`. */
  listen(port: number, host: string): Promise<Server>;
}

export function createWebMetrics({ app }: { app: string }): WebMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ app });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const caches = new Set<PageCache>();
  const pages = new Counter({
    name: 'usedcars_web_page_cache_requests_total',
    help: 'Server-rendered pages answered, by result: hit (kept and still current) or miss (rendered now)',
    labelNames: ['result'],
    registers,
  });
  const renderSeconds = new Histogram({
    name: 'usedcars_web_page_render_seconds',
    help: "Time to make a server-rendered page: checking a kept one's data (hit) or rendering it (miss)",
    labelNames: ['cache'],
    buckets: RENDER_BUCKETS,
    registers,
  });
  // Both results from the start, so that a rate of either is defined before its first page.
  for (const result of ['hit', 'miss']) {
    pages.inc({ result }, 0);
    renderSeconds.zero({ cache: result });
  }
  new Gauge({
    name: 'usedcars_web_page_cache_pages',
    help: 'Rendered pages kept by the page cache',
    registers,
    collect() {
      this.set([...caches].reduce((sum, cache) => sum + cache.size, 0));
    },
  });
  new Gauge({
    name: 'usedcars_web_page_cache_bytes',
    help: 'Bytes of the rendered pages kept by the page cache (their text and its compressed copy)',
    registers,
    collect() {
      this.set([...caches].reduce((sum, cache) => sum + cache.bytes, 0));
    },
  });

  return {
    registry,
    watchPageCache: (cache) => caches.add(cache),
    pageServed(page) {
      if (page.renderMs === undefined) return;
      const result = page.cached ? 'hit' : 'miss';
      pages.inc({ result });
      renderSeconds.observe({ cache: result }, page.renderMs / 1000);
    },
    listen(port, host) {
      const server = createServer((req, res) => {
        if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
          res
            .writeHead(404, { 'Content-Type': 'text/plain' })
            .end('Not found: the metrics are at GET /metrics\n');
          return;
        }
        registry.metrics().then(
          (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
          () =>
            res.writeHead(500, { 'Content-Type': 'text/plain' }).end('The metrics could not be collected\n'),
        );
      });
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server);
        });
      });
    },
  };
}
