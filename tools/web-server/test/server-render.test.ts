// The server render of the public pages, whole: the real API (its build, on a fresh SQLite database with the demo
// catalog), the storefront's build served by this web server, and the shell's build, whose server render loads the
// storefront's Node build over HTTP (Module Federation on Node). A car's page and /cars come with their content
// and the data they were rendered with, escaped; with the storefront stopped the page says the section is
// unavailable, with a 503, and the shell's own pages still render.
// Needs the API, the shell and the storefront built (the test target depends on their builds).
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createApp, secureHeaders } from '../src/server.js';
import { publishRelease, rollBack } from '../src/releases.js';
import { serveReleases } from '../src/serve-releases.js';
import type { Product } from '@usedcars/contract/types';
import { createRemoteVersions } from '../src/server-render/index.js';
import { API_MAIN, callApi, listCar, ROOT, startBuiltApi } from './built-api.mjs';
import {
  getWithHost,
  hasStackTrace,
  headOf,
  MALFORMED_HOSTS,
  pageRemotesOf,
  urlOf,
} from './public-pages-fixtures.js';

const SHELL_DIST = path.join(ROOT, 'shell/dist');
const STOREFRONT_DIST = path.join(ROOT, 'mf-storefront/dist');
const HOSTILE_NAME = '</script><img src=x onerror=alert(1)>';
/**
 * Deadlines for the shell's reads long enough for a busy machine: past one, a page degrades (plain, 503, rendered
 * afresh), which these tests would take for a fault. The deadlines themselves are tested in public-pages.test.ts.
 */
const PATIENT = { apiTimeoutMs: 60_000, renderTimeoutMs: 60_000, checkTimeoutMs: 60_000 };

