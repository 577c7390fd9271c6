#!/usr/bin/env node
// Rolling restart: two API instances on one MySQL database and Redis, behind the shell's web server (its /api
// balancer, as `API_INSTANCES=2 npm start` runs them), under a stream of reads and writes by signed-in buyers. Each
// instance in turn gets SIGTERM, exits once it has drained, and starts again; the load goes on throughout. Counts
// every request that failed (a connection error, a 5xx, a status the API should not answer) and every write that
// was answered but is not in the database afterwards: both must be 0. Runs twice, side by side: with the API's
// notice period (SHUTDOWN_NOTICE_SECONDS, its default) and without it, to show what it prevents. Records both in
// bench/RESULTS.md.
//
//   npm run bench:rolling-restart                  a restart of each instance, 8 buyers
//   npm run bench:rolling-restart -- --rounds 3    each instance restarted three times
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  benchApiEnv,
  buildApi,
  buildProject,
  connectDatabase,
  resetDatabase,
  sharedStateEnv,
  startApi,
} from './lib/api-server.mjs';
import { call, signup, SORTS } from './lib/marketplace-client.mjs';
import { positiveInt } from './lib/options.mjs';
import { describeMachine, markdownTable, recordSection } from './lib/results.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    buyers: { type: 'string', default: '8' },
    port: { type: 'string', default: '3340' },
    database: { type: 'string', default: 'bench_rolling_restart' },
    'no-record': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const ROUNDS = positiveInt(args, 'rounds');
