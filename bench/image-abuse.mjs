#!/usr/bin/env node
// Image abuse (issue #40, item 5): does one account uploading expensive images slow everyone else down? Starts the
// built API on MySQL with its real upload limits, finds the most expensive image it still accepts, then measures
// login and photo-serving latency in three scenarios, in alternating rounds of the same run: no uploads (the
// baseline), one account uploading that image as fast as it is allowed, and eight accounts doing so at once (which
// fills the image queue). Records login and photo p50/p95/max, the uploads' answers and the API's CPU and memory in
// bench/RESULTS.md; exits 1 if a login or a photo failed, or an upload got an answer other than 201, 429 or 503.
//
//   npm run bench:images                      3 rounds of 30 s per scenario
//   npm run bench:images -- --rounds 1 --seconds 10    a quick try
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import {
  benchApiEnv,
  buildApi,
  connectDatabase,
  resetDatabase,
  startApi,
  stopApi,
} from './lib/api-server.mjs';
import { call, DEMO_PASSWORD, signup } from './lib/marketplace-client.mjs';
import { positiveInt } from './lib/options.mjs';
import { describeMachine, markdownTable, median, quantile, recordSection } from './lib/results.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '30' },
    attackers: { type: 'string', default: '8' },
    parallel: { type: 'string', default: '4' },
    port: { type: 'string', default: '3330' },
    database: { type: 'string', default: 'bench_images' },
    'no-record': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const ROUNDS = positiveInt(args, 'rounds');
const ROUND_MS = positiveInt(args, 'seconds') * 1000;
/** Accounts uploading at once in the third scenario. */
const ATTACKERS = positiveInt(args, 'attackers');
/** Uploads each attacking account keeps in flight (a browser sends six at a time to one site). */
const PARALLEL = positiveInt(args, 'parallel');
const PORT = positiveInt(args, 'port');
/** A bound on each measuring client's requests per round, besides the round's time. */
const MAX_REQUESTS_PER_ROUND = 5000;
/** An attacking client's pause after a refusal, so that the bench itself does not spin on the shared CPU. */
const PAUSE_AFTER_REFUSAL_MS = 250;
const GOAL_LOGIN_P95_MS = 300;
const LOGIN_EMAIL = 'buyer@demo.test';

const solid = (width, height) => sharp({ create: { width, height, channels: 3, background: '#2a6f9c' } });
/** Noise, the costliest content to decode per pixel. */
function noisy(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 12345;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = state >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * Images at the edge of what the API accepts (MAX_UPLOAD_BYTES 5 MB, 40 megapixels, 25 for progressive ones,
 * sides at most 10 : 1), each kind that costs the decoder most; the probe's image (39.7 MP interlaced) is refused.
 */
const CANDIDATES = [
  {
    name: 'interlaced PNG, 25 MP (5773 x 4330)',
    type: 'image/png',
    make: () => solid(5773, 4330).png({ progressive: true, palette: true }).toBuffer(),
  },
  {
    name: 'progressive JPEG of noise, 24.9 MP (5773 x 4320)',
    type: 'image/jpeg',
    make: () => noisy(5773, 4320).jpeg({ progressive: true, quality: 22 }).toBuffer(),
  },
  {
    name: 'baseline JPEG of noise, 40 MP (7300 x 5475)',
    type: 'image/jpeg',
    make: () => noisy(7300, 5475).jpeg({ quality: 14 }).toBuffer(),
  },
  {
    name: 'PNG, 40 MP (7300 x 5475)',
    type: 'image/png',
    make: () => solid(7300, 5475).png().toBuffer(),
  },
  {
    name: 'interlaced PNG, 25 MP, 10 : 1 (15800 x 1580)',
    type: 'image/png',
    make: () => solid(15800, 1580).png({ progressive: true, palette: true }).toBuffer(),
  },
  {
    name: 'lossless WebP, 40 MP (7300 x 5475)',
    type: 'image/webp',
    make: () => solid(7300, 5475).webp({ lossless: true }).toBuffer(),
  },
];

function uploadImage(baseUrl, token, image) {
  const form = new FormData();
  form.append('image', new Blob([image.bytes], { type: image.type }), 'photo');
  return call(baseUrl, 'POST', '/api/images', { token, form });
}

/** The API's CPU time (s) and resident memory (MiB), from /proc; null where there is none. */
function processUsage(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { cpuSeconds: ticks / 100, rssMiB: rss ? Number(rss[1]) / 1024 : NaN };
  } catch {
    return null;
  }
}

