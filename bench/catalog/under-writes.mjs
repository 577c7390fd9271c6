#!/usr/bin/env node
// `npm run bench:writes [-- --size 1000000 --instances 1,2 --duration 60 --connections 10]`
// The catalogue under writes (issue #22, item 5): API instances on the generated catalogue bench_catalog_<size>
// (generate.mjs), sharing Redis and an S3 bucket as `API_INSTANCES=N npm start` does, read by shoppers spread over
// every instance — varied searches and their facets (the stream of run.mjs), and lists: the first page, category
// pages, advertised cars, car pages — while a writer lists a car every --listing-every-ms, sells one of its cars
// every 5th listing (booking, card, settle) and reports one every 3rd. After each write it searches through another
// instance than the one written to, and counts whether the write was already there (a new car found, a sold one
// gone). Records the reads' p50/p95/p99/max per group and the writes for each instance count, side by side.
// The writer's accounts, cars, orders and reports are deleted at the end, so the catalogue stays as generated.
// With `--replica-url mysql://host:port` (a replica of BENCH_MYSQL_URL's server, e.g. catalog/replica-pair.mjs), each
// instance count runs twice in the same run: every read on the primary, then the public reads on the replica
// (DATABASE_REPLICA_URLS), recorded side by side.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import {
  benchApiEnv,
  buildApi,
  databaseUrl,
  sharedStateEnv,
  startApi,
  startS3StandIn,
  stopApi,
  waitForSearchIndex,
} from '../lib/api-server.mjs';
import {
  book,
  call,
  confirmCard,
  createListing,
  createPaymentIntent,
  settleOrder,
  signup,
  uploadImage,
} from '../lib/marketplace-client.mjs';
import { fail, positiveInt } from '../lib/options.mjs';
import { prng } from '../lib/random.mjs';
import { describeMachine, markdownTable, recordSection } from '../lib/results.mjs';
import { measureLoad } from '../lib/measure.mjs';
import { variedStream } from './varied-stream.mjs';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    instances: { type: 'string', default: '1,2' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '10' },
    'listing-every-ms': { type: 'string', default: '1000' },
    port: { type: 'string', default: '3500' },
    's3-port': { type: 'string', default: '3519' },
    'no-record': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'replica-url': { type: 'string' },
  },
});
/** The replica's server (no database): the API reads DATABASE on it. */
const REPLICA_SERVER = values['replica-url']?.replace(/\/+$/, '');
const SIZE = positiveInt(values, 'size');
const DURATION = positiveInt(values, 'duration');
const CONNECTIONS = positiveInt(values, 'connections');
const LISTING_EVERY_MS = positiveInt(values, 'listing-every-ms');
const PORT = positiveInt(values, 'port');
const INSTANCE_COUNTS = values.instances.split(',').map(Number);
if (!INSTANCE_COUNTS.every((n) => Number.isInteger(n) && n >= 1 && n <= 8))
  fail('--instances must list instance counts from 1 to 8, e.g. 1,2');
const DATABASE = `bench_catalog_${SIZE}`;
const P95_GOAL_MS = 50;
/** Half the connections search, one asks for facets, the rest open lists and car pages. */
const SEARCH_CLIENTS = Math.max(1, Math.round(CONNECTIONS / 2));
const LIST_CLIENTS = Math.max(1, CONNECTIONS - SEARCH_CLIENTS - 1);
const MAX_GOAL_MS = 1000;
/** The writer's cars: a model no generated listing has, so a search for one finds exactly that car. */
const MODEL_PREFIX = 'Bench Write';

/** A group's failures and what they were: `2 (404: 2)`. */
const failuresOf = ({ failures, failed }) =>
  failures === 0
    ? '0'
    : `${failures} (${Object.entries(failed)
        .map(([what, times]) => `${what}: ${times}`)
        .join(', ')})`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lists shoppers open besides searching; `ids` are cars to open. */
function listStream(seed, ids, categories) {
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return () => {
    const roll = random();
    if (roll < 0.25) return '/api/products';
    if (roll < 0.5) return `/api/category/${pick(categories)}`;
    if (roll < 0.7) return '/api/advertise-product';
    return `/api/product/${pick(ids)}`;
  };
}

/** Reads over every instance for the run's duration: p50/p95/p99/max rounded to 0.1 ms, requests, failures. */
async function read(urls, clients, next) {
  const measured = await measureLoad({ url: urls, seconds: DURATION, clients, next });
  const ms = (value) => Math.round(value * 10) / 10;
  return {
    requests: measured.requests,
    p50: ms(measured.p50),
    p95: ms(measured.p95),
    p99: ms(measured.p99),
    max: ms(measured.max),
    failures: measured.failures,
    failed: measured.failed,
  };
}