const BUYERS = positiveInt(args, 'buyers');
const PORT = positiveInt(args, 'port');
/** Load before the first restart and after the last, so both edges are under load too. */
const STEADY_MS = 3000;
/** The API's notice on SIGTERM (SHUTDOWN_NOTICE_SECONDS): its default, and none for the comparison. */
const NOTICE_SECONDS = [2, 0];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** The shell's web server over `apiUrls`, on a free port, serving a one-page build: its /api is what is measured. */
async function startWebServer(apiUrls) {
  const { createApp } = await import('../tools/web-server/dist/server.js');
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-rolling-web-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>bench</title>');
  const server = createApp({ root, api: apiUrls.join(','), files: [], cors: false }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

/**
 * One buyer's requests, one after another until `stop()`: searches, car pages, and wish-list adds and removes whose
 * answers it keeps, so that the database can be checked against them afterwards.
 */
class Buyer {
  constructor(baseUrl, account, cars, outcome) {
    this.baseUrl = baseUrl;
    this.uid = account.user.uid;
    this.token = account.token;
    this.cars = cars;
    this.outcome = outcome;
    this.wishlist = new Set();
  }

  async run(stopped) {
    while (!stopped()) {
      const roll = Math.random();
      if (roll < 0.45)
        await this.send(
          'search',
          'GET',
          `/api/products?sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 4)}`,
        );
      else if (roll < 0.65) await this.send('car page', 'GET', `/api/product/${pick(this.cars)}`);
      else if (roll < 0.75)
        await this.send('wish list', 'GET', `/api/wishlist/${this.uid}`, { token: this.token });
      else if (roll < 0.9 || this.wishlist.size === 0) {
        const car = pick(this.cars.filter((id) => !this.wishlist.has(id)));
        const answer = await this.send('wish-list add', 'POST', '/api/wishlist', {
          token: this.token,
          json: { productID: car },
        });
        if (answer?.status < 300) this.wishlist.add(car);
      } else {
        const car = pick([...this.wishlist]);
        const answer = await this.send('wish-list remove', 'DELETE', `/api/wishlist/${car}`, {
          token: this.token,
        });
        if (answer?.status < 300) this.wishlist.delete(car);
      }
    }
  }

  async send(kind, method, apiPath, options = {}) {
    const outcome = this.outcome;
    try {
      const answer = await call(this.baseUrl, method, apiPath, options);
      outcome.requests += 1;
      if (method !== 'GET') outcome.writes += 1;
      const instance = answer.headers.get('x-instance') ?? '?';
      outcome.byInstance.set(instance, (outcome.byInstance.get(instance) ?? 0) + 1);
      if (answer.status >= 400)
        outcome.failed.push(`${kind}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    } catch (error) {
      outcome.requests += 1;
      outcome.failed.push(`${kind}: ${error.cause?.code ?? error.message}`);
      return null;
    }
  }
}

/** Each buyer's wish list as the API has it, against what its answers said: the writes lost. */
async function lostWrites(baseUrl, buyers) {
  const lost = [];
  for (const buyer of buyers) {
    const answer = await call(baseUrl, 'GET', `/api/wishlist/${buyer.uid}`, { token: buyer.token });
    const stored = new Set(answer.body.map((entry) => entry.productID));
    for (const car of buyer.wishlist)
      if (!stored.has(car)) lost.push(`${buyer.uid}: ${car} added, not stored`);
    for (const car of stored)
      if (!buyer.wishlist.has(car)) lost.push(`${buyer.uid}: ${car} removed, still stored`);
  }
  return lost;
}

/** Two instances and the web server on a fresh database, the load, each instance restarted in turn: the outcome. */
async function run(noticeSeconds) {
  await resetDatabase(args.database);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rolling-'));
  const logFile = path.join(workDir, 'api.log');
  const shared = {
    ...benchApiEnv({ port: PORT, database: args.database, dataDir: workDir }),
    ...sharedStateEnv(`bench-rolling-${path.basename(workDir)}:`),
    SHUTDOWN_NOTICE_SECONDS: String(noticeSeconds),
  };
  const envs = [1, 2].map((n) => ({
    ...shared,
    PORT: String(PORT + n - 1),
    DATA_DIR: path.join(workDir, `data-${n}`),
    INSTANCE_NAME: `api-${n}`,
  }));
  const db = await connectDatabase(args.database);
  // The first alone until it answers: it runs the migrations and the demo seed.
  const apis = [];
  for (const env of envs) apis.push(await startApi(env, logFile));
  const web = await startWebServer(apis.map((api) => `${api.baseUrl}/`));
  console.log(
    `Notice ${noticeSeconds} s: ${ROUNDS} round(s), ${BUYERS} buyers through ${web.url}/api, API log ${logFile}`,
  );

  const [unsold] = await db.query(
    'SELECT id FROM products WHERE sold = 0 AND deletedAt IS NULL AND takenDownAt IS NULL AND heldForReviewAt IS NULL',
  );
  const cars = unsold.map((row) => row.id);
  const outcome = { requests: 0, writes: 0, failed: [], byInstance: new Map() };
  const buyers = [];
  for (let i = 0; i < BUYERS; i += 1) {
    const account = await signup(web.url, 'Buyer');
    if (account.status !== 201) throw new Error(`buyer sign-up answered ${account.status}`);
    buyers.push(new Buyer(web.url, account.body, cars, outcome));
  }

  let stop = false;
  const started = Date.now();
  const running = Promise.all(buyers.map((buyer) => buyer.run(() => stop)));
  await sleep(STEADY_MS);
  const restarts = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [i, api] of apis.entries()) {
      const before = outcome.requests;
      const signalled = Date.now();
      api.child.kill('SIGTERM');
      const { code, signal } = await api.child.exited;
      const drainMs = Date.now() - signalled;
      apis[i] = await startApi(envs[i], logFile);
      const restart = {
        noticeSeconds,
        round,
        instance: `api-${i + 1}`,
        exit: signal ?? `code ${code}`,
        drainMs,
        startMs: apis[i].startupMs,
        requests: outcome.requests - before,
      };
      restarts.push(restart);
      console.log(
        `  round ${round}: ${restart.instance} exited (${restart.exit}) ${drainMs} ms after SIGTERM, started again in ` +
          `${restart.startMs} ms; ${restart.requests} requests meanwhile, ${outcome.failed.length} failed so far`,
      );
      await sleep(STEADY_MS);
    }
  }
  stop = true;
  await running;
  const seconds = (Date.now() - started) / 1000;
  const lost = await lostWrites(web.url, buyers);

  web.stop();
  for (const api of apis) {
    api.child.kill('SIGTERM');
    await api.child.exited;
  }
  await db.end();

  for (const line of [...outcome.failed, ...lost].slice(0, 10)) console.log(`    ${line}`);
  const byInstance = [...outcome.byInstance.entries()].map(([name, n]) => `${name} ${n}`).join(', ');
  console.log(
    `  ${outcome.requests} requests (${outcome.writes} writes) in ${seconds.toFixed(1)} s, by instance: ` +
      `${byInstance}; failed ${outcome.failed.length}, writes lost ${lost.length}`,
  );
  return { noticeSeconds, restarts, outcome, lost, seconds, byInstance };
}

async function main() {
  const commandLine = `npm run bench:rolling-restart -- ${process.argv.slice(2).join(' ')}`.trim();
  if (!args['no-build']) {
    await buildApi();
    await buildProject('@usedcars/web-server');
  }
  const db = await connectDatabase('mysql');
  const machine = await describeMachine(db);
  await db.end();
  const runs = [];
  for (const noticeSeconds of NOTICE_SECONDS) runs.push(await run(noticeSeconds));

  if (!args['no-record']) {
    recordSection(
      'rolling-restart',
      `## Rolling restart under load

\`${commandLine}\`, ${new Date().toISOString().slice(0, 10)}. ${machine}.

Two API instances on one MariaDB database and Redis, behind the shell's web server (its /api balancer), ${BUYERS}
signed-in buyers sending searches, car pages and wish-list reads, adds and removes one after another. Each instance in
turn gets SIGTERM (\`api/src/shutdown.ts\`), exits, and is started again while the load goes on. The same run without
the notice period (SHUTDOWN_NOTICE_SECONDS=0: the instance stops taking connections at once) shows what it prevents.

${markdownTable(
  ['notice', 'round', 'instance', 'exit', 'SIGTERM to exit (ms)', 'start again (ms)', 'requests meanwhile'],
  runs.flatMap(({ restarts }) =>
    restarts.map((r) => [
      `${r.noticeSeconds} s`,
      r.round,
      r.instance,
      r.exit,
      r.drainMs,
      r.startMs,
      r.requests,
    ]),
  ),
)}

${markdownTable(
  ['notice', 'requests', 'writes', 'seconds', 'failed', 'answered writes missing', 'answered by'],
  runs.map((r) => [
    `${r.noticeSeconds} s`,
    r.outcome.requests,
    r.outcome.writes,
    r.seconds.toFixed(1),
    r.outcome.failed.length,
    r.lost.length,
    r.byInstance,
  ]),
)}`,
    );
  }
  const [production] = runs;
  if (production.outcome.failed.length > 0 || production.lost.length > 0) process.exitCode = 1;
}

await main();
