// The web server's secure headers and Content Security Policy, served over a real port.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { RETRY_BODY_LIMIT } from '../src/api-proxy.js';
import { type AppOptions, createApp } from '../src/server.js';
import { urlOf } from './public-pages-fixtures.js';

interface Running {
  url: string;
  stop: () => void;
}

const REMOTES = {
  remotes: [
    { name: 'storefront', entry: 'http://localhost:8081/mf-manifest.json' },
    { name: 'seller', entry: 'https://seller.example.com/app/mf-manifest.json' },
  ],
};

const work = mkdtempSync(path.join(tmpdir(), 'web-server-test-'));
const remotesFile = path.join(work, 'remotes.json');
const writeRemotes = (value: string | object) =>
  writeFileSync(remotesFile, typeof value === 'string' ? value : JSON.stringify(value));

function makeBuild(name: string): string {
  const root = path.join(work, name);
  mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(root, 'static', 'js', 'index.0123abcd.js'), 'console.log(1)');
  return root;
}

/** Starts createApp on an ephemeral port; answers its base URL and a stop function. */
async function serve(options: Partial<AppOptions> & { root: string }): Promise<Running> {
  // Nothing listens on port 9 of loopback: /api is not under test here.
  const server = createApp({ api: 'http://127.0.0.1:9/', files: [], cors: false, ...options }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: urlOf(server), stop: () => server.close() };
}

const page = (url: string) => fetch(url, { headers: { accept: 'text/html' } });
// What Chromium sends: a navigation names text/html, a script or fetch() asks for anything.
const NAVIGATION_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8';
const SCRIPT_ACCEPT = '*/*';
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const APP_ORIGIN = 'http://localhost:8080';
const FOREIGN_ORIGIN = 'https://attacker.example';

/**
 * A stand-in for the API's CORS (the API's own tests cover the real one): it allows APP_ORIGIN only, and answers a
 * preflight from any other origin without Access-Control-Allow-Origin, as @fastify/cors does.
 */
async function startApiStandIn(): Promise<Running> {
  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin === APP_ORIGIN) res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('X-Answered-By', 'api');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,PUT,PATCH,POST,DELETE');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
      res.writeHead(204).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
  }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `${urlOf(server)}/`, stop: () => server.close() };
}

