// The page cache against a stand-in API that answers conditional GETs: a page is served while its reads answer
// 304, forgotten once one changes, checked once at a time however many ask for it, and never served on a check
// that started before the request came.
import assert from 'node:assert/strict';
import { EventEmitter, once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { createPageCache, VERSION_TRUSTED_MS } from '../src/public-pages/page-cache.js';
import type { Read } from '../src/server-render/request-memo.js';
import { urlOf } from './public-pages-fixtures.js';

/**
 * The stand-in API: each path has a current ETag; a check is answered as things stand when it arrives. The catalog's
 * version is `catalogVersion` (GET /api/catalog/version).
 */
const etags = new Map<string, string>();
let catalogVersion = 'v1';
let checks: string[] = [];
let delayMs = 0;
/** Says 'check' as each check of a read reaches the stand-in API (before it answers, delayMs later). */
const arrivals = new EventEmitter();
let server: Server;
let apiUrl: string;

before(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/catalog/version') {
      checks.push('version');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ version: catalogVersion }));
      return;
    }
    const current = etags.get(req.url ?? '');
    const unchanged = current !== undefined && req.headers['if-none-match'] === current;
    checks.push(req.url ?? '');
    arrivals.emit('check');
    setTimeout(() => {
      res.writeHead(unchanged ? 304 : 200, { etag: current ?? '"none"' });
      res.end(unchanged ? undefined : '{}');
    }, delayMs);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  apiUrl = `${urlOf(server)}/`;
});

after(() => {
  server.close();
  server.closeAllConnections();
});

const newCache = (options: Omit<Parameters<typeof createPageCache>[0], 'nextApi'> = {}) =>
  createPageCache({ nextApi: () => apiUrl, ...options });
const page = (html: string) => ({ status: 200, html, renderMs: 1 });

function setUp(paths: string[], { version }: { version?: string } = {}): Read[] {
  checks = [];
  delayMs = 0;
  for (const path of paths) etags.set(path, `"${path}-1"`);
  return paths.map((path) => ({ path, etag: etags.get(path) as string, catalogVersion: version ?? null }));
}

test('a page is served while every read is unchanged, compressed once, and forgotten when one changes', async () => {
  const cache = newCache();
  const reads = setUp(['/api/product/1', '/api/categories']);
  cache.set('car 1', page('<p>car 1</p>'), reads);
  const kept = await cache.get('car 1');
  assert.equal(kept?.html, '<p>car 1</p>');
  assert.equal(gunzipSync(kept.gzip as Buffer).toString(), '<p>car 1</p>');
  assert.deepEqual(checks.sort(), ['/api/categories', '/api/product/1']);

  etags.set('/api/categories', '"/api/categories-2"');
  assert.equal(await cache.get('car 1'), null, 'a read changed');
  assert.equal(cache.size, 0, 'and the page is forgotten');
  assert.equal(await cache.get('car 1'), null);
});

test('many requests of one page at once cost one check in flight and one queued, not one each', async () => {
  const cache = newCache();
  const reads = setUp(['/api/product/2']);
  cache.set('car 2', page('<p>car 2</p>'), reads);
  delayMs = 50;
  const answers = await Promise.all(Array.from({ length: 40 }, () => cache.get('car 2')));
  assert.ok(answers.every((answer) => answer?.html === '<p>car 2</p>'));
  assert.ok(checks.length <= 2, `${checks.length} checks`);
});

test('a request that comes during a check waits for the next one, which sees a write made meanwhile', async () => {
  const cache = newCache();
  const reads = setUp(['/api/product/3']);
  cache.set('car 3', page('<p>car 3</p>'), reads);
  delayMs = 100;
  const arrived = once(arrivals, 'check');
  const early = cache.get('car 3');
  await arrived; // the first check has reached the API, which answers it as things stood then
  etags.set('/api/product/3', '"/api/product/3-2"'); // the car is edited
  const late = cache.get('car 3');
  assert.equal((await early)?.html, '<p>car 3</p>', 'checked before the write');
  assert.equal(await late, null, 'asked for after the write: rendered afresh');
  assert.equal(checks.length, 2);
});

