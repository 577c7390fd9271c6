#!/usr/bin/env node
// The server render of a product page under load: `--users` (100) visitors at once, each asking for a car's page
// again as soon as it has the last one, for `--seconds` (20), after a warm-up. Runs the built API on SQLite with the
// demo catalog (a temporary folder, its own process), and the built storefront and shell behind this repo's web
// server in a worker thread (their own event loop, apart from the visitors'), on ports 4650-4653 (`--port`), the
// shell's server once without its page cache and once with it (every request then checks the page's data with the
// API). Prints the render time (the shell's Server-Timing: the storefront's code, the car's data and React, or the
// check of a kept page) and the whole answer's time, p50/p95/p99, and the pages per second of each, side by side.
// Needs the builds: npx nx run-many -t build. Records nothing: bench/RESULTS.md is written by hand, on a quiet machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createApp } from '../tools/web-server/dist/server.js';
import { startBuiltApi } from '../tools/web-server/test/built-api.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function listen(app, appPort) {
  return new Promise((resolve) => {
    const server = createServer(app).listen(appPort, '127.0.0.1', () => resolve(server));
  });
}

/** In the worker: the storefront's web server and the shell's twice (without and with the page cache). */
async function serveApps({ port, apiUrl, work }) {
  await listen(
    createApp({ root: path.join(ROOT, 'mf-storefront/dist'), api: apiUrl, files: [], cors: true }),
    port + 1,
  );
  const remotesFile = path.join(work, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({
      remotes: [{ name: 'storefront', entry: `http://127.0.0.1:${port + 1}/mf-manifest.json` }],
    }),
  );
  for (const [offset, pageCache] of [
    [2, false],
    [3, true],
  ]) {
    await listen(
      createApp({
        root: path.join(ROOT, 'shell/dist'),
        api: apiUrl,
        files: [{ urlPath: '/remotes.json', filePath: remotesFile }],
        cors: false,
        publicPages: true,
        pageCache,
      }),
      port + offset,
    );
  }
  parentPort.postMessage('listening');
}

if (!isMainThread) {
  await serveApps(workerData);
} else {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '100' },
      seconds: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '5' },
      port: { type: 'string', default: '4650' },
    },
  });
  const users = Number(values.users);
  const seconds = Number(values.seconds);
  const port = Number(values.port);
  const work = mkdtempSync(path.join(tmpdir(), 'bench-server-render-'));
  const apiUrl = `http://127.0.0.1:${port}`;

  const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return ['p50', 'p95', 'p99'].map(
      (name, i) => `${name} ${quantile(sorted, [0.5, 0.95, 0.99][i]).toFixed(1)} ms`,
    );
  };

  /** `users` loops asking for the pages in turn until `until`; each answer's time and render time. */
  async function load(urls, until) {
    const samples = { total: [], render: [], failed: 0, hits: 0 };
    let next = 0;
    await Promise.all(
      Array.from({ length: users }, async () => {
        while (Date.now() < until) {
          const url = urls[next++ % urls.length];
          const started = performance.now();
          try {
            const response = await fetch(url, { headers: { accept: 'text/html' } });
            await response.arrayBuffer();
            if (response.status !== 200) throw new Error(`status ${response.status}`);
            samples.total.push(performance.now() - started);
            const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
            if (timing) samples.render.push(Number(timing[1]));
            if (response.headers.get('x-page-cache') === 'hit') samples.hits += 1;
          } catch {
            samples.failed += 1;
          }
        }
      }),
    );
    return samples;
  }

  const api = await startBuiltApi({ dataDir: path.join(work, 'data'), port });
  const servers = new Worker(fileURLToPath(import.meta.url), { workerData: { port, apiUrl, work } });
  try {
    await new Promise((resolve, reject) => {
      servers.once('message', resolve);
      servers.once('error', reject);
    });
    const shells = [
      { name: 'page cache off', port: port + 2 },
      { name: 'page cache on', port: port + 3 },
    ];
    const cars = await (await fetch(`${apiUrl}/api/products?pageSize=20`)).json();
    const results = [];
    for (const shell of shells) {
      const urls = cars.map((car) => `http://127.0.0.1:${shell.port}/products/${car._id}`);
      await load(urls, Date.now() + Number(values.warmup) * 1000);
      results.push({ ...shell, samples: await load(urls, Date.now() + seconds * 1000) });
    }
    console.log(`Product pages, ${users} users at once for ${seconds} s each (${cars.length} cars in turn):`);
    for (const { name, samples } of results) {
      console.log(`  ${name}`);
      console.log(`    render time   ${summary(samples.render).join(', ')}`);
      console.log(`    whole answer  ${summary(samples.total).join(', ')}`);
      console.log(
        `    ${(samples.total.length / seconds).toFixed(0)} pages/s, ${samples.hits} from the page cache, ${samples.failed} failed`,
      );
    }
    const [off, on] = results.map(({ samples }) => samples.total.length);
    console.log(`  pages/s with the page cache: ${(on / off).toFixed(1)}x those without`);
  } finally {
    await servers.terminate();
    await api.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