/** The policy as a map of directive name to its sources. */
function directives(policy: string | null): Record<string, string[]> {
  assert.ok(policy, 'the answer has a Content-Security-Policy');
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

let shell: Running;
let remote: Running;
let api: Running;

before(async () => {
  writeRemotes(REMOTES);
  api = await startApiStandIn();
  shell = await serve({
    root: makeBuild('shell'),
    files: [{ urlPath: '/remotes.json', filePath: remotesFile }],
  });
  remote = await serve({ root: makeBuild('remote'), cors: true, api: api.url });
});

after(() => {
  shell.stop();
  remote.stop();
  api.stop();
  rmSync(work, { recursive: true, force: true });
});

test('every answer carries the secure headers', async () => {
  for (const url of [
    `${shell.url}/`,
    `${shell.url}/static/js/index.0123abcd.js`,
    `${shell.url}/missing.png`,
  ]) {
    const { headers } = await fetch(url);
    assert.equal(headers.get('x-content-type-options'), 'nosniff', url);
    assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', url);
    assert.equal(headers.get('x-frame-options'), 'SAMEORIGIN', url);
    assert.equal(headers.get('cross-origin-resource-policy'), 'same-origin', url);
    assert.equal(headers.get('x-powered-by'), null, url);
    // Plain http (a local run): no HSTS, which would pin localhost to https.
    assert.equal(headers.get('strict-transport-security'), null, url);
  }
  const asset = await fetch(`${remote.url}/static/js/index.0123abcd.js`);
  assert.equal(asset.headers.get('access-control-allow-origin'), '*');
  assert.equal(asset.headers.get('cross-origin-resource-policy'), 'cross-origin');
});

test('the shell page allows itself, the remotes of remotes.json and Stripe, and nothing inline or eval', async () => {
  for (const url of [`${shell.url}/`, `${shell.url}/cars/some-car`, `${shell.url}/index.html`]) {
    const response = await page(url);
    assert.equal(response.status, 200, url);
    const csp = directives(response.headers.get('content-security-policy'));
    const remotes = ['http://localhost:8081', 'https://seller.example.com'];
    assert.deepEqual(csp['default-src'], ["'self'"]);
    assert.deepEqual(csp['script-src'], ["'self'", ...remotes, 'https://js.stripe.com']);
    assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'", ...remotes]);
    assert.deepEqual(csp['connect-src'], ["'self'", ...remotes, 'https://api.stripe.com']);
    assert.deepEqual(csp['img-src'], ["'self'", 'data:', 'blob:', ...remotes, 'https://*.stripe.com']);
    assert.deepEqual(csp['frame-src'], ['https://js.stripe.com', 'https://hooks.stripe.com']);
    assert.deepEqual(csp['object-src'], ["'none'"]);
    assert.deepEqual(csp['frame-ancestors'], ["'self'"]);
    assert.ok(!response.headers.get('content-security-policy')?.includes('unsafe-eval'));
  }
});

test('the policy follows remotes.json without a restart', async () => {
  try {
    writeRemotes({ remotes: [{ name: 'admin', entry: 'https://admin.example.org:8443/mf-manifest.json' }] });
    let csp = directives((await page(`${shell.url}/`)).headers.get('content-security-policy'));
    assert.deepEqual(csp['script-src'], [
      "'self'",
      'https://admin.example.org:8443',
      'https://js.stripe.com',
    ]);
    assert.ok(!csp['connect-src']?.includes('http://localhost:8081'));

    // Unreadable, or entries that are not http(s) URLs: no remote is allowed, and the page is still served.
    for (const broken of [
      '{not json',
      { remotes: [{ name: 'x', entry: 'javascript:alert(1)' }, { name: 'y' }] },
    ]) {
      writeRemotes(broken);
      const response = await page(`${shell.url}/`);
      assert.equal(response.status, 200);
      csp = directives(response.headers.get('content-security-policy'));
      assert.deepEqual(csp['script-src'], ["'self'", 'https://js.stripe.com']);
    }
  } finally {
    writeRemotes(REMOTES);
  }
});

test('a remote served on its own gets a policy for its own origin; assets and data get none', async () => {
  const csp = directives(
    (await page(`${remote.url}/seller/products`)).headers.get('content-security-policy'),
  );
  assert.deepEqual(csp['script-src'], ["'self'", 'https://js.stripe.com']);
  assert.deepEqual(csp['connect-src'], ["'self'", 'https://api.stripe.com']);

  const asset = await fetch(`${remote.url}/static/js/index.0123abcd.js`);
  assert.equal(asset.headers.get('content-security-policy'), null);
  const remotesJson = await fetch(`${shell.url}/remotes.json`);
  assert.deepEqual(await remotesJson.json(), REMOTES);
  assert.equal(remotesJson.headers.get('content-security-policy'), null);
});

test("a remote's /api answers cross-origin only as the API does; its static files stay open to any origin", async () => {
  const preflight = (origin: string) =>
    fetch(`${remote.url}/api/wishlist`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
  const foreign = await preflight(FOREIGN_ORIGIN);
  assert.equal(foreign.headers.get('x-answered-by'), 'api', 'the preflight reached the API');
  assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  const allowed = await preflight(APP_ORIGIN);
  assert.equal(allowed.headers.get('access-control-allow-origin'), APP_ORIGIN);

  const read = await fetch(`${remote.url}/api/brand`, { headers: { origin: FOREIGN_ORIGIN } });
  assert.equal(read.status, 200);
  assert.equal(read.headers.get('access-control-allow-origin'), null);

  const asset = await fetch(`${remote.url}/static/js/index.0123abcd.js`, {
    headers: { origin: FOREIGN_ORIGIN, accept: SCRIPT_ACCEPT },
  });
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get('access-control-allow-origin'), '*');
});

test('a navigation to a route whose segment has a dot or any encoded character gets the page', async () => {
  const routes = [
    '/category/sedan.v2',
    '/category/4x4.',
    '/category/...',
    `/category/${encodeURIComponent('a/b?c#d%e.f')}`,
    `/category/${encodeURIComponent('../static/js/index.0123abcd.js')}`,
    `/category/${encodeURIComponent('Ç¡ Voiture électrique · 電動車.jpg')}`,
  ];
  for (const route of routes) {
    const response = await fetch(`${shell.url}${route}`, { headers: { accept: NAVIGATION_ACCEPT } });
    assert.equal(response.status, 200, route);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/, route);
    assert.equal(await response.text(), '<!doctype html><title>app</title>', route);
    assert.ok(response.headers.get('content-security-policy'), route);
  }
});

