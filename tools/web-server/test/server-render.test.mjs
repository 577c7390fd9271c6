// The server render of the public pages, whole: the real API (its build, on a fresh SQLite database with the demo
// catalog), the storefront's build served by this web server, and the shell's build, whose server render loads the
// storefront's Node build over HTTP (Module Federation on Node). A car's page and /cars come with their content
// and the data they were rendered with, escaped; with the storefront stopped the page says the section is
// unavailable, with a 503, and the shell's own pages still render.
// Needs the API, the shell and the storefront built (the test target depends on their builds).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { createApp } from '../server.mjs';
import { createRemoteVersions } from '../server-render/index.mjs';
import { headOf } from './public-pages-fixtures.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const API_MAIN = path.join(ROOT, 'api/dist/main.js');
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const STOREFRONT_DIST = path.join(ROOT, 'mf-storefront/dist');
const SELLER = { email: 'seller@demo.test', password: 'Demo#pass1' };
const HOSTILE_NAME = '</script><img src=x onerror=alert(1)>';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const work = mkdtempSync(path.join(tmpdir(), 'server-render-'));
let apiProcess;
let apiUrl;
let storefront;
let shell;

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** An app server on a free port; `stop()` closes it (and its open connections). */
async function serve(app, port = 0) {
  const server = createServer(app);
  server.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    port: server.address().port,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

const serveStorefront = (port) =>
  serve(createApp({ root: STOREFRONT_DIST, api: `${apiUrl}/`, files: [], cors: true }), port);

before(async () => {
  for (const file of [
    API_MAIN,
    path.join(SHELL_DIST, 'server/server.js'),
    path.join(STOREFRONT_DIST, 'server/remoteEntry.js'),
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npx nx run-many -t build)`);
  }
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _database, ...env } = process.env;
  apiProcess = spawn(process.execPath, [API_MAIN], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${apiUrl}/api/health`, 120_000);

  storefront = await serveStorefront();
  const remotesFile = path.join(work, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({ remotes: [{ name: 'storefront', entry: `${storefront.url}/mf-manifest.json` }] }),
  );
  shell = await serve(
    createApp({
      root: SHELL_DIST,
      api: `${apiUrl}/`,
      files: [{ urlPath: '/remotes.json', filePath: remotesFile }],
      cors: false,
      publicPages: true,
      // Every page checks the storefront afresh, so that the test sees it stop at once.
      checkMs: 0,
    }),
  );
});

after(async () => {
  await shell?.stop();
  await storefront?.stop();
  if (apiProcess && apiProcess.exitCode === null) {
    const exited = new Promise((resolve) => apiProcess.once('exit', resolve));
    apiProcess.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

const page = (route) => fetch(`${shell.url}${route}`, { headers: { accept: 'text/html' } });

async function api(method, route, { token, body, form } = {}) {
  const response = await fetch(`${apiUrl}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${route}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The page's #root as the server rendered it. */
const rootOf = (html) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/** The data the page was rendered with, as the browser parses it. */
function stateOf(html) {
  const block = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html);
  assert.ok(block, 'the page carries its data');
  return JSON.parse(block[1]);
}

/** Every <script> of the page runs no inline code: files, or data blocks (JSON, JSON-LD). */
function assertNoInlineScript(html) {
  for (const [, tag, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const isFile = /\ssrc="/.test(tag) && body === '';
    const isData = /type="application\/(?:ld\+)?json"/.test(tag);
    assert.ok(isFile || isData, `an inline script: <script${tag}>${body.slice(0, 80)}`);
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
  assert.equal(product.state.status, 'success');
  assert.equal(product.state.data.product_name, car.product_name);
  assertNoInlineScript(html);
  // The CSP is the strict one of every page: no inline script.
  assert.doesNotMatch(
    response.headers.get('content-security-policy'),
    /unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe-inline/,
  );
});

test('a hostile name stays text: escaped in the body, \\u003c in the data block, which parses back to it', async () => {
  const { token, user } = await api('POST', '/auth/login', { body: SELLER });
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'car.png');
  const { data: photo } = await api('POST', '/images', { token, form });
  const { insertedId: id } = await api('POST', '/product', {
    token,
    body: {
      product_name: HOSTILE_NAME,
      description: `A fine car.</script><!-- \u2028 "><img src=x onerror=alert(2)>`,
      category: 'sedan',
      brand: 'toyota',
      condition: 'Good',
      originalPrice: 20000,
      sellPrice: 15000,
      location: 'Dhaka',
      purchaseYear: '2018-01',
      mobile: '+880 1711-000000',
      images: [photo.url],
      model: 'Corolla',
      mileage: 45000,
      fuel: 'Petrol',
      transmission: 'Automatic',
      authorID: user.uid,
    },
  });
  const html = await (await page(`/products/${id}`)).text();
  assert.ok(!html.includes('<img src=x'), 'no markup of the seller');
  assert.ok(rootOf(html).includes('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;'), 'the name, as text');
  const block = /id="server-state">([^<]*)<\/script>/.exec(html)[1];
  assert.ok(block.includes('\\u003c/script\\u003e\\u003cimg src=x'), 'escaped in the data block');
  const product = stateOf(html).queries.find((query) => query.queryKey.join() === `product,${id}`);
  assert.equal(product.state.data.product_name, HOSTILE_NAME);
  assertNoInlineScript(html);
});

test('/cars holds the first page of its query; home its advertised cars and categories', async () => {
  const cars = await api('GET', '/products?brand=toyota');
  const html = await (await page('/cars?brand=toyota')).text();
  const root = rootOf(html);
  for (const car of cars) assert.ok(root.includes(`/products/${car._id}`), `${car.product_name} listed`);
  const list = stateOf(html).queries.find((query) => query.queryKey[0] === 'products');
  assert.equal(list.queryKey[1].brand, 'toyota');

  const home = await (await page('/')).text();
  const advertised = await api('GET', '/advertise-product');
  const categories = await api('GET', '/categories');
  assert.ok(advertised.length > 0 && categories.length > 0);
  for (const car of advertised) assert.ok(rootOf(home).includes(`/products/${car._id}`));
  for (const category of categories) assert.ok(rootOf(home).includes(category.category));
});

test('with the storefront stopped: its pages say the section is unavailable (503), the rest still renders', async () => {
  // A demo car (the newest may be the hostile one above, whose name the body escapes).
  const car = (await api('GET', '/products?pageSize=10')).find((each) => /^[\w ]+$/.test(each.product_name));
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
    storefront = await serveStorefront(new URL(storefront.url).port);
  }
  const again = await page(`/products/${car._id}`);
  assert.equal(again.status, 200);
  assert.ok(rootOf(await again.text()).includes(car.product_name));
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
    assert.match(first, /\/server\/remoteEntry\.js\?v=[0-9a-f]{16}$/);
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