/** The writer: its accounts, then a steady stream of listings, sales and reports until `stop()`. */
async function writer(urls, runId) {
  const account = async (role) => {
    const response = await signup(urls[0], role);
    if (response.status !== 201) throw new Error(`writer ${role} sign-up: ${response.status}`);
    return { id: response.body.user.uid, token: response.body.token };
  };
  const [seller, buyer, reporter] = [await account('Seller'), await account('Buyer'), await account('Buyer')];
  const uploaded = await uploadImage(urls[0], seller.token);
  if (uploaded.status !== 201) throw new Error(`writer upload: ${uploaded.status}`);
  const image = uploaded.body.data;
  const stats = { listings: 0, sales: 0, reports: 0, visibleNext: 0, checked: 0, failures: [] };
  const unsold = [];
  let running = true;
  /** Whether a search through `url` for `model` finds `expected` cars. */
  const searchFinds = async (url, model, expected) => {
    const query = new URLSearchParams({ brand: 'toyota', model });
    const response = await call(url, 'GET', `/api/products?${query}`);
    stats.checked += 1;
    if (Number(response.headers.get('x-total-count')) === expected) stats.visibleNext += 1;
  };
  const expectOk = (what, response) => {
    if (response.status >= 200 && response.status < 300) return true;
    stats.failures.push(`${what}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
    return false;
  };

  const loop = (async () => {
    for (let n = 0; running; n += 1) {
      const tick = Date.now();
      const at = urls[n % urls.length];
      const elsewhere = urls[(n + 1) % urls.length];
      const model = `${MODEL_PREFIX} ${runId}-${n}`;
      const listing = await createListing(at, seller.token, image, n, { model });
      if (expectOk('listing', listing)) {
        stats.listings += 1;
        unsold.push({ id: listing.body.insertedId, model });
        await searchFinds(elsewhere, model, 1);
      }
      if (n % 5 === 4 && unsold.length > 0) await sell(unsold.shift(), at, elsewhere);
      if (n % 3 === 2 && unsold.length > 0) {
        const report = await call(at, 'POST', '/api/reports', {
          token: reporter.token,
          json: { productID: unsold.at(-1).id, reason: 'wrong_details' },
        });
        if (expectOk('report', report)) stats.reports += 1;
      }
      await sleep(Math.max(0, LISTING_EVERY_MS - (Date.now() - tick)));
    }
  })();

  async function sell(car, at, elsewhere) {
    const order = await book(at, buyer.token, car.id);
    if (!expectOk('booking', order)) return;
    const intent = await createPaymentIntent(at, buyer.token, order.body._id);
    if (!expectOk('payment intent', intent)) return;
    const confirmed = await confirmCard(at, intent.body.clientSecret);
    if (!expectOk('card', confirmed)) return;
    const settled = await settleOrder(at, buyer.token, order.body._id, car.id);
    if (!expectOk('settle', settled)) return;
    stats.sales += 1;
    await searchFinds(elsewhere, car.model, 0);
  }

  return {
    ids: { seller: seller.id, buyer: buyer.id, reporter: reporter.id },
    stats,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/**
 * Deletes what the writer made: its accounts and everything tied to them (cars, orders, reports, payments,
 * notifications, mails, verification links), and its models' price segments.
 */
async function removeWrites(connection, ids) {
  const users = Object.values(ids);
  const [cars] = await connection.query('SELECT id FROM products WHERE authorId IN (?)', [users]);
  const carIds = cars.map((car) => car.id);
  const [emails] = await connection.query('SELECT email FROM users WHERE id IN (?)', [users]);
  await connection.query('SET FOREIGN_KEY_CHECKS = 0');
  if (carIds.length > 0) {
    for (const table of ['orders', 'reports', 'wishlist_entries', 'conversations'])
      await connection.query(`DELETE FROM \`${table}\` WHERE productId IN (?)`, [carIds]);
    await connection.query('DELETE FROM products WHERE id IN (?)', [carIds]);
  }
  await connection.query('DELETE FROM sandbox_payment_intents WHERE metadata LIKE ?', [`%${ids.buyer}%`]);
  await connection.query('DELETE FROM price_segments WHERE modelKey LIKE ?', [
    `${MODEL_PREFIX.toLowerCase()}%`,
  ]);
  for (const table of ['notifications', 'email_verifications', 'saved_searches'])
    await connection.query(`DELETE FROM \`${table}\` WHERE userId IN (?)`, [users]);
  if (emails.length > 0)
    await connection.query('DELETE FROM outbox_mails WHERE recipient IN (?)', [
      emails.map((row) => row.email),
    ]);
  await connection.query('DELETE FROM users WHERE id IN (?)', [users]);
  await connection.query('SET FOREIGN_KEY_CHECKS = 1');
  const [[{ count }]] = await connection.query('SELECT COUNT(*) AS count FROM products');
  if (Number(count) !== SIZE)
    console.warn(`warning: ${DATABASE} holds ${count} listings after the clean-up, not ${SIZE}`);
}

