// The web server's secure headers and Content Security Policy, served over a real port.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createApp } from '../server.mjs';

const REMOTES = {
  remotes: [
    { name: 'storefront', entry: 'http://localhost:8081/mf-manifest.json' },
    { name: 'seller', entry: 'https://seller.example.com/app/mf-manifest.json' },
  ],
};

const work = mkdtempSync(path.join(tmpdir(), 'web-server-test-'));
const remotesFile = path.join(work, 'remotes.json');
const writeRemotes = (value) =>
  writeFileSync(remotesFile, typeof value === 'string' ? value : JSON.stringify(value));

function makeBuild(name) {
  const root = path.join(work, name);
  mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(root, 'static', 'js', 'index.0123abcd.js'), 'console.log(1)');
  return root;
}

/** Starts createApp on an ephemeral port; answers its base URL and a stop function. */
async function serve(options) {
  // Nothing listens on port 9 of loopback: /api is not under test here.
  const server = createApp({ api: 'http://127.0.0.1:9/', files: [], cors: false, ...options }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

const page = (url) => fetch(url, { headers: { accept: 'text/html' } });

/** The policy as a map of directive name to its sources. */
function directives(policy) {
  assert.ok(policy, 'the answer has a Content-Security-Policy');
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

let shell;
let remote;

before(async () => {
  writeRemotes(REMOTES);
  shell = await serve({
    root: makeBuild('shell'),
    files: [{ urlPath: '/remotes.json', filePath: remotesFile }],
  });
  remote = await serve({ root: makeBuild('remote'), cors: true });
});

after(() => {
  shell.stop();
  remote.stop();
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
    assert.ok(!response.headers.get('content-security-policy').includes('unsafe-eval'));
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
    assert.ok(!csp['connect-src'].includes('http://localhost:8081'));

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