test('an API that cannot be reached means render, and the least recently served pages go beyond the limit', async () => {
  const unreachable = createPageCache({ nextApi: () => 'http://127.0.0.1:9/' });
  unreachable.set('car 4', page('<p>car 4</p>'), [
    { path: '/api/product/4', etag: '"x"', catalogVersion: null },
  ]);
  assert.equal(await unreachable.get('car 4'), null);

  const cache = newCache({ maxPages: 2 });
  const reads = setUp(['/api/product/5']);
  cache.set('a', page('a'), reads);
  cache.set('b', page('b'), reads);
  await cache.get('a'); // served: now the most recent
  cache.set('c', page('c'), reads);
  assert.equal(cache.size, 2);
  assert.equal(await cache.get('b'), null, 'b went first');
  assert.equal((await cache.get('a'))?.html, 'a');
  assert.equal((await cache.get('c'))?.html, 'c');
  cache.set('d', page('d'), []);
  assert.equal(await cache.get('d'), null, 'a page without reads to check is not kept');
});

test('pages read from the catalog alone are checked by its version: one request for them all, while it stays', async () => {
  const cache = newCache();
  catalogVersion = 'v1';
  const reads = setUp(['/api/product/6', '/api/product/6/similar'], { version: 'v1' });
  const other = setUp(['/api/product/7'], { version: 'v1' });
  checks = [];
  cache.set('car 6', page('<p>car 6</p>'), reads);
  cache.set('car 7', page('<p>car 7</p>'), other);
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => cache.get(`car ${6 + (i % 2)}`)));
  assert.deepEqual(new Set(answers.map((answer) => answer?.html)), new Set(['<p>car 6</p>', '<p>car 7</p>']));
  // Rendered at the version the API names now: no read is checked, and the version's requests are shared.
  assert.ok(
    checks.every((check) => check === 'version'),
    checks.join(),
  );
  assert.ok(checks.length <= 2, `${checks.length} checks`);

  // A catalog write elsewhere: the version changes, the reads are checked once, then the version vouches again.
  catalogVersion = 'v2';
  checks = [];
  assert.equal((await cache.get('car 6'))?.html, '<p>car 6</p>');
  assert.deepEqual(checks.sort(), ['/api/product/6', '/api/product/6/similar', 'version']);
  checks = [];
  assert.equal((await cache.get('car 6'))?.html, '<p>car 6</p>');
  assert.deepEqual(checks, ['version']);

  // The car itself is edited.
  catalogVersion = 'v3';
  etags.set('/api/product/6', '"/api/product/6-2"');
  assert.equal(await cache.get('car 6'), null);
});

test('the version vouches for a page for VERSION_TRUSTED_MS at most, then its reads are checked again', async () => {
  let clock = 0;
  const cache = newCache({ now: () => clock });
  catalogVersion = 'v1';
  const reads = setUp(['/api/product/8'], { version: 'v1' });
  cache.set('car 8', page('<p>car 8</p>'), reads);
  clock = VERSION_TRUSTED_MS - 1;
  assert.equal((await cache.get('car 8'))?.html, '<p>car 8</p>');
  assert.deepEqual(checks, ['version']);
  // A script wrote the car past the API: the version knows nothing of it.
  etags.set('/api/product/8', '"/api/product/8-2"');
  clock = VERSION_TRUSTED_MS;
  assert.equal(await cache.get('car 8'), null);
});

test('a page with a read that names no catalog version, or read at several, has its reads checked', async () => {
  const cache = newCache();
  catalogVersion = 'v1';
  const reads = setUp(['/api/product/9', '/api/blogs'], { version: 'v1' });
  reads[1]!.catalogVersion = null;
  cache.set('car 9', page('<p>car 9</p>'), reads);
  assert.equal((await cache.get('car 9'))?.html, '<p>car 9</p>');
  assert.deepEqual(checks.sort(), ['/api/blogs', '/api/product/9']);

  // Two instances answered the render: the first check reads them, then the version vouches.
  const spread = setUp(['/api/product/10', '/api/product/10/similar'], { version: 'v1' });
  spread[1]!.catalogVersion = 'other instance';
  cache.set('car 10', page('<p>car 10</p>'), spread);
  assert.equal((await cache.get('car 10'))?.html, '<p>car 10</p>');
  assert.deepEqual(checks.sort(), ['/api/product/10', '/api/product/10/similar', 'version']);
  checks = [];
  assert.equal((await cache.get('car 10'))?.html, '<p>car 10</p>');
  assert.deepEqual(checks, ['version']);
});