test("the /cars filters sent as a plain form are answered with the search's own address, on this site", async () => {
  const sent = async (address: string) => {
    const response = await fetch(`${shell.url}${address}`, {
      headers: { accept: NAVIGATION_ACCEPT },
      redirect: 'manual',
    });
    return [response.status, response.headers.get('location')];
  };
  assert.deepEqual(
    await sent(
      '/cars?q=&brand=toyota&shownBrand=&model=&fuel=Petrol&fuel=Hybrid&sort=newest&priceBand=&shownBand=',
    ),
    [303, '/cars?brand=toyota&fuel=Petrol%2CHybrid'],
  );
  assert.deepEqual(await sent('/category/sedan?q=&sort=newest&shownBand=&priceBand=0-5000'), [
    303,
    '/category/sedan?maxPrice=4999.99',
  ]);
  // A path that starts with two slashes is a path here, never another host.
  assert.deepEqual(await sent('//elsewhere.test/cars?shownBand=&q=x'), [303, '/elsewhere.test/cars?q=x']);
  // An address that is not a form is the page itself.
  assert.deepEqual(await sent('/cars?brand=toyota'), [200, null]);
});

test('a missing asset stays a 404, a real one is served', async () => {
  for (const [route, accept] of [
    ['/static/js/missing.0123abcd.js', SCRIPT_ACCEPT],
    ['/static/css/missing.css', 'text/css,*/*;q=0.1'],
    ['/missing.png', IMAGE_ACCEPT],
    ['/mf-manifest.json', SCRIPT_ACCEPT],
  ] as const) {
    const response = await fetch(`${remote.url}${route}`, { headers: { accept } });
    assert.equal(response.status, 404, route);
    assert.equal(await response.text(), 'Not found', route);
    assert.equal(response.headers.get('content-security-policy'), null, route);
  }
  const asset = await fetch(`${remote.url}/static/js/index.0123abcd.js`, {
    headers: { accept: NAVIGATION_ACCEPT },
  });
  assert.equal(await asset.text(), 'console.log(1)');
});

test('the /api proxy streams an event stream as it comes: no buffering, no compression', async () => {
  // A stand-in API that sends one event, then holds the stream open until told to send the next.
  let sendNext = () => {};
  const upstream = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform' });
    res.write('data: {"n":1}\n\n');
    sendNext = () => res.end('data: {"n":2}\n\n');
  }).listen(0);
  await new Promise((resolve) => upstream.once('listening', resolve));
  const app = await serve({
    root: makeBuild('streaming'),
    api: `${urlOf(upstream)}/`,
  });
  try {
    const response = await fetch(`${app.url}/api/live/events`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip' },
    });
    assert.equal(response.headers.get('content-type'), 'text/event-stream');
    assert.equal(response.headers.get('content-encoding'), null);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    // The first event arrives while the upstream still holds the stream open (a buffering proxy would hold it until
    // the stream ends, which waits for it: the deadline only turns that hang into a failure).
    let deadline: NodeJS.Timeout | undefined;
    const first = await Promise.race([
      reader.read(),
      new Promise<never>((_resolve, reject) => {
        deadline = setTimeout(() => reject(new Error('the first event was held back')), 60_000);
      }),
    ]).finally(() => clearTimeout(deadline));
    assert.equal(decoder.decode(first.value), 'data: {"n":1}\n\n');
    sendNext();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    assert.equal(rest, 'data: {"n":2}\n\n');
  } finally {
    app.stop();
    upstream.close();
  }
});

