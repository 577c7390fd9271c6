// An app's releases (releases.ts) and how the web server serves them (serve-releases.ts), over a real port: the
// current release, a new one from the next request on, the kept releases' files at their own addresses and the
// content-hashed files an older page still asks for, a rollback, and what is never served.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { currentVersion, listReleases, publishRelease, rollBack } from '../src/releases.js';
import { runRelease } from '../src/release.js';
import { createApp, secureHeaders } from '../src/server.js';
import { serveReleases } from '../src/serve-releases.js';
import { pageRemote } from '../src/public-pages/remote-releases.js';
import { urlOf } from './public-pages-fixtures.js';

const work = mkdtempSync(path.join(tmpdir(), 'releases-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

let builds = 0;
/** A build folder: index.html saying `text`, and a content-hashed chunk of its own. */
function makeBuild(text: string, files: Record<string, string> = {}): string {
  const root = path.join(work, `build-${++builds}`);
  mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><p>${text}</p>`);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
  return root;
}

const at = (minute: number) => new Date(Date.UTC(2026, 11, 7, 4, minute, 0));

test('a build is released as a new version and made current; the same build again is not released twice', async () => {
  const releases = path.join(work, 'publish');
  assert.equal(await currentVersion(releases), null, 'none before the first release');
  const one = makeBuild('one');
  const first = await publishRelease(releases, one, { now: at(1) });
  assert.match(first.version, /^20261207T040100Z-[0-9a-f]{8}$/);
  assert.equal(first.unchanged, false);
  assert.equal(await currentVersion(releases), first.version);

  const again = await publishRelease(releases, one, { now: at(2) });
  assert.deepEqual(again, { version: first.version, unchanged: true, removed: [] });

  const second = await publishRelease(releases, makeBuild('two'), { now: at(3) });
  assert.notEqual(second.version, first.version);
  assert.equal(await currentVersion(releases), second.version);
  assert.deepEqual(await listReleases(releases), [first.version, second.version]);
  assert.deepEqual(
    readdirSync(releases).sort(),
    ['current', first.version, second.version].sort(),
    'no temporary folder or pointer is left behind',
  );
});

test('only the last few releases are kept; a rollback moves the pointer to the one before, or to one named', async () => {
  const releases = path.join(work, 'keep');
  const versions: string[] = [];
  for (let minute = 1; minute <= 4; minute += 1) {
    versions.push(
      (await publishRelease(releases, makeBuild(`v${minute}`), { now: at(minute), keep: 3 })).version,
    );
  }
  assert.deepEqual(await listReleases(releases), versions.slice(1), 'the oldest is removed');

  assert.deepEqual(await rollBack(releases), { from: versions[3], to: versions[2] });
  assert.deepEqual(await rollBack(releases, versions[1]), { from: versions[2], to: versions[1] });
  assert.equal(await currentVersion(releases), versions[1]);
  await assert.rejects(rollBack(releases), /no earlier release/);
  await assert.rejects(rollBack(releases, versions[0]), /There is no release/);

  // Rolled back to an older release, the next publish still keeps the last few by age.
  const fifth = await publishRelease(releases, makeBuild('v5'), { now: at(5), keep: 2 });
  assert.deepEqual(await listReleases(releases), [versions[3], fifth.version]);
  assert.deepEqual(fifth.removed, versions.slice(1, 3));
});

test('a folder that is not a build is refused, and the command line says how to call it', async () => {
  const releases = path.join(work, 'refused');
  await assert.rejects(publishRelease(releases, path.join(work, 'missing')), /not a build folder/);
  const empty = path.join(work, 'empty');
  mkdirSync(empty);
  await assert.rejects(publishRelease(releases, empty), /no index\.html/);
  await assert.rejects(runRelease(['publish']), /usage/);
  await assert.rejects(runRelease(['publish', '--releases', releases]), /--from/);
  await assert.rejects(
    runRelease(['publish', '--releases', releases, '--from', empty, '--keep', '0']),
    /--keep/,
  );
  await assert.rejects(runRelease(['rollback', '--releases', releases]), /no earlier release/);
  const lines: string[] = [];
  await runRelease(['publish', '--releases', releases, '--from', makeBuild('cli')], (line) =>
    lines.push(line),
  );
  await runRelease(['list', '--releases', releases], (line) => lines.push(line));
  assert.match(lines[0] ?? '', /^released \S+: it is current now$/);
  assert.match(lines[1] ?? '', /^\* \S+$/);
});

/** serveReleases over a real port, as server.ts runs it. */
async function serveAt(releases: string, options: { cors?: boolean; pinned?: string | null } = {}) {
  const cors = options.cors ?? true;
  const app = serveReleases({
    releasesDir: releases,
    cors,
    headers: secureHeaders(cors),
    pinned: options.pinned,
    privateFolders: options.pinned === undefined ? [] : ['server'],
    appFor: (root, olderRoots) =>
      createApp({ root, olderRoots, api: 'http://127.0.0.1:9/', files: [], cors }),
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: urlOf(server), stop: () => server.close() };
}

const html = (url: string) => fetch(url, { headers: { accept: 'text/html' } });

test('the current release is served, the next one from the next request on; older pages still load their chunks', async () => {
  const releases = path.join(work, 'serve');
  const server = await serveAt(releases);
  try {
    const none = await html(`${server.url}/`);
    assert.equal(none.status, 503);
    assert.equal((await fetch(`${server.url}/release.json`)).status, 404);

    const one = await publishRelease(
      releases,
      makeBuild('one', {
        'static/js/page.0123abcd.js': 'one()',
        'server/remoteEntry.js': 'module.exports = 1',
        'pages.json': '{"one":true}',
        'static/js/big.89abcdef.js': `big(${'"x",'.repeat(2000)})`,
      }),
      { now: at(1) },
    );
    assert.match(await (await html(`${server.url}/cars`)).text(), /<p>one<\/p>/);
    const info = await fetch(`${server.url}/release.json`);
    assert.deepEqual(await info.json(), { version: one.version });
    assert.equal(info.headers.get('cache-control'), 'no-cache');
    assert.equal(info.headers.get('access-control-allow-origin'), '*');

    const two = await publishRelease(
      releases,
      makeBuild('two', { 'static/js/page.4567cdef.js': 'two()', 'pages.json': '{"two":true}' }),
      { now: at(2) },
    );
    assert.match(await (await html(`${server.url}/cars`)).text(), /<p>two<\/p>/, 'no restart');
    assert.deepEqual(await (await fetch(`${server.url}/release.json`)).json(), { version: two.version });

    // A page of release one, open during the deploy: its chunk, at its plain address, from the release it came with.
    const oldChunk = await fetch(`${server.url}/static/js/page.0123abcd.js`);
    assert.equal(oldChunk.status, 200);
    assert.equal(await oldChunk.text(), 'one()');
    assert.equal(oldChunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(oldChunk.headers.get('access-control-allow-origin'), '*');
    // Only content-hashed files: a file whose name says nothing of its content is the current release's or none.
    assert.deepEqual(await (await fetch(`${server.url}/pages.json`)).json(), { two: true });
    assert.equal((await fetch(`${server.url}/static/js/page.99999999.js`)).status, 404);

    // Every kept release at its own address, whatever is current.
    const pinned = await fetch(`${server.url}/releases/${one.version}/pages.json`);
    assert.deepEqual(await pinned.json(), { one: true });
    assert.equal(pinned.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(pinned.headers.get('x-content-type-options'), 'nosniff');
    const big = await fetch(`${server.url}/releases/${one.version}/static/js/big.89abcdef.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(big.headers.get('content-encoding'), 'gzip', 'compressed like the current release');
    assert.equal((await fetch(`${server.url}/releases/${one.version}/server/remoteEntry.js`)).status, 200);
    assert.equal((await fetch(`${server.url}/releases/${one.version}/missing.js`)).status, 404);
    assert.equal((await fetch(`${server.url}/releases/20991231T000000Z-00000000/pages.json`)).status, 404);
    assert.equal((await fetch(`${server.url}/releases/..%2f..%2fcurrent/pages.json`)).status, 404);

    // Rolled back: one is current again at once; two stays reachable by its address.
    await rollBack(releases);
    assert.match(await (await html(`${server.url}/`)).text(), /<p>one<\/p>/);
    assert.equal((await fetch(`${server.url}/static/js/page.4567cdef.js`)).status, 200);

    // A release removed is gone from every address.
    await publishRelease(releases, makeBuild('three'), { now: at(3), keep: 1 });
    assert.equal((await fetch(`${server.url}/releases/${one.version}/pages.json`)).status, 404);
    assert.equal((await fetch(`${server.url}/static/js/page.0123abcd.js`)).status, 404);
  } finally {
    server.stop();
  }
});