/** Sends `request` again and again until `deadline` (or MAX_REQUESTS_PER_ROUND), keeping each one's latency. */
async function measureLoop(deadline, request, latencies, failures) {
  for (let sent = 0; Date.now() < deadline && sent < MAX_REQUESTS_PER_ROUND; sent += 1) {
    const started = performance.now();
    const response = await request();
    latencies.push(performance.now() - started);
    if (response.status !== 200) failures.push(response.status);
  }
}

/**
 * The accounts of `tokens` uploading `image` from PARALLEL clients each until `deadline`, in a worker thread (its
 * own event loop); answers the count of each status.
 */
function attack(baseUrl, tokens, image, deadline) {
  if (tokens.length === 0) return Promise.resolve({});
  const worker = new Worker(new URL('./lib/upload-attacker.mjs', import.meta.url), {
    workerData: {
      baseUrl,
      tokens,
      bytes: image.bytes,
      type: image.type,
      parallel: PARALLEL,
      deadline,
      pauseAfterRefusalMs: PAUSE_AFTER_REFUSAL_MS,
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function newUploader(baseUrl) {
  const response = await signup(baseUrl, 'Seller');
  if (response.status !== 201) throw new Error(`seller sign-up answered ${response.status}`);
  return response.body.token;
}

/** Uploads each candidate three times on an idle API; the slowest by median is the worst image it accepts. */
async function findWorstImage(baseUrl) {
  const measured = [];
  for (const candidate of CANDIDATES) {
    const bytes = await candidate.make();
    const token = await newUploader(baseUrl);
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const { status, body } = await uploadImage(baseUrl, token, { ...candidate, bytes });
      if (status !== 201) throw new Error(`${candidate.name}: answered ${status} ${JSON.stringify(body)}`);
      times.push(performance.now() - started);
    }
    measured.push({ ...candidate, bytes, medianMs: median(times) });
    console.log(`  ${candidate.name}: ${bytes.length} bytes, ${Math.round(median(times))} ms to store`);
  }
  return { measured, worst: measured.reduce((a, b) => (b.medianMs > a.medianMs ? b : a)) };
}

async function runRound(scenario, api, worst, photoPath) {
  const tokens = [];
  for (let i = 0; i < scenario.accounts; i += 1) tokens.push(await newUploader(api.baseUrl));
  const before = processUsage(api.child.pid);
  let maxRss = before?.rssMiB ?? NaN;
  const sampler = setInterval(() => {
    maxRss = Math.max(maxRss, processUsage(api.child.pid)?.rssMiB ?? NaN);
  }, 200);
  const startedAt = Date.now();
  const deadline = startedAt + ROUND_MS;
  const result = { logins: [], photos: [], loginFailures: [], photoFailures: [], uploads: {} };
  const login = () =>
    call(api.baseUrl, 'POST', '/api/auth/login', { json: { email: LOGIN_EMAIL, password: DEMO_PASSWORD } });
  const photo = () => call(api.baseUrl, 'GET', photoPath);
  [, , result.uploads] = await Promise.all([
    measureLoop(deadline, login, result.logins, result.loginFailures),
    measureLoop(deadline, photo, result.photos, result.photoFailures),
    attack(api.baseUrl, tokens, worst, deadline),
  ]);
  clearInterval(sampler);
  const after = processUsage(api.child.pid);
  // Uploads still in flight at the deadline are answered before the round ends: per second of the whole round.
  result.cpuPerSecond =
    before && after ? (after.cpuSeconds - before.cpuSeconds) / ((Date.now() - startedAt) / 1000) : NaN;
  result.maxRssMiB = maxRss;
  return result;
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '—');
const percentiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? NaN };
};

async function main() {
  if (!args['no-build']) await buildApi();
  await resetDatabase(args.database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
  const env = benchApiEnv({ port: PORT, database: args.database, dataDir });
  // The real upload limits: what one account is allowed is what is measured.
  delete env.UPLOAD_RATE_LIMIT;
  delete env.UPLOAD_DAILY_LIMIT;
  const logFile = path.join(dataDir, 'api.log');
  const db = await connectDatabase(args.database);
  const machine = await describeMachine(db);
  await db.end();
  const started = new Date();
  console.log(`API log: ${logFile}`);
  const api = await startApi(env, logFile);
  const scenarios = [
    { name: 'no uploads (baseline)', accounts: 0 },
    { name: 'one account uploading as fast as it is allowed', accounts: 1 },
    { name: `${ATTACKERS} accounts uploading at once`, accounts: ATTACKERS },
  ];
  try {
    const products = await call(api.baseUrl, 'GET', '/api/products?pageSize=1');
    const photoPath = products.body[0].image;
    console.log('Finding the costliest image the API accepts:');
    const { measured, worst } = await findWorstImage(api.baseUrl);
    console.log(`Worst: ${worst.name}`);

    const results = new Map(scenarios.map((scenario) => [scenario, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const scenario of scenarios) {
        const result = await runRound(scenario, api, worst, photoPath);
        results.get(scenario).push(result);
        const login = percentiles(result.logins);
        console.log(
          `round ${round}, ${scenario.name}: login p95 ${ms(login.p95)} ms (${result.logins.length}), ` +
            `photo p95 ${ms(percentiles(result.photos).p95)} ms, uploads ${JSON.stringify(result.uploads)}`,
        );
      }
    }

    const rows = scenarios.map((scenario) => {
      const rounds = results.get(scenario);
      const login = percentiles(rounds.flatMap((r) => r.logins));
      const photo = percentiles(rounds.flatMap((r) => r.photos));
      const uploads = {};
      for (const r of rounds) {
        for (const [status, count] of Object.entries(r.uploads))
          uploads[status] = (uploads[status] ?? 0) + count;
      }
      return {
        scenario,
        login,
        photo,
        loginsPerRound: median(rounds.map((r) => r.logins.length)),
        loginP95s: rounds.map((r) => percentiles(r.logins).p95),
        uploads,
        cpuPerSecond: median(rounds.map((r) => r.cpuPerSecond)),
        maxRssMiB: Math.max(...rounds.map((r) => r.maxRssMiB)),
        failures: rounds.flatMap((r) => [...r.loginFailures, ...r.photoFailures]),
      };
    });
    const badUploads = rows.flatMap((row) =>
      Object.keys(row.uploads).filter((status) => !['201', '429', '503'].includes(status)),
    );
    const failures = rows.flatMap((row) => row.failures);
    const worstLoginP95 = Math.max(...rows.map((row) => row.login.p95));
    const passed = failures.length === 0 && badUploads.length === 0;
    const command = `npm run bench:images -- ${process.argv.slice(2).join(' ')}`.trim();
    const markdown = [
      '## Image abuse (`bench/image-abuse.mjs`)',
      '',
      `Run ${started.toISOString()}: \`${command}\`. ${passed ? 'Passed' : 'FAILED'}: login p95 ` +
        `${ms(worstLoginP95)} ms at most (goal under ${GOAL_LOGIN_P95_MS} ms: ` +
        `${worstLoginP95 < GOAL_LOGIN_P95_MS ? 'met' : '**missed**'}).`,
      '',
      `Machine: ${machine}; after it ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')}. On a machine shared with other work, compare the scenarios of one run, not runs.`,
      '',
      `The API on MySQL with its default upload limits (24 photos a minute, 240 a day per account; at most 24 ` +
        `uploads waiting for the image queue). One client logs in (\`${LOGIN_EMAIL}\`, scrypt) again and again ` +
        `and another fetches one stored photo again and again, each one request at a time, for ${ROUND_MS / 1000} ` +
        `s per round; ${ROUNDS} rounds per scenario, the scenarios taking turns. Each uploading account is a new ` +
        `one (a whole minute's allowance) with ${PARALLEL} uploads in flight, again after each answer ` +
        `(${PAUSE_AFTER_REFUSAL_MS} ms after a refusal), sent from a worker thread so that the measuring clients ` +
        `never wait behind them.`,
      '',
      `The worst image the API accepts, of those tried (median time to store it on the idle API, 3 uploads): ` +
        `**${worst.name}**.`,
      '',
      markdownTable(
        ['image', 'bytes', 'ms to store'],
        measured.map((m) => [m.name, m.bytes.length.toLocaleString('en-US'), ms(m.medianMs)]),
      ),
      '',
      markdownTable(
        [
          'scenario',
          'logins / round',
          'login p50 / p95 / max ms',
          'login p95 per round',
          'photo p50 / p95 / max ms',
          'uploads (status: count)',
          'API CPU s/s',
          'API max RSS MiB',
        ],
        rows.map((row) => [
          row.scenario.name,
          String(row.loginsPerRound),
          `${ms(row.login.p50)} / **${ms(row.login.p95)}** / ${ms(row.login.max)}`,
          row.loginP95s.map(ms).join(', '),
          `${ms(row.photo.p50)} / ${ms(row.photo.p95)} / ${ms(row.photo.max)}`,
          Object.entries(row.uploads)
            .map(([status, count]) => `${status}: ${count}`)
            .join(', ') || '—',
          row.cpuPerSecond.toFixed(2),
          Math.round(row.maxRssMiB).toString(),
        ]),
      ),
    ].join('\n');
    console.log(`\n${markdown}\n`);
    if (!args['no-record']) console.log(`Recorded in ${recordSection('image-abuse', markdown)}`);
    if (!passed) {
      console.error(`Failed: ${JSON.stringify({ failures, badUploads })}`);
      process.exitCode = 1;
    }
  } finally {
    await stopApi(api.child);
  }
}

await main();
