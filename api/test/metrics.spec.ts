import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Product } from '@usedcars/contract/types';
import { SearchIndex } from '../src/catalog';
import { MailDispatcher, OutboxMail } from '../src/mail';
import { Metrics, UNMATCHED_ROUTE } from '../src/metrics';
import { DEMO, login } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { listen, LiveStream } from './live-stream';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, one sample a line (comments skipped). */
function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key as string] = value as string;
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample named `name` with these labels (others may be present), or undefined. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} names ${found.length} samples`);
  return found[0]?.value;
}

/** The API's metric names the dashboard and the alerts in deploy/ use (the web servers' are web-server's test's). */
function deployedApiMetricNames(): string[] {
  const deploy = resolve(__dirname, '..', '..', 'deploy');
  const text = ['grafana/usedcars-dashboard.json', 'prometheus/alerts.yml']
    .map((file) => readFileSync(resolve(deploy, file), 'utf8'))
    .join('\n');
  const names = new Set(text.match(/\busedcars_\w+/g));
  return [...names].filter((name) => !name.startsWith('usedcars_web_'));
}

/** A port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Metrics on their own port (METRICS_PORT)', () => {
  let testApp: TestApp;
  /** The public port, listening as in production. */
  let api: string;
  let metricsUrl: string;

  const scrape = async (): Promise<Sample[]> => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseSamples(await response.text());
  };

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { METRICS_PORT: '0', SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
    });
    api = await listen(testApp.app);
    const address = testApp.app.get(Metrics).address;
    expect(address?.address).toBe('127.0.0.1');
    metricsUrl = `http://127.0.0.1:${address!.port}/metrics`;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('counts requests by route pattern and status, never by the address asked, with latency histograms', async () => {
    const products = (await (await fetch(`${api}/api/products?pageSize=2`)).json()) as Product[];
    expect(products).toHaveLength(2);
    const unknownPath = `/api/no-such-route-${Date.now()}`;
    const route = '/api/product/:id';
    const ok = { method: 'GET', route, status: '200' };
    const missing = { method: 'GET', route, status: '404' };
    const unmatched = { method: 'GET', route: UNMATCHED_ROUTE, status: '404' };
    const before = await scrape();

    for (const product of products)
      expect((await fetch(`${api}/api/product/${product._id}`)).status).toBe(200);
    expect((await fetch(`${api}/api/product/0190f0f0-0000-7000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${api}${unknownPath}`)).status).toBe(404);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    expect(moved('usedcars_http_requests_total', ok)).toBe(2);
    expect(moved('usedcars_http_requests_total', missing)).toBe(1);
    expect(moved('usedcars_http_requests_total', unmatched)).toBe(1);
    // The histogram: every answer in the +Inf bucket, a positive total time.
    expect(moved('usedcars_http_request_duration_seconds_count', ok)).toBe(2);
    expect(moved('usedcars_http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBe(2);
    expect(moved('usedcars_http_request_duration_seconds_sum', ok)).toBeGreaterThan(0);
    expect(moved('usedcars_http_request_duration_seconds_bucket', { ...ok, le: '10' })).toBe(2);
    // No label holds what a client sent: not the ids, not the unknown address.
    const labelValues = after.flatMap((sample) => Object.values(sample.labels)).join('\n');
    for (const sent of [...products.map((product) => product._id), unknownPath, 'no-such-route']) {
      expect(labelValues).not.toContain(sent);
    }
  });

  it('is not served on the public port, and its own port serves only GET /metrics', async () => {
    for (const path of ['/metrics', '/api/metrics', '/api/metrics/']) {
      const response = await fetch(`${api}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('usedcars_');
    }
    const metricsOrigin = new URL(metricsUrl).origin;
    expect((await fetch(`${metricsOrigin}/`)).status).toBe(404);
    expect((await fetch(`${metricsOrigin}/api/products`)).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
  });

  it("tells the search index's size and lag", async () => {
    await testApp.app.get(SearchIndex).ready();
    const listed = Number((await fetch(`${api}/api/products`)).headers.get('x-total-count'));
    expect(listed).toBeGreaterThan(0);
    const samples = await scrape();
    expect(valueOf(samples, 'usedcars_search_index_ready')).toBe(1);
    expect(valueOf(samples, 'usedcars_search_index_listings')).toBe(listed);
    expect(valueOf(samples, 'usedcars_search_index_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'usedcars_search_index_lag_seconds')).toBe(0);
    expect(valueOf(samples, 'usedcars_search_index_writes_behind')).toBe(0);
    expect(valueOf(samples, 'usedcars_search_index_catch_up_failures_total')).toBe(0);
  });

  it('tells the outbox backlog and the failed sends', async () => {
    const outbox = testApp.dataSource.getRepository(OutboxMail);
    const response = await fetch(`${api}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.buyer }),
    });
    expect(response.status).toBe(200);
    // The mail server is down: the dispatcher's attempt fails, and the mail waits for its next one.
    const deadline = Date.now() + 15_000;
    let samples = await scrape();
    while ((valueOf(samples, 'usedcars_mail_send_failures_total') ?? 0) < 1) {
      if (Date.now() > deadline) throw new Error('no failed send was counted');
      await new Promise((resolve) => setTimeout(resolve, 200));
      samples = await scrape();
    }
    // Stopped, the dispatcher leaves the outbox as a stuck one would; the mail's retry is now two minutes overdue.
    await testApp.app.get(MailDispatcher).beforeApplicationShutdown();
    const mail = await outbox.findOneByOrFail({ recipient: DEMO.buyer, kind: 'password-reset' });
    expect(mail).toMatchObject({ state: 'queued', attempts: 1 });
    await outbox.update({ id: mail.id }, { nextAttemptAt: new Date(Date.now() - 120_000) });

    samples = await scrape();
    const queued = await outbox.countBy({ state: 'queued' });
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'usedcars_mail_outbox_queued')).toBe(queued);
    expect(valueOf(samples, 'usedcars_mail_outbox_due')).toBeGreaterThanOrEqual(1);
    const oldest = valueOf(samples, 'usedcars_mail_outbox_oldest_due_seconds')!;
    expect(oldest).toBeGreaterThanOrEqual(120);
    expect(oldest).toBeLessThan(600);
    expect(valueOf(samples, 'usedcars_mail_outbox_failed')).toBe(await outbox.countBy({ state: 'failed' }));
    expect(valueOf(samples, 'usedcars_mail_sent_total')).toBe(0);
  });

  it('tells the live streams open on the instance', async () => {
    const buyer = await login(testApp.http, DEMO.buyer);
    const open = () => scrape().then((samples) => valueOf(samples, 'usedcars_live_streams_open'));
    expect(await open()).toBe(0);
    const stream = await LiveStream.open(api, { Authorization: `Bearer ${buyer.token}` });
    expect(await open()).toBe(1);
    stream.close();
    const deadline = Date.now() + 5_000;
    while ((await open()) !== 0) {
      if (Date.now() > deadline) throw new Error('the closed stream is still counted');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // How long a page kept its stream open is no answer's latency: the stream's route has no time in the histogram.
    const samples = await scrape();
    const route = { route: '/api/live/events' };
    expect(valueOf(samples, 'usedcars_http_request_duration_seconds_count', route)).toBeUndefined();
  });

  it('refuses to start on a metrics port already taken, saying which setting', async () => {
    const taken = String(new URL(metricsUrl).port);
    await expect(createTestApp({ env: { METRICS_PORT: taken } })).rejects.toThrow(
      `The metrics cannot listen on METRICS_PORT ${taken}: listen EADDRINUSE`,
    );
  });

  it('has every metric that the dashboard and the alerts in deploy/ name', async () => {
    const text = await (await fetch(metricsUrl)).text();
    const described = new Set([...text.matchAll(/^# TYPE (\w+) (\w+)$/gm)].map((match) => match[1]));
    const sqlite = testApp.dataSource.options.type === 'better-sqlite3';
    const names = deployedApiMetricNames();
    expect(names.length).toBeGreaterThan(10);
    const missing = names.filter(
      (name) =>
        !described.has(name.replace(/_(bucket|count|sum)$/, '')) &&
        // SQLite has no pool.
        !(sqlite && name.startsWith('usedcars_db_pool_')),
    );
    expect(missing).toEqual([]);
  });

  it("tells the database's query times and pool, and the event loop's lag", async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'usedcars_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(
      0,
    );
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (testApp.dataSource.options.type === 'better-sqlite3') {
      // One connection, no pool.
      expect(valueOf(samples, 'usedcars_db_pool_max_connections')).toBeUndefined();
      return;
    }
    const max = valueOf(samples, 'usedcars_db_pool_max_connections')!;
    const inUse = valueOf(samples, 'usedcars_db_pool_connections', { state: 'in_use' })!;
    const idle = valueOf(samples, 'usedcars_db_pool_connections', { state: 'idle' })!;
    expect(max).toBeGreaterThan(0);
    expect(inUse).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThan(0);
    expect(inUse + idle).toBeLessThanOrEqual(max);
    expect(valueOf(samples, 'usedcars_db_pool_waiting_requests')).toBe(0);
  });
});