const work = mkdtempSync(path.join(tmpdir(), 'server-render-'));
interface Running {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

let builtApi: Awaited<ReturnType<typeof startBuiltApi>> | undefined;
let apiUrl: string;
let storefront: Running;
let shell: Running;

/** An app server on a free port; `stop()` closes it (and its open connections). */
async function serve(app: RequestListener, port = 0): Promise<Running> {
  const server = createServer(app);
  server.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = urlOf(server);
  return {
    url,
    port: Number(new URL(url).port),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The shell's build with its server render, listing the remotes of `remotesFile`. */
const serveShell = (remotesFile: string) =>
  serve(
    createApp({
      root: SHELL_DIST,
      api: `${apiUrl}/`,
      files: [{ urlPath: '/remotes.json', filePath: remotesFile }],
      cors: false,
      publicPages: true,
      // Every page checks the remotes afresh, so that the tests see a remote stop or deploy at once.
      checkMs: 0,
      ...PATIENT,
    }),
  );

const serveStorefront = (port?: number) =>
  serve(createApp({ root: STOREFRONT_DIST, api: `${apiUrl}/`, files: [], cors: true }), port);

before(async () => {
  for (const file of [
    API_MAIN,
    path.join(SHELL_DIST, 'server/server.js'),
    path.join(STOREFRONT_DIST, 'server/remoteEntry.js'),
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npx nx run-many -t build)`);
  }
  builtApi = await startBuiltApi({ dataDir: path.join(work, 'data') });
  apiUrl = builtApi.url;

  storefront = await serveStorefront();
  const remotesFile = path.join(work, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({ remotes: [{ name: 'storefront', entry: `${storefront.url}/mf-manifest.json` }] }),
  );
  shell = await serveShell(remotesFile);
});

after(async () => {
  await shell?.stop();
  await storefront?.stop();
  await builtApi?.stop();
  rmSync(work, { recursive: true, force: true });
});

const page = (route: string) => fetch(`${shell.url}${route}`, { headers: { accept: 'text/html' } });

const api = (method: string, route: string, options?: Parameters<typeof callApi>[3]) =>
  callApi(apiUrl, method, route, options);

/** The page's #root as the server rendered it. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/** The data the page was rendered with, as the browser parses it. */
/** The queries the page was rendered with (react-query's dehydrated state). */
interface ServerState {
  queries: { queryKey: unknown[]; state: { status: string; data: Record<string, unknown> } }[];
}

function stateOf(html: string): ServerState {
  const block = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html);
  assert.ok(block, 'the page carries its data');
  return JSON.parse(block[1] as string) as ServerState;
}

/** Every <script> of the page runs no inline code: files, or data blocks (JSON, JSON-LD). */
function assertNoInlineScript(html: string) {
  for (const [, tag, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const isFile = /\ssrc="/.test(tag ?? '') && body === '';
    const isData = /type="application\/(?:ld\+)?json"/.test(tag ?? '');
    assert.ok(isFile || isData, `an inline script: <script${tag}>${body?.slice(0, 80)}`);
  }
}

test("a car's page holds the car, and the data it was rendered with, for hydration", async () => {
  const [car] = await api('GET', '/products?pageSize=1');
  const response = await page(`/products/${car._id}`);
  assert.equal(response.status, 200);
  const html = await response.text();
  const root = rootOf(html);
  assert.ok(root.includes(`<h1`) && root.includes(car.product_name), 'the name in the body');
  assert.ok(root.includes(`$${car.sellPrice.toLocaleString('en-US')}`), 'the price');
  assert.ok(root.includes(car.images[0].url), 'the photo');
  assert.ok(!root.includes('Loading car'), 'no spinner: the data was there');
  const state = stateOf(html);
  const product = state.queries.find((query) => query.queryKey.join() === `product,${car._id}`);
  assert.equal(product?.state.status, 'success');
  assert.equal(product.state.data.product_name, car.product_name);
  assertNoInlineScript(html);
  // The CSP is the strict one of every page: no inline script.
  assert.doesNotMatch(
    response.headers.get('content-security-policy') ?? '',
    /unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe-inline/,
  );
});

test('a hostile name stays text: escaped in the body, \\u003c in the data block, which parses back to it', async () => {
  const { id } = await listCar(
    apiUrl,
    HOSTILE_NAME,
    'A fine car.</script><!-- "><img src=x onerror=alert(2)>',
  );
  const html = await (await page(`/products/${id}`)).text();
  assert.ok(!html.includes('<img src=x'), 'no markup of the seller');
  assert.ok(rootOf(html).includes('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;'), 'the name, as text');
  const block = /id="server-state">([^<]*)<\/script>/.exec(html)?.[1];
  assert.ok(block?.includes('\\u003c/script\\u003e\\u003cimg src=x'), 'escaped in the data block');
  const product = stateOf(html).queries.find((query) => query.queryKey.join() === `product,${id}`);
  assert.equal(product?.state.data.product_name, HOSTILE_NAME);
  assertNoInlineScript(html);
});

test('/cars holds the first page of its query; home its advertised cars and categories', async () => {
  const cars = await api('GET', '/products?brand=toyota');
  const html = await (await page('/cars?brand=toyota')).text();
  const root = rootOf(html);
  for (const car of cars) assert.ok(root.includes(`/products/${car._id}`), `${car.product_name} listed`);
  const list = stateOf(html).queries.find((query) => query.queryKey[0] === 'products');
  assert.equal((list?.queryKey[1] as { brand?: string }).brand, 'toyota');

  const home = await (await page('/')).text();
  // Its newest advertised cars (the rest are on /advertise).
  const advertised = await api('GET', '/advertise-product?pageSize=6');
  const categories = await api('GET', '/categories');
  assert.ok(advertised.length > 0 && categories.length > 0);
  for (const car of advertised) assert.ok(rootOf(home).includes(`/products/${car._id}`));
  for (const category of categories) assert.ok(rootOf(home).includes(category.category));
});

test("a category's page holds the cars search with its category fixed: its cars, count and filters, its title", async () => {
  const cars = await api('GET', '/products?category=sedan&sort=price_asc');
  const html = await (await page('/category/sedan?sort=price_asc')).text();
  assert.match(html, /<title>Sedan \| UsedCars<\/title>/);
  const root = rootOf(html);
  assert.ok(cars.length > 0);
  for (const car of cars) assert.ok(root.includes(`/products/${car._id}`), `${car.product_name} listed`);
  assert.match(root, /<h1[^>]*>Sedan<\/h1>/);
  assert.match(root, />\d+ cars?</);
  assert.ok(root.includes('id="cars-brand"'), 'the filters');
  assert.ok(!root.includes('id="cars-category"'), 'no category to choose');
  const list = stateOf(html).queries.find((query) => query.queryKey[0] === 'products');
  assert.deepEqual(
    [(list?.queryKey[1] as { category?: string }).category, (list?.queryKey[1] as { sort?: string }).sort],
    ['sedan', 'price_asc'],
  );
});

test('/cars names its filters in its title, the head as the storefront writes it', async () => {
  const html = await (await page('/cars?brand=toyota&maxPrice=19999.99')).text();
  assert.match(html, /<title>Used Toyota cars for sale under \$20,000 \| UsedCars<\/title>/);
});

test("a rendered page is kept while its data is unchanged, and rendered afresh after the car's next write", async () => {
  const { id, token, listing } = await listCar(apiUrl, 'Kept Corolla', 'Rendered once, served again.');
  const first = await page(`/products/${id}`);
  assert.equal(first.headers.get('x-page-cache'), 'miss');
  const html = await first.text();
  const again = await page(`/products/${id}`);
  assert.equal(again.headers.get('x-page-cache'), 'hit');
  assert.equal(await again.text(), html);

  await api('PUT', `/product/${id}`, { token, body: { ...listing, sellPrice: 13_579 } });
  const changed = await page(`/products/${id}`);
  assert.equal(changed.headers.get('x-page-cache'), 'miss', 'the price changed: rendered afresh');
  assert.ok(rootOf(await changed.text()).includes('$13,579'), 'the new price');
  assert.equal((await page(`/products/${id}`)).headers.get('x-page-cache'), 'hit');

  // A list: a new car changes its answer (its page, or at least its total).
  const cheapest = '/cars?sort=price_asc';
  await page(cheapest);
  assert.equal((await page(cheapest)).headers.get('x-page-cache'), 'hit');
  await listCar(apiUrl, 'Another Corolla', 'Listed past the first page of the cheapest.');
  assert.equal((await page(cheapest)).headers.get('x-page-cache'), 'miss');
});

test("a kept page is checked by one request, the catalog's version, until a catalog write; then read by read", async () => {
  // A second shell server, whose API requests pass through a proxy that notes their paths.
  const seen: string[] = [];
  const proxy = await serve(async (req, res) => {
    seen.push(req.url?.split('?')[0] ?? '');
    const headers = { ...req.headers };
    delete headers.host;
    delete headers.connection;
    const answer = await fetch(new URL(req.url ?? '/', apiUrl), {
      headers: headers as Record<string, string>,
    });
    const forwarded = Object.fromEntries(answer.headers);
    delete forwarded['content-encoding']; // fetch has decoded the body
    delete forwarded['content-length'];
    res.writeHead(answer.status, forwarded);
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  const counted = await serve(
    createApp({
      root: SHELL_DIST,
      api: `${proxy.url}/`,
      files: [{ urlPath: '/remotes.json', filePath: path.join(work, 'remotes.json') }],
      cors: false,
      publicPages: true,
      ...PATIENT,
    }),
  );
  try {
    const { id } = await listCar(apiUrl, 'Versioned Corolla', 'Checked by the catalog version.');
    const carPage = () => fetch(`${counted.url}/products/${id}`, { headers: { accept: 'text/html' } });
    assert.equal((await carPage()).headers.get('x-page-cache'), 'miss');
    seen.length = 0;
    for (let times = 0; times < 3; times += 1)
      assert.equal((await carPage()).headers.get('x-page-cache'), 'hit');
    assert.deepEqual(seen, Array(3).fill('/api/catalog/version'));

    // Any catalog write (another seller's car): the reads are checked again, once.
    await listCar(apiUrl, 'Unrelated Civic', 'A write elsewhere in the catalogue.');
    seen.length = 0;
    await carPage();
    assert.ok(seen.includes(`/api/product/${id}`), seen.join());
    seen.length = 0;
    assert.equal((await carPage()).headers.get('x-page-cache'), 'hit');
    assert.deepEqual(seen, ['/api/catalog/version']);
  } finally {
    await counted.stop();
    await proxy.stop();
  }
});

test('a malformed Host header is a 400 on a rendered page, robots.txt and the sitemap, with no stack trace', async () => {
  const [car] = await api('GET', '/products?pageSize=1');
  for (const host of MALFORMED_HOSTS) {
    for (const route of [`/products/${car._id}`, '/cars', '/robots.txt', '/sitemap.xml']) {
      const answer = await getWithHost(shell.url, route, host);
      assert.equal(answer.status, 400, `${host} ${route}`);
      assert.ok(!hasStackTrace(answer.body), `${host} ${route}`);
    }
  }
});

test('with the storefront stopped: its pages say the section is unavailable (503), the rest still renders', async () => {
  // A demo car (the newest may be the hostile one above, whose name the body escapes).
  const cars: Product[] = await api('GET', '/products?pageSize=10');
  const car = cars.find((each) => /^[\w ]+$/.test(each.product_name));
  assert.ok(car, 'a demo car with a plain name');
  // Kept by the page cache first: a kept page is not served once its storefront is gone.
  await page(`/products/${car._id}`);
  assert.equal((await page(`/products/${car._id}`)).headers.get('x-page-cache'), 'hit');
  await storefront.stop();
  try {
    const response = await page(`/products/${car._id}`);
    assert.equal(response.status, 503);
    const html = await response.text();
    assert.ok(rootOf(html).includes('This section is unavailable right now'), rootOf(html).slice(-1500));
    assert.ok(rootOf(html).includes('class="app-header"'), 'the shell around it');
    assert.equal(
      headOf(html).title,
      `${car.product_name}, $${car.sellPrice.toLocaleString('en-US')} | UsedCars`,
    );

    const blogs = await page('/blogs');
    assert.equal(blogs.status, 200);
    const blogsRoot = rootOf(await blogs.text());
    assert.ok(blogsRoot.includes('<h1'), blogsRoot.slice(-1500));
  } finally {
    // Back on the same port, as remotes.json says: the next page renders again.
    storefront = await serveStorefront(storefront.port);
  }
  const again = await page(`/products/${car._id}`);
  assert.equal(again.status, 200);
  assert.ok(rootOf(await again.text()).includes(car.product_name));
});

test('the Node builds name every chunk by its content; only the entries the server loads by name keep theirs', () => {
  for (const [dist, entries] of [
    [SHELL_DIST, ['server.js']],
    [STOREFRONT_DIST, ['index.js', 'remoteEntry.js']],
  ] as const) {
    const scripts = readdirSync(path.join(dist, 'server')).filter((file) => file.endsWith('.js'));
    const unhashed = scripts.filter((file) => !/\.[0-9a-f]{8}\w*\.js$/.test(file));
    assert.deepEqual(unhashed.sort(), [...entries].sort(), dist);
    assert.ok(scripts.length > entries.length, `${dist} has chunks besides its entries`);
  }
});

/** A copy of the storefront's build whose /cars heading says `heading`: a release with code of its own. */
function storefrontSaying(heading: string): string {
  const copy = path.join(work, `storefront-${heading.replace(/\W+/g, '-')}`);
  cpSync(STOREFRONT_DIST, copy, { recursive: true });
  for (const file of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(copy, file), 'utf8');
    // The heading's word as the builds quote it: minified (the browser's) or as written (Node's).
    const quoted = /(["'])Cars\1/g;
    if (quoted.test(text))
      writeFileSync(path.join(copy, file), text.replaceAll(quoted, JSON.stringify(heading)));
  }
  return copy;
}

test("the shell's server code is not served, however its address is spelled; a remote's Node build is", async () => {
  for (const address of [
    '/server/server.js',
    '/%73erver/server.js',
    '/%2573erver/server.js',
    '/server%2fserver.js',
  ]) {
    assert.equal((await fetch(`${shell.url}${address}`)).status, 404, address);
  }
  assert.equal((await fetch(`${storefront.url}/server/remoteEntry.js`)).status, 200);
});

test('a storefront served from its releases: each page is rendered with the current release and names it to the browser; a rollback too', async () => {
  const releases = path.join(work, 'storefront-releases');
  const one = await publishRelease(releases, STOREFRONT_DIST, { now: new Date('2026-12-07T04:00:00Z') });
  const releasedStorefront = await serve(
    serveReleases({
      releasesDir: releases,
      cors: true,
      headers: secureHeaders(true),
      appFor: (root, olderRoots) => createApp({ root, olderRoots, api: `${apiUrl}/`, files: [], cors: true }),
    }),
  );
  const remotesFile = path.join(work, 'released-remotes.json');
  const manifest = `${releasedStorefront.url}/mf-manifest.json`;
  writeFileSync(remotesFile, JSON.stringify({ remotes: [{ name: 'storefront', entry: manifest }] }));
  const releasedShell = await serveShell(remotesFile);
  /** /cars as the shell's server sends it: its heading and the storefront's manifest it names. */
  const cars = async () => {
    const html = await (
      await fetch(`${releasedShell.url}/cars`, { headers: { accept: 'text/html' } })
    ).text();
    return {
      heading: /<h1 class="uc-heading">([^<]*)<\/h1>/.exec(html)?.[1],
      entry: pageRemotesOf(html)?.remotes[0]?.entry,
    };
  };
  /** /cars once the shell's server has seen the storefront's current release (asked for while the last page went). */
  const carsOf = async (version: string) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const seen = await cars();
      if (seen.entry?.includes(version)) return seen;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.fail(`the shell's server never used release ${version}`);
  };
  try {
    const pinned = (version: string) => `${releasedStorefront.url}/releases/${version}/mf-manifest.json`;
    assert.deepEqual(await carsOf(one.version), { heading: 'Cars', entry: pinned(one.version) });

    const two = await publishRelease(releases, storefrontSaying('Cars, release two'), {
      now: new Date('2026-12-07T04:01:00Z'),
    });
    assert.deepEqual(await carsOf(two.version), { heading: 'Cars, release two', entry: pinned(two.version) });
    // The browser loads what the page names: that release's manifest, whatever is current when it asks.
    const named = await fetch(pinned(two.version));
    assert.equal(named.status, 200);
    assert.equal(named.headers.get('cache-control'), 'public, max-age=31536000, immutable');

    // Rolled back: release one's own code again.
    await rollBack(releases);
    assert.deepEqual(await carsOf(one.version), { heading: 'Cars', entry: pinned(one.version) });
  } finally {
    await releasedShell.stop();
    await releasedStorefront.stop();
  }
});

test("a remote's Node entry is checked again after checkMs, and a new ETag is a new address", async () => {
  let etag = '"one"';
  const origin = await serve((req, res) => {
    res.writeHead(200, { etag });
    res.end();
  });
  try {
    let clock = 0;
    const versionedEntry = createRemoteVersions({ checkMs: 5000, now: () => clock });
    const url = `${origin.url}/server/remoteEntry.js`;
    const first = await versionedEntry(url);
    assert.match(first ?? '', /\/server\/remoteEntry\.js\?v=[0-9a-f]{16}$/);
    etag = '"two"';
    clock = 4000;
    assert.equal(await versionedEntry(url), first, 'not checked again yet');
    clock = 5000;
    const second = await versionedEntry(url);
    assert.notEqual(second, first, 'the new version, at a new address');
    await origin.stop();
    clock = 10_000;
    assert.equal(await versionedEntry(url), null, 'down: no entry');
  } finally {
    await origin.stop();
  }
});