async function measure(instances, sample, readsFrom = 'primary') {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-writes-'));
  const logFile = path.join(workDir, 'api.log');
  const s3 = instances > 1 ? await startS3StandIn(path.join(workDir, 's3'), Number(values['s3-port'])) : null;
  const first = benchApiEnv({ port: PORT, database: DATABASE, dataDir: path.join(workDir, 'data-1') });
  const envs = Array.from({ length: instances }, (_, i) => ({
    ...first,
    ...(instances > 1 ? { ...sharedStateEnv(`bench-writes-${path.basename(workDir)}:`), ...s3.env } : {}),
    SEED_DEMO_DATA: 'false',
    ...(readsFrom === 'replica' ? { DATABASE_REPLICA_URLS: `${REPLICA_SERVER}/${DATABASE}` } : {}),
    PORT: String(PORT + i),
    DATA_DIR: path.join(workDir, `data-${i + 1}`),
    INSTANCE_NAME: `api-${i + 1}`,
  }));
  const apis = [];
  for (const env of envs) apis.push(await startApi(env, logFile));
  const urls = apis.map((api) => api.baseUrl);
  console.log(
    `${instances} instance(s) on ${DATABASE}, reads from the ${readsFrom}: ${urls.join(', ')}; API log ${logFile}`,
  );
  // Every instance's search index loaded (SQL answers meanwhile), and its lists cached, before the clock starts.
  for (const url of urls) {
    const loadMs = await waitForSearchIndex(url);
    console.log(`${url}: search index loaded ${(loadMs / 1000).toFixed(1)} s after start-up`);
    const warm = variedStream(1);
    for (let i = 0; i < 50; i += 1) await call(url, 'GET', warm());
  }

  const write = await writer(urls, path.basename(workDir).slice(-6));
  const [searches, facets, lists] = await Promise.all([
    read(urls, SEARCH_CLIENTS, variedStream(2026_11_26 + instances)),
    read(urls, 1, variedStream(2026_11_27 + instances, '/api/products/facets')),
    read(urls, LIST_CLIENTS, listStream(instances, sample.ids, sample.categories)),
  ]);
  await write.stop();
  // What each instance thought of the replica at the end (GET /health: state and lag).
  const replicaHealth =
    readsFrom === 'replica'
      ? (
          await Promise.all(
            urls.map(async (url) => {
              const health = (await call(url, 'GET', '/api/health')).body;
              return (health.replicas ?? [])
                .map((replica) => `${replica.state}, lag ${replica.lagSeconds.toFixed(3)} s`)
                .join('; ');
            }),
          )
        ).join(' / ')
      : '';
  for (const api of apis) await stopApi(api.child);
  await s3?.stop();
  const connection = await mysql.createConnection({ uri: databaseUrl(DATABASE) });
  try {
    await removeWrites(connection, write.ids);
  } finally {
    await connection.end();
  }
  return { instances, readsFrom, replicaHealth, searches, facets, lists, writes: write.stats };
}

