// The web server's metrics (metrics.ts) on their own port: a server-rendered page counted as a page-cache miss with
// its render time, served again as a hit, rendered afresh once its data changed; the page cache's size; and the
// app's own port never serving them. A small shell build stands in for the real one (its server entry reads one API
// path, which a stand-in API answers with an ETag), so that this runs without the front-end builds.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createWebMetrics } from '../src/metrics.js';
import { createApp, parseOptions } from '../src/server.js';
import { SHELL_ROUTES, SPA_HTML, urlOf } from './public-pages-fixtures.js';
import { ROOT } from './built-api.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'web-metrics-'));
/** The stand-in API's answer for the page's one read, and its ETag. */
let answers = { etag: '"answers-1"', body: ['Yes'] };
let api: Server;
let app: Server;
let metricsServer: Server;
let appUrl: string;
let metricsUrl: string;

function listening(server: Server): Promise<Server> {
  server.listen(0, '127.0.0.1');
  return new Promise((resolve) => server.once('listening', () => resolve(server)));
}

before(async () => {
  api = await listening(
    createServer((req, res) => {
      if (req.url !== '/api/faq-answers') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
        return;
      }
      if (req.headers['if-none-match'] === answers.etag) {
        res.writeHead(304, { etag: answers.etag }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', etag: answers.etag });
      res.end(JSON.stringify(answers.body));
    }),
  );
  const root = path.join(work, 'shell');
  mkdirSync(path.join(root, 'server'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), SPA_HTML);
  writeFileSync(
    path.join(root, 'site-routes.json'),
    JSON.stringify({ ...SHELL_ROUTES, topLevelRemotes: [] }),
  );
  // The shell's server entry, as its build makes it: renders a page's #root from its API reads.
  writeFileSync(
    path.join(root, 'server', 'server.js'),
    `exports.renderPage = async ({ fetchApi }) => {
      const answers = await (await fetchApi('/api/faq-answers')).json();
      return { status: 200, html: '<main>' + answers.length + ' answers</main>', styles: '', state: { answers } };
    };`,
  );
  const remotesFile = path.join(work, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ remotes: [] }));
  const metrics = createWebMetrics({ app: 'shell' });
  metricsServer = await metrics.listen(0, '127.0.0.1');
  metricsUrl = `${urlOf(metricsServer)}/metrics`;
  app = await listening(
    createServer(
      createApp({
        root,
        api: `${urlOf(api)}/`,
        files: [{ urlPath: '/remotes.json', filePath: remotesFile }],
        cors: false,
        publicPages: true,
        metrics,
        // Long deadlines: a busy machine must not turn a render into a fallback page.
        apiTimeoutMs: 60_000,
        renderTimeoutMs: 60_000,
        checkTimeoutMs: 60_000,
      }),
    ),
  );
  appUrl = urlOf(app);
});

