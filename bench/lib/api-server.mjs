// Runs the built API (api/dist/main.js) on its own MySQL database and port, as scripts/start.mjs does, for the
// benchmarks: build it, reset its database, start it, wait for its health check, stop it or kill it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { API_NODE_FLAGS } from '../../scripts/lib/workspace.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');

/** The MySQL/MariaDB server, without a database: BENCH_MYSQL_URL or the local one the tests use. */
export const MYSQL_SERVER_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export function databaseUrl(database) {
  return `${MYSQL_SERVER_URL.replace(/\/+$/, '')}/${database}`;
}

/** Builds `project` with Nx (cached, so instant when nothing changed); exits on a failed build. */
export async function buildProject(project) {
  const nxBin = path.join(ROOT, 'node_modules', '.bin', 'nx');
  const code = await new Promise((resolve) => {
    const child = spawn(nxBin, ['build', project, '--outputStyle=static'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    console.error(`The build of ${project} failed (npx nx build ${project}).`);
    process.exit(code);
  }
}

/** Builds the API (api/dist, which startApi runs). */
export function buildApi() {
  return buildProject('api');
}

/** Drops and creates `database`, so every run starts from nothing (migrations and demo seed at first start). */
export async function resetDatabase(database) {
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`Unsafe database name: ${database}`);
  const connection = await mysql.createConnection(MYSQL_SERVER_URL);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.query(
      `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
}

/** A connection to the bench database, in UTC as the API's (timezone 'Z'). */
export function connectDatabase(database) {
  return mysql.createConnection({ uri: databaseUrl(database), timezone: 'Z', multipleStatements: false });
}

/**
 * The API's settings for a bench run. The per-client limits on logins/sign-ups, writes and photo uploads are raised
 * far above what the bench sends: every simulated user comes from 127.0.0.1, and the bench measures the API, not the
 * limiter.
 */
export function benchApiEnv({ port, database, dataDir }) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(database),
    SEED_DEMO_DATA: 'true',
    // Fixed for the whole run, so tokens issued before a restart stay valid after it.
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT: '1000000',
    AUTH_RATE_WINDOW_SECONDS: '60',
    WRITE_RATE_LIMIT: '1000000',
    UPLOAD_RATE_LIMIT: '100000',
    UPLOAD_DAILY_LIMIT: '1000000',
  };
}

/**
 * Starts `node api/dist/main.js` with `env`, its output appended to `logFile`, and waits until /api/health answers
 * ok. Answers the child process, the base URL and how long start-up took.
 */
export async function startApi(env, logFile, { timeoutMs = 120_000 } = {}) {
  mkdirSync(env.DATA_DIR, { recursive: true });
  const log = openSync(logFile, 'a');
  const started = Date.now();
  // BENCH_API_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the API during a bench.
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...API_NODE_FLAGS, ...nodeArgs, API_MAIN], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_ENV: 'development', ...env },
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.exited = exited;
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const healthy = await Promise.race([
    waitForHealth(baseUrl, timeoutMs),
    exited.then(({ code, signal }) => {
      throw new Error(`The API exited during start-up (${signal ?? `code ${code}`}); see ${logFile}`);
    }),
  ]);
  if (!healthy) {
    child.kill('SIGKILL');
    throw new Error(`The API did not become healthy within ${timeoutMs / 1000} s; see ${logFile}`);
  }
  return { child, baseUrl, startupMs: Date.now() - started };
}

/** Polls `baseUrl`/api/health until it answers status ok; false after `timeoutMs`. */
export async function waitForHealth(baseUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok && (await response.json()).status === 'ok') return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Polls `baseUrl`/api/health until the API's search index is loaded (`searchIndex` no longer `loading`; SQL answers
 * searches until then). Answers how long it waited (ms).
 */
export async function waitForSearchIndex(baseUrl, timeoutMs = 15 * 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(`${baseUrl}/api/health`);
    if ((await response.json()).searchIndex !== 'loading') return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API's search index did not load within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stopApi(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** SIGKILL: no shutdown hook runs, in-flight requests and transactions are cut where they are. */
export async function killApi(child) {
  child.kill('SIGKILL');
  await child.exited;
}

/**
 * What several instances share besides the database, as `API_INSTANCES=N npm start` sets it: the machine's Redis
 * (REDIS_URL, redis://127.0.0.1:6379 unless set) under a key prefix of the run's own.
 */
export function sharedStateEnv(keyPrefix) {
  return { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: keyPrefix };
}

/**
 * The local S3 stand-in that `npm start` runs (tools/s3-stand-in) on `port`, its bucket in `directory`; answers the
 * API settings that keep photos in it, and how to stop it.
 */
export async function startS3StandIn(directory, port) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'tools', 's3-stand-in', 'server.mjs'), '--port', String(port), '--directory', directory],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('stand-in on') && resolve());
    child.once('exit', (code) => reject(new Error(`the S3 stand-in exited (${code})`)));
  });
  return {
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