async function main() {
  const commandLine = `npm run bench:writes -- ${process.argv.slice(2).join(' ')}`.trim();
  if (!values['no-build']) await buildApi();
  const connection = await mysql.createConnection({ uri: databaseUrl(DATABASE) }).catch(() => null);
  if (!connection)
    fail(`${DATABASE} is missing: generate it with node bench/catalog/generate.mjs --size ${SIZE}`);
  const machine = await describeMachine(connection);
  // Listed cars: public, not held, unsold, by an account that still exists (a closed account's cars answer 410).
  const [ids] = await connection.query(
    'SELECT p.id FROM products p INNER JOIN users a ON a.id = p.authorId AND a.deletedAt IS NULL ' +
      'WHERE p.sold = 0 AND p.deletedAt IS NULL AND p.takenDownAt IS NULL AND p.heldForReviewAt IS NULL ' +
      'ORDER BY p.id DESC LIMIT 500',
  );
  const [categories] = await connection.query('SELECT value FROM categories');
  await connection.end();
  const sample = { ids: ids.map((row) => row.id), categories: categories.map((row) => row.value) };

  const results = [];
  const modes = REPLICA_SERVER ? ['primary', 'replica'] : ['primary'];
  for (const [instances, readsFrom] of INSTANCE_COUNTS.flatMap((n) => modes.map((mode) => [n, mode]))) {
    const result = await measure(instances, sample, readsFrom);
    results.push(result);
    const { searches, facets, lists, writes } = result;
    console.log(
      `${instances} instance(s), reads from the ${readsFrom}: searches p95 ${searches.p95} ms (max ${searches.max}), lists p95 ${lists.p95} ms ` +
        `(max ${lists.max}), failures ${failuresOf(searches)} / ${failuresOf(facets)} / ${failuresOf(lists)}; ` +
        `${writes.listings} listings, ${writes.sales} sales, ${writes.reports} reports, ` +
        `${writes.visibleNext}/${writes.checked} writes seen by the next search on another instance` +
        (writes.failures.length > 0 ? `; write failures: ${writes.failures.slice(0, 5).join(' | ')}` : ''),
    );
  }

  const met = (group) => group.p95 <= P95_GOAL_MS && group.max <= MAX_GOAL_MS && group.failures === 0;
  const rows = results.flatMap(({ instances, readsFrom, searches, facets, lists }) =>
    [
      ['searches (varied)', searches],
      ['facets (varied)', facets],
      ['lists and car pages', lists],
    ].map(([name, group]) => [
      instances,
      ...(REPLICA_SERVER ? [readsFrom] : []),
      name,
      group.requests,
      (group.requests / DURATION).toFixed(1),
      group.p50,
      group.p95,
      group.p99,
      group.max,
      failuresOf(group),
      name === 'facets (varied)' ? '—' : met(group) ? 'met' : 'missed',
    ]),
  );
  const writeRows = results.map(({ instances, readsFrom, replicaHealth, writes }) => [
    instances,
    ...(REPLICA_SERVER ? [readsFrom] : []),
    writes.listings,
    writes.sales,
    writes.reports,
    `${writes.visibleNext} / ${writes.checked}`,
    writes.failures.length,
    ...(REPLICA_SERVER ? [readsFrom === 'replica' ? replicaHealth : '—'] : []),
  ]);
  if (!values['no-record']) {
    const file = recordSection(
      REPLICA_SERVER ? 'under-writes-replica' : 'under-writes',
      [
        REPLICA_SERVER
          ? '## The catalogue under writes, reading from a replica (`bench/catalog/under-writes.mjs --replica-url`)'
          : '## The catalogue under writes (`bench/catalog/under-writes.mjs`)',
        '',
        `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${commandLine}\` on ${DATABASE}.`,
        '',
        `Machine: ${machine}.`,
        '',
        `${CONNECTIONS} autocannon connections spread over the instances for ${DURATION} s each run: ` +
          `${SEARCH_CLIENTS} sending varied searches (run.mjs's stream), 1 their facets, the rest lists (first page, ` +
          'category pages, advertised cars, car pages). Meanwhile one writer lists a car every ' +
          `${LISTING_EVERY_MS} ms, sells one of its cars every 5th listing and reports one every 3rd; after each ` +
          'write it searches through another instance. Goals: p95 ≤ 50 ms and nothing over 1 s for searches and ' +
          'lists, every write in the next search.' +
          (REPLICA_SERVER
            ? ` Each instance count twice: every read on the primary, then the public reads on the replica ` +
              `${REPLICA_SERVER} (DATABASE_REPLICA_URLS; lag limit 5 s).`
            : ''),
        '',
        markdownTable(
          [
            'instances',
            ...(REPLICA_SERVER ? ['reads from'] : []),
            'reads',
            'requests',
            'req/s',
            'p50 ms',
            'p95 ms',
            'p99 ms',
            'max ms',
            'failures',
            'goal',
          ],
          rows,
        ),
        '',
        markdownTable(
          [
            'instances',
            ...(REPLICA_SERVER ? ['reads from'] : []),
            'listings',
            'sales',
            'reports',
            'writes seen by the next search on another instance',
            'write failures',
            ...(REPLICA_SERVER ? ['replica at the end (GET /health, per instance)'] : []),
          ],
          writeRows,
        ),
      ].join('\n'),
    );
    console.log(`Recorded in ${path.relative(process.cwd(), file)}`);
  }
  const failed = results.some((r) => r.writes.failures.length > 0 || r.writes.visibleNext < r.writes.checked);
  process.exit(failed ? 1 : 0);
}

await main();
