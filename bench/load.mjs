#!/usr/bin/env node
// Load (issue #7, item 6): a mixed workload held against the API on MySQL, mostly browsing and search, some
// wish-listing, booking and card payment by logged-in buyers, with autocannon. Records throughput and p50/p95/p99
// latency per kind of request and in total in bench/RESULTS.md; exits 1 on any error (a 5xx, a timeout, a failed
// connection or a status the API should not answer). Statuses that are right by design when buyers race (409 for
// a car sold or booked meanwhile, 404 for a wish-list entry removed meanwhile) are counted apart.
//
//   npm run bench:load                        60 s, 10 connections, 3000 extra listings
//   npm run bench:load -- --duration 10       a quick try
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  benchApiEnv,
  buildApi,
  connectDatabase,
  resetDatabase,
  ROOT,
  startApi,
  stopApi,
} from './lib/api-server.mjs';
import {
  bookingBody,
  call,
  CONDITIONS,
  LOCATIONS,
  PAYING_CARD,
  signup,
  SORTS,
} from './lib/marketplace-client.mjs';
import { positiveInt } from './lib/options.mjs';
import { describeMachine, markdownTable, quantile, recordSection } from './lib/results.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '10' },
    listings: { type: 'string', default: '3000' },
    buyers: { type: 'string', default: '20' },
    port: { type: 'string', default: '3320' },
    database: { type: 'string', default: 'bench_load' },
    'no-record': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const DURATION_S = positiveInt(args, 'duration');
const CONNECTIONS = positiveInt(args, 'connections');
const EXTRA_LISTINGS = positiveInt(args, 'listings');
const BUYERS = positiveInt(args, 'buyers');
const PORT = positiveInt(args, 'port');
/** Bookings go to this many cars, so buyers race for them. */
const HOT_CARS = 150;
/** A buyer's wish list is kept below this (the API allows 100) by removing instead of adding. */
const WISHLIST_SOFT_LIMIT = 60;

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const chance = (p) => Math.random() < p;
const randomInt = (min, max) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * Extra listings, cloned in SQL from the demo seed's unsold cars with varied names, prices, places, conditions,
 * years and dates: thousands in a second, where the API (image upload, one listing per request) would take minutes
 * on a shared machine. Every column is copied from its template, so the rows are what the API itself writes.
 */