/** A stand-in API instance: answers with its name in X-Instance and what it was sent, and `extra` headers. */
async function instance(name: string, extra: Record<string, string> = {}): Promise<Running> {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () =>
      res
        .writeHead(200, { 'Content-Type': 'application/json', 'X-Instance': name, ...extra })
        .end(JSON.stringify({ method: req.method, body })),
    );
  }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `${urlOf(server)}/`, stop: () => server.close() };
}

// Nothing listens on port 9 of loopback: an instance that is down. The balancer's clock stands still in these tests,
// so an instance passed over stays passed over however slowly the requests go.
const DOWN = 'http://127.0.0.1:9/';

test('/api takes turns among several API instances; one that refuses is passed over and its request sent to another', async () => {
  const [one, two] = await Promise.all([instance('one'), instance('two')]);
  const balanced = await serve({
    root: makeBuild('balanced'),
    api: `${one.url},${two.url},${DOWN}`,
    now: () => 0,
  });
  try {
    const answers: [number, string | null, string][] = [];
    for (let i = 0; i < 7; i += 1) {
      // A write, whose body reaches whichever instance answers it.
      const answer = await fetch(`${balanced.url}/api/things`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ n: i }),
      });
      const { body } = (await answer.json()) as { body: string };
      answers.push([answer.status, answer.headers.get('x-instance'), body]);
    }
    // The down one's turn (the third) went to the next instance; from then on it is passed over.
    assert.deepEqual(
      answers.map(([, name]) => name),
      ['one', 'two', 'one', 'two', 'one', 'two', 'one'],
    );
    assert.deepEqual(
      answers.map(([status, , body]) => [status, body]),
      [0, 1, 2, 3, 4, 5, 6].map((n) => [200, JSON.stringify({ n })]),
    );
  } finally {
    balanced.stop();
    one.stop();
    two.stop();
  }
});

test('/api passes over an instance whose answers say it is shutting down, and keeps that to itself', async () => {
  const [leaving, staying] = await Promise.all([
    instance('leaving', { 'X-Api-Draining': '1' }),
    instance('staying'),
  ]);
  const balanced = await serve({
    root: makeBuild('draining'),
    api: `${leaving.url},${staying.url}`,
    now: () => 0,
  });
  try {
    const first = await fetch(`${balanced.url}/api/health`);
    // Its answer still counts: it was made before the instance stopped.
    assert.equal(first.headers.get('x-instance'), 'leaving');
    assert.equal(first.headers.get('x-api-draining'), null);
    const next = [];
    for (let i = 0; i < 4; i += 1)
      next.push((await fetch(`${balanced.url}/api/health`)).headers.get('x-instance'));
    assert.deepEqual(next, ['staying', 'staying', 'staying', 'staying']);
  } finally {
    balanced.stop();
    leaving.stop();
    staying.stop();
  }
});

test('/api answers 502 when no instance can be reached, and for a body too big to keep for another try', async () => {
  const one = await instance('one');
  const alone = await serve({ root: makeBuild('unreachable'), api: DOWN, now: () => 0 });
  const big = await serve({ root: makeBuild('big-body'), api: `${DOWN},${one.url}`, now: () => 0 });
  try {
    const refused = await fetch(`${alone.url}/api/health`);
    assert.equal(refused.status, 502);
    assert.deepEqual(await refused.json(), {
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The API is not reachable right now.',
    });
    // A photo-sized body streams through as it comes, so a refusal cannot be sent elsewhere.
    const photo = await fetch(`${big.url}/api/images`, {
      method: 'POST',
      body: Buffer.alloc(RETRY_BODY_LIMIT + 1),
    });
    assert.equal(photo.status, 502);
    const next = await fetch(`${big.url}/api/images`, {
      method: 'POST',
      body: Buffer.alloc(RETRY_BODY_LIMIT + 1),
    });
    assert.equal(next.headers.get('x-instance'), 'one');
  } finally {
    alone.stop();
    big.stop();
    one.stop();
  }
});