after(() => {
  for (const server of [app, metricsServer, api]) {
    server?.close();
    server?.closeAllConnections();
  }
  rmSync(work, { recursive: true, force: true });
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape (Prometheus's text format). */
async function scrape(): Promise<Sample[]> {
  const response = await fetch(metricsUrl);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  const samples: Sample[] = [];
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    assert.ok(match, `not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key as string] = value as string;
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of the shell named `name` with these labels (others may be present). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = { app: 'shell', ...labels };
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(wanted).every(([key, value]) => sample.labels[key] === value),
  );
  assert.ok(found.length <= 1, `${name} ${JSON.stringify(labels)} names ${found.length} samples`);
  return found[0]?.value;
}

async function faqPage(): Promise<string | null> {
  const response = await fetch(`${appUrl}/faq`, { headers: { accept: 'text/html' } });
  assert.equal(response.status, 200);
  assert.match(await response.text(), /<main>\d+ answers<\/main>/);
  return response.headers.get('x-page-cache');
}

test('counts rendered pages as page-cache hits and misses, with render times and the size of the cache', async () => {
  let samples = await scrape();
  assert.equal(valueOf(samples, 'usedcars_web_page_cache_requests_total', { result: 'miss' }), 0);
  assert.equal(valueOf(samples, 'usedcars_web_page_cache_pages'), 0);

  assert.equal(await faqPage(), 'miss');
  assert.equal(await faqPage(), 'hit');
  samples = await scrape();
  assert.equal(valueOf(samples, 'usedcars_web_page_cache_requests_total', { result: 'miss' }), 1);
  assert.equal(valueOf(samples, 'usedcars_web_page_cache_requests_total', { result: 'hit' }), 1);
  assert.equal(valueOf(samples, 'usedcars_web_page_render_seconds_count', { cache: 'miss' }), 1);
  assert.equal(valueOf(samples, 'usedcars_web_page_render_seconds_count', { cache: 'hit' }), 1);
  assert.ok(valueOf(samples, 'usedcars_web_page_render_seconds_sum', { cache: 'miss' })! > 0);
  assert.equal(valueOf(samples, 'usedcars_web_page_render_seconds_bucket', { le: '+Inf', cache: 'miss' }), 1);
  assert.equal(valueOf(samples, 'usedcars_web_page_cache_pages'), 1);
  assert.ok(valueOf(samples, 'usedcars_web_page_cache_bytes')! > 0);
  // The process's own, the event loop's lag among them.
  assert.ok(valueOf(samples, 'nodejs_eventloop_lag_seconds')! >= 0);

  // The page's data changed: rendered afresh, a miss; the page replaces its old copy.
  answers = { etag: '"answers-2"', body: ['Yes', 'No'] };
  assert.equal(await faqPage(), 'miss');
  samples = await scrape();
  assert.equal(valueOf(samples, 'usedcars_web_page_cache_requests_total', { result: 'miss' }), 2);
  assert.equal(valueOf(samples, 'usedcars_web_page_cache_requests_total', { result: 'hit' }), 1);
  assert.equal(valueOf(samples, 'usedcars_web_page_cache_pages'), 1);
});

test("has every web server's metric that the dashboard and the alerts in deploy/ name", async () => {
  const deployed = ['deploy/grafana/usedcars-dashboard.json', 'deploy/prometheus/alerts.yml']
    .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
    .join('\n');
  const names = [...new Set(deployed.match(/\busedcars_web_\w+/g))];
  assert.ok(names.length >= 3, names.join());
  const described = new Set((await scrape()).map((sample) => sample.name));
  assert.deepEqual(
    names.filter((name) => !described.has(name)),
    [],
  );
});

test("the app's own port never serves the metrics, and their port serves only GET /metrics", async () => {
  for (const accept of ['text/plain;version=0.0.4', '*/*', 'text/html']) {
    const response = await fetch(`${appUrl}/metrics`, { headers: { accept } });
    assert.doesNotMatch(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    assert.doesNotMatch(await response.text(), /usedcars_|nodejs_/);
  }
  const origin = new URL(metricsUrl).origin;
  assert.equal((await fetch(`${origin}/`)).status, 404);
  assert.equal((await fetch(`${origin}/faq`)).status, 404);
  assert.equal((await fetch(metricsUrl, { method: 'POST' })).status, 404);
});

test('--metrics-port turns the metrics on, on loopback unless --metrics-host says otherwise', () => {
  assert.equal(parseOptions(['--root', 'dist'], {}).metricsPort, null);
  const on = parseOptions(['--root', 'dist', '--metrics-port', '9465'], {});
  assert.deepEqual([on.metricsPort, on.metricsHost], [9465, '127.0.0.1']);
  const fromEnv = parseOptions(['--root', 'dist'], {
    WEB_METRICS_PORT: '9466',
    WEB_METRICS_HOST: '10.0.0.7',
  });
  assert.deepEqual([fromEnv.metricsPort, fromEnv.metricsHost], [9466, '10.0.0.7']);
  assert.throws(() => parseOptions(['--root', 'dist', '--metrics-port', 'x'], {}), /--metrics-port must be/);
  assert.throws(
    () => parseOptions(['--root', 'dist', '--metrics-port', '70000'], {}),
    /--metrics-port must be/,
  );
});