async function addListings(db, count) {
  const [templates] = await db.query(
    'SELECT * FROM products WHERE sold = 0 AND deletedAt IS NULL AND takenDownAt IS NULL AND heldForReviewAt IS NULL',
  );
  const columns = Object.keys(templates[0]);
  // The listing's words for text searches, as the API's listing writer keeps them (from the built API).
  const { searchWordsOf } = createRequire(import.meta.url)(
    path.join(ROOT, 'api', 'dist', 'catalog', 'search-words.js'),
  );
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const template = templates[i % templates.length];
    const createdAt = new Date(now - randomInt(0, 365 * 24 * 3600) * 1000);
    const purchaseYear = randomInt(2008, 2024);
    // Made when bought or a few years before.
    const modelYear = purchaseYear - randomInt(0, 5);
    const row = {
      ...template,
      id: randomUUID(),
      name: `${template.name} ${['LX', 'GL', 'Sport', 'Premium', 'Classic'][i % 5]} ${i}`,
      sellPriceCents: Math.round(template.sellPriceCents * (0.7 + Math.random() * 0.6)),
      location: LOCATIONS[i % LOCATIONS.length],
      condition: CONDITIONS[i % CONDITIONS.length],
      purchaseMonth: `${purchaseYear}-${String(randomInt(1, 12)).padStart(2, '0')}`,
      modelYear,
      // The listing's year, as the API writes it (its model year, else its purchase year).
      listingYear: modelYear,
      advertise: i % 25 === 0 ? 1 : 0,
      createdAt,
      updatedAt: createdAt,
    };
    row.searchWords = searchWordsOf(row);
    return columns.map((column) => row[column]);
  });
  for (let from = 0; from < rows.length; from += 500) {
    await db.query(`INSERT INTO products (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [
      rows.slice(from, from + 500),
    ]);
  }
}

/** Logged-in buyers (signed up before the run), the cars, categories, brands and search words. */
async function prepareWorkload(baseUrl, db) {
  const buyers = [];
  for (let i = 0; i < BUYERS; i += 1) {
    const response = await signup(baseUrl, 'Buyer');
    if (response.status !== 201) throw new Error(`buyer sign-up answered ${response.status}`);
    buyers.push({ uid: response.body.user.uid, token: response.body.token, wishlist: new Set() });
  }
  const [unsold] = await db.query(
    'SELECT id, name FROM products WHERE sold = 0 AND deletedAt IS NULL AND takenDownAt IS NULL AND heldForReviewAt IS NULL',
  );
  const [sold] = await db.query('SELECT id FROM products WHERE sold = 1');
  const categories = (await call(baseUrl, 'GET', '/api/categories')).body.map((c) => c.value ?? c.category);
  const brands = (await call(baseUrl, 'GET', '/api/brand')).body.map((b) => b.value ?? b.brandName);
  const words = [
    ...new Set(unsold.flatMap((p) => p.name.split(/\s+/)).filter((w) => /^[A-Za-z]{3,}$/.test(w))),
  ];
  const unsoldIds = unsold.map((p) => p.id);
  const hot = [...unsoldIds].sort(() => Math.random() - 0.5).slice(0, HOT_CARS);
  return { buyers, unsoldIds, soldIds: sold.map((p) => p.id), hot, categories, brands, words };
}

function searchPath(w) {
  const query = new URLSearchParams();
  if (chance(0.3)) query.set('q', pick(w.words));
  if (chance(0.2)) query.set('category', pick(w.categories));
  if (chance(0.2)) query.set('brand', pick(w.brands));
  if (chance(0.15)) query.set('condition', pick(CONDITIONS));
  if (chance(0.2)) query.set('location', pick(LOCATIONS));
  if (chance(0.2)) {
    const min = randomInt(0, 30) * 1000;
    query.set('minPrice', String(min));
    query.set('maxPrice', String(min + randomInt(5, 40) * 1000));
  }
  if (chance(0.15)) {
    const min = randomInt(2008, 2020);
    query.set('minYear', String(min));
    query.set('maxYear', String(min + randomInt(0, 6)));
  }
  if (chance(0.7)) query.set('sort', pick(SORTS));
  if (chance(0.3)) query.set('page', String(randomInt(2, 5)));
  if (chance(0.2)) query.set('pageSize', String(pick([12, 48, 100])));
  const text = query.toString();
  return `/api/products${text ? `?${text}` : ''}`;
}

/**
 * The kinds of request: weight (share of new requests), expected non-2xx statuses (a race lost by design), and
 * how to build one. Follow-ups of a booking (pay: intent, card, settle; or cancel) are queued and sent next.
 */
function workloadKinds(w) {
  const auth = (buyer) => ({ Authorization: `Bearer ${buyer.token}` });
  const json = (buyer, body) => ({
    headers: { ...auth(buyer), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const kinds = {
    search: { weight: 38, build: () => ({ path: searchPath(w) }) },
    detail: {
      weight: 18,
      build: () => ({ path: `/api/product/${chance(0.9) ? pick(w.unsoldIds) : pick(w.soldIds)}` }),
    },
    category: { weight: 8, build: () => ({ path: `/api/category/${pick(w.categories)}` }) },
    advertised: { weight: 6, build: () => ({ path: '/api/advertise-product' }) },
    'categories-brands': {
      weight: 4,
      build: () => ({ path: chance(0.5) ? '/api/categories' : '/api/brand' }),
    },
    'wishlist-list': {
      weight: 3,
      build: (buyer) => ({ path: `/api/wishlist/${buyer.uid}`, headers: auth(buyer) }),
    },
    'wishlist-add': {
      weight: 6,
      expected: [409], // the car was sold meanwhile
      build: (buyer, task) => {
        if (buyer.wishlist.size >= WISHLIST_SOFT_LIMIT) {
          task.kind = 'wishlist-remove';
          return kinds['wishlist-remove'].build(buyer, task);
        }
        task.productId = pick(w.hot);
        return { method: 'POST', path: '/api/wishlist', ...json(buyer, { productID: task.productId }) };
      },
      answered: (task) => task.buyer.wishlist.add(task.productId),
    },
    'wishlist-remove': {
      weight: 4,
      expected: [404], // removed by the same buyer's other request meanwhile
      build: (buyer, task) => {
        task.productId = [...buyer.wishlist][0];
        if (!task.productId) return null;
        buyer.wishlist.delete(task.productId);
        return { method: 'DELETE', path: `/api/wishlist/${task.productId}`, headers: auth(buyer) };
      },
    },
    'my-orders': {
      weight: 3,
      build: (buyer) => ({ path: `/api/orders/${buyer.uid}`, headers: auth(buyer) }),
    },
    book: {
      weight: 5,
      expected: [409], // sold, or this buyer already holds an open booking of the car
      build: (buyer, task) => {
        task.productId = pick(w.hot);
        return { method: 'POST', path: '/api/orders', ...json(buyer, bookingBody(task.productId)) };
      },
      answered: (task, body) => {
        const next = { buyer: task.buyer, productId: task.productId, orderId: JSON.parse(body)._id };
        if (chance(0.7)) w.followUps.push({ ...next, kind: 'payment-intent' });
        else if (chance(0.5)) w.followUps.push({ ...next, kind: 'cancel' });
      },
    },
    'payment-intent': {
      weight: 0,
      expected: [409], // the car was sold to another buyer meanwhile
      build: (buyer, task) => ({
        method: 'POST',
        path: '/api/create-payment-intent',
        ...json(buyer, { orderId: task.orderId }),
      }),
      answered: (task, body) =>
        w.followUps.push({ ...task, kind: 'confirm-card', clientSecret: JSON.parse(body).clientSecret }),
    },
    'confirm-card': {
      weight: 0,
      build: (buyer, task) => ({
        method: 'POST',
        path: '/api/payments/sandbox/confirm',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientSecret: task.clientSecret, card: PAYING_CARD }),
      }),
      answered: (task, body) => {
        if (JSON.parse(body).paymentIntent) w.followUps.push({ ...task, kind: 'settle' });
      },
    },
    settle: {
      weight: 0,
      expected: [409], // sold to another buyer (nothing charged), or still being captured by the webhook
      build: (buyer, task) => ({
        method: 'PATCH',
        path: `/api/orders/${task.orderId}/${task.productId}`,
        headers: auth(buyer),
      }),
      answered: (task) => {
        // Sold: later bookings go to another car.
        const index = w.hot.indexOf(task.productId);
        if (index >= 0) w.hot[index] = pick(w.unsoldIds);
      },
    },
    cancel: {
      weight: 0,
      expected: [409], // a payment of the booking started meanwhile
      build: (buyer, task) => ({
        method: 'DELETE',
        path: `/api/orders/${task.orderId}`,
        headers: auth(buyer),
      }),
    },
  };
  return kinds;
}

class Stats {
  constructor() {
    this.byKind = new Map();
  }

  kind(name) {
    if (!this.byKind.has(name))
      this.byKind.set(name, { latencies: [], ok: 0, expected: new Map(), errors: new Map() });
    return this.byKind.get(name);
  }

  static count(map, key) {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

async function runLoad(baseUrl, w, kinds) {
  const stats = new Stats();
  const newKinds = Object.entries(kinds).filter(([, kind]) => kind.weight > 0);
  const totalWeight = newKinds.reduce((sum, [, kind]) => sum + kind.weight, 0);
  const chooseKind = () => {
    let ticket = Math.random() * totalWeight;
    for (const [name, kind] of newKinds) {
      ticket -= kind.weight;
      if (ticket < 0) return name;
    }
    return newKinds[0][0];
  };
  /** What the response being handled was; set in onResponse, read by the 'response' event that follows it. */
  let answered = null;

  const url = new URL(baseUrl);
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
    requests: [
      {
        // Called for every request; `context` lives from here to this request's onResponse.
        setupRequest: (request, context) => {
          let task =
            w.followUps.length > 0 ? w.followUps.shift() : { kind: chooseKind(), buyer: pick(w.buyers) };
          let built = kinds[task.kind].build(task.buyer, task);
          if (!built) {
            task = { kind: 'search', buyer: task.buyer };
            built = kinds.search.build(task.buyer, task);
          }
          context.task = task;
          return {
            ...request,
            method: 'GET',
            body: undefined,
            ...built,
            headers: { host: url.host, ...(built.headers ?? {}) },
          };
        },
        onResponse: (status, body, context) => {
          const task = context.task;
          const kind = kinds[task.kind];
          const record = stats.kind(task.kind);
          if (status >= 200 && status < 300) {
            record.ok += 1;
            kind.answered?.(task, body);
          } else if (kind.expected?.includes(status)) {
            Stats.count(record.expected, status);
          } else {
            Stats.count(record.errors, `${status} ${String(body).slice(0, 160)}`);
          }
          answered = task.kind;
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    if (answered) stats.kind(answered).latencies.push(responseTime);
    answered = null;
  });
  autocannon.track(instance, { renderProgressBar: process.stdout.isTTY, renderResultsTable: false });
  const result = await instance;
  return { stats, result };
}

function summarise(stats, result) {
  const all = [];
  const rows = [];
  for (const [name, record] of [...stats.byKind.entries()].sort(
    (a, b) => b[1].latencies.length - a[1].latencies.length,
  )) {
    const sorted = record.latencies.sort((a, b) => a - b);
    all.push(...sorted);
    rows.push(kindRow(name, sorted, record));
  }
  const errors = [...stats.byKind.values()].reduce(
    (sum, r) => sum + [...r.errors.values()].reduce((a, b) => a + b, 0),
    0,
  );
  const expected = [...stats.byKind.values()].reduce(
    (sum, r) => sum + [...r.expected.values()].reduce((a, b) => a + b, 0),
    0,
  );
  const ok = [...stats.byKind.values()].reduce((sum, r) => sum + r.ok, 0);
  all.sort((a, b) => a - b);
  const total = kindRow('**all**', all, {
    ok,
    expected: new Map([['', expected]]),
    errors: new Map([['', errors]]),
  });
  return { rows, total, errors, count: all.length, ok, expected };

  function kindRow(name, sorted, record) {
    const expectedText = [...record.expected.entries()]
      .map(([status, n]) => (status ? `${n} × ${status}` : n))
      .join(', ');
    const errorCount = [...record.errors.values()].reduce((a, b) => a + b, 0);
    return [
      name,
      sorted.length,
      (sorted.length / result.duration).toFixed(1),
      ms(quantile(sorted, 0.5)),
      ms(quantile(sorted, 0.95)),
      ms(quantile(sorted, 0.99)),
      ms(sorted.at(-1)),
      record.ok,
      expectedText || '0',
      errorCount,
    ];
  }
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');

async function main() {
  const commandLine = `npm run bench:load -- ${process.argv.slice(2).join(' ')}`.trim();
  if (!args['no-build']) await buildApi();
  await resetDatabase(args.database);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const logFile = path.join(workDir, 'api.log');
  const env = benchApiEnv({ port: PORT, database: args.database, dataDir: path.join(workDir, 'data') });
  const db = await connectDatabase(args.database);
  const machine = await describeMachine(db);

  const api = await startApi(env, logFile);
  let exitCode;
  try {
    await addListings(db, EXTRA_LISTINGS);
    const workload = { ...(await prepareWorkload(api.baseUrl, db)), followUps: [] };
    const [[{ listings }]] = await db.query('SELECT COUNT(*) AS listings FROM products');
    console.log(
      `Load: ${DURATION_S} s, ${CONNECTIONS} connections, ${Number(listings)} listings, ${BUYERS} buyers, ` +
        `API on ${env.DATABASE_URL} (log ${logFile})`,
    );
    const { stats, result } = await runLoad(api.baseUrl, workload, workloadKinds(workload));
    const summary = summarise(stats, result);
    // autocannon's `errors` counts failed connections and timeouts.
    const failures = summary.errors + result.errors;
    const headings = [
      'request',
      'count',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      '2xx',
      'expected non-2xx',
      'errors',
    ];
    const table = markdownTable(headings, [...summary.rows, summary.total]);
    const verdict =
      `${summary.count} requests in ${result.duration} s = ${(summary.count / result.duration).toFixed(1)} req/s; ` +
      `${summary.ok} 2xx, ${summary.expected} expected non-2xx (races lost by design), ` +
      `${summary.errors} unexpected statuses, ${result.timeouts} timeouts, ` +
      `${result.errors - result.timeouts} connection errors ` +
      `(autocannon's own total: ${result.requests.total} requests, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms)`;
    console.log(`\n${table}\n\n${failures === 0 ? 'OK' : 'FAILED'}: ${verdict}`);
    for (const [name, record] of stats.byKind)
      for (const [what, n] of record.errors) console.log(`  error ${name}: ${n} × ${what}`);

    if (!args['no-record']) {
      const file = recordSection(
        'load',
        [
          '## Load (`bench/load.mjs`)',
          '',
          `Run ${new Date().toISOString()}: \`${commandLine}\`. ${failures === 0 ? 'Passed' : '**FAILED**'}.`,
          '',
          `Machine: ${machine}. The load generator (autocannon) runs on the same machine as the API and the ` +
            'database.',
          '',
          `Workload: ${CONNECTIONS} connections for ${DURATION_S} s over ${Number(listings)} listings ` +
            `(the demo seed and ${EXTRA_LISTINGS} cloned in SQL) and ${BUYERS} buyers logged in before the run. ` +
            'Latency is per request, from autocannon; p95 is computed from every request’s time.',
          '',
          `${verdict}.`,
          '',
          table,
        ].join('\n'),
      );
      console.log(`Recorded in ${path.relative(process.cwd(), file)}`);
    }
    exitCode = failures === 0 ? 0 : 1;
  } finally {
    await stopApi(api.child);
    await db.end();
  }
  process.exit(exitCode);
}

await main();