test('a server pinned to its release (the shell) keeps serving it after a deploy, and never serves its server code', async () => {
  const releases = path.join(work, 'pinned');
  const one = await publishRelease(
    releases,
    makeBuild('one', { 'server/server.js': 'secret()', 'static/js/app.0123abcd.js': 'one()' }),
    { now: at(1) },
  );
  const server = await serveAt(releases, { pinned: one.version, cors: false });
  try {
    await publishRelease(releases, makeBuild('two'), { now: at(2) });
    assert.match(await (await html(`${server.url}/`)).text(), /<p>one<\/p>/, 'until restarted');
    assert.deepEqual(await (await fetch(`${server.url}/release.json`)).json(), { version: one.version });
    assert.equal((await fetch(`${server.url}/releases/${one.version}/server/server.js`)).status, 404);
    assert.equal((await fetch(`${server.url}/releases/${one.version}/%73erver/server.js`)).status, 404);
    const chunk = await fetch(`${server.url}/releases/${one.version}/static/js/app.0123abcd.js`);
    assert.equal(chunk.status, 200);
    assert.equal(
      chunk.headers.get('access-control-allow-origin'),
      null,
      'not a remote: not open to other origins',
    );
  } finally {
    server.stop();
  }
});

test("a remote's addresses in a release: the browser's from its manifest's, the server's from its own (a container network)", () => {
  const listed = {
    name: 'storefront',
    entry: 'http://localhost:8081/mf-manifest.json',
    serverEntry: 'http://storefront:8081/server/remoteEntry.js',
  };
  assert.deepEqual(pageRemote(listed, '20261207T040100Z-0123abcd'), {
    name: 'storefront',
    entry: 'http://localhost:8081/releases/20261207T040100Z-0123abcd/mf-manifest.json',
    serverRoot: 'http://storefront:8081/releases/20261207T040100Z-0123abcd/',
    serverEntry: 'http://storefront:8081/releases/20261207T040100Z-0123abcd/server/remoteEntry.js',
    version: '20261207T040100Z-0123abcd',
  });
  assert.deepEqual(
    pageRemote({ name: 'seller', entry: 'https://cdn.example.com/seller/mf-manifest.json' }, null),
    {
      name: 'seller',
      entry: 'https://cdn.example.com/seller/mf-manifest.json',
      serverRoot: 'https://cdn.example.com/seller/',
      serverEntry: 'https://cdn.example.com/seller/server/remoteEntry.js',
      version: null,
    },
  );
  assert.deepEqual(pageRemote({ name: 'admin', entry: '/admin/mf-manifest.json' }, null), {
    name: 'admin',
    entry: '/admin/mf-manifest.json',
    serverRoot: null,
    serverEntry: null,
    version: null,
  });
});
