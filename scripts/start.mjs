#!/usr/bin/env node
// `npm start`: installs what is missing, builds (Nx cache makes repeat builds instant), then runs the API
// and the four front-end apps, waits until each answers and prints where to go. Ctrl-C stops them all.
// `npm run dev` (--dev) runs the same processes from source with hot reload instead.
//
// The API creates the database, runs migrations and seeds the demo data on the first start only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  API_NODE_FLAGS,
  APPS as FRONT_END_APPS,
  ROOT,
  ensureInstalled,
  nx,
  readConfig,
} from './lib/workspace.mjs';

const dev = process.argv.includes('--dev');
const config = readConfig();
const { ports } = config;

const APPS = FRONT_END_APPS.map((app) => ({ ...app, port: ports[app.name] }));
const apiInstances = readApiInstances();
/** Each API instance: the first on API_PORT, the others on API_PORT + 11, + 12 ... (clear of the OIDC port). */
const API = Array.from({ length: apiInstances }, (_, index) => {
  const name = `api-${index + 1}`;
  const port = index === 0 ? ports.api : ports.api + 10 + index;
  return { name, port, url: `http://127.0.0.1:${port}` };
});
const apiUrl = API.map((api) => api.url).join(',');
const children = new Map();
let stopping = false;

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '0.0.0.0');
  });
}

/**
 * API_INSTANCES=N runs N API processes, each with a data folder of its own as if on its own machine. They share
 * what must be shared: the database (MySQL: several processes cannot share an SQLite file), Redis (rate limits,
 * the catalog cache's news, sign-in state) and the photo store (S3; the local stand-in unless S3_ENDPOINT is set).
 */
function readApiInstances() {
  const raw = process.env.API_INSTANCES ?? '1';
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < 1 || count > 16) {
    console.error(`API_INSTANCES must be a whole number from 1 to 16, got "${raw}".`);
    process.exit(2);
  }
  if (count === 1) return 1;
  const missing = [];
  if (!process.env.DATABASE_URL) {
    missing.push(
      'DATABASE_URL=mysql://...: several instances share one MySQL database (SQLite is one file on one machine, which several processes cannot share)',
    );
  }
  if (!process.env.REDIS_URL) {
    missing.push(
      'REDIS_URL=redis://127.0.0.1:6379: the instances share rate limits, cache news and sign-in state through Redis',
    );
  }
  if (process.env.MEDIA_STORAGE === 'disk') {
    missing.push("MEDIA_STORAGE=s3 (or unset): photos on one instance's disk would be missing on the others");
  }
  if (missing.length > 0) {
    console.error(
      `API_INSTANCES=${count} needs:\n${missing.map((line) => `  - ${line}`).join('\n')}\n(README: Running several instances)`,
    );
    process.exit(2);
  }
  return count;
}

/** Several instances must sign and check tokens with one key: the one kept in the data folder unless JWT_SECRET. */
function sharedJwtSecret() {
  if (process.env.JWT_SECRET || apiInstances === 1) return {};
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  return { JWT_SECRET: readFileSync(file, 'utf8').trim() };
}

/**
 * Photos in S3 (MEDIA_STORAGE=s3, and always with several instances). Unless S3_ENDPOINT names a service, run the
 * local stand-in (s3rver) on loopback, its bucket kept in the data folder's s3/.
 */
async function startLocalObjectStore() {
  if (process.env.MEDIA_STORAGE !== 's3' && apiInstances === 1) return {};
  if (process.env.S3_ENDPOINT) return { MEDIA_STORAGE: 's3' };
  if (process.env.NODE_ENV === 'production') {
    console.error(
      'MEDIA_STORAGE=s3 in production needs S3_ENDPOINT (or AWS S3 through S3_BUCKET and its region).',
    );
    return { MEDIA_STORAGE: 's3' };
  }
  const bucket = process.env.S3_BUCKET || 'photos';
  const directory = path.join(config.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const args = ['tools/s3-stand-in/server.mjs', '--port', String(ports.s3), '--directory', directory];
  launch('s3', process.execPath, [...args, '--bucket', bucket]);
  const endpoint = `http://127.0.0.1:${ports.s3}`;
  await waitFor(`${endpoint}/`, 'The local S3 stand-in (s3rver)');
  return {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    // s3rver's fixed keys: it accepts no others.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_LOCAL_STAND_IN: 'true',
  };
}

/** The exit code of a web server that stops to serve its app's new release (tools/web-server/src/releases.ts). */
const RESTART_EXIT_CODE = 75;

function launch(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    // Its own process group, so stopping it also stops what it started (npm -> rsbuild, tsc, node).
    detached: true,
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    if (code === RESTART_EXIT_CODE) {
      launch(name, command, args, env);
      return;
    }
    console.error(`\n${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`);
    shutdown(1);
  });
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) signalGroup(child, 'SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children.values()) signalGroup(child, 'SIGKILL');
    process.exit(exitCode);
  }, 10_000);
  const waitForAll = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(waitForAll);
    clearTimeout(deadline);
    process.exit(exitCode);
  }, 100);
}

async function waitFor(url, what, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (stopping) return;
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s.`);
  shutdown(1);
}

/**
 * Each app is served from its releases (README: Releasing one app): the build just made becomes the current release
 * unless it is already, so that `npm run release -- <app>` later replaces it while the product runs.
 */
async function releaseBuilds() {
  const { publishRelease } = await import(
    pathToFileURL(path.join(ROOT, 'tools/web-server/dist/releases.js')).toString()
  );
  for (const app of APPS) {
    const releases = path.join(config.releasesDir, app.name);
    const { version, unchanged } = await publishRelease(releases, path.join(ROOT, app.dir, 'dist'));
    if (!unchanged) console.log(`Released ${app.name} ${version} (${path.relative(ROOT, releases)})`);
  }
}

/** The shell's deploy-time list of remotes, written from the ports in use (README: Configuration). */
function writeRemotesJson() {
  const file = path.join(config.dataDir, 'remotes.json');
  const remotes = APPS.filter((app) => config.remotes.includes(app.name)).map((app) => ({
    name: app.name,
    entry: `http://${config.publicHost}:${app.port}/mf-manifest.json`,
  }));
  writeFileSync(file, JSON.stringify({ remotes }, null, 2) + '\n');
  return file;
}

/**
 * Continue With Google signs in through a real OpenID provider. Unless one is configured (OIDC_ISSUER_URL,
 * e.g. Google's), run the local stand-in on loopback and point the API at it.
 */
async function startLocalOpenIdProvider(publicUrl) {
  if (process.env.OIDC_ISSUER_URL || process.env.NODE_ENV === 'production') return {};
  const issuer = `http://127.0.0.1:${ports.oidc}`;
  const callback = `${publicUrl}/api/auth/oidc/callback`;
  const args = ['tools/oidc-provider/server.mjs', '--port', String(ports.oidc), '--redirect-uri', callback];
  launch('oidc', process.execPath, args);
  await waitFor(`${issuer}/.well-known/openid-configuration`, 'The local OpenID provider');
  return {
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: 'usedcars-local',
    OIDC_CLIENT_SECRET: 'usedcars-local-secret',
    OIDC_PROVIDER_NAME: 'Google',
    OIDC_LOCAL_STAND_IN: 'true',
  };
}

/**
 * E-mail goes over SMTP. Unless a mail service is configured (SMTP_URL), run MailDev on loopback as the local
 * stand-in: it keeps every mail in its inbox (a web page and a REST API) and delivers nothing.
 */
async function startLocalMailServer() {
  if (process.env.SMTP_URL || process.env.NODE_ENV === 'production') return {};
  const inbox = `http://${config.publicHost}:${ports.mailInbox}`;
  const args = [
    'node_modules/maildev/dist/bin/maildev.js',
    ...['--smtp', String(ports.mailSmtp), '--ip', '127.0.0.1'],
    ...['--web', String(ports.mailInbox), '--web-ip', '127.0.0.1', '--silent'],
  ];
  launch('maildev', process.execPath, args);
  await waitFor(`http://127.0.0.1:${ports.mailInbox}/api/healthz`, 'The local mail server (MailDev)');
  return { SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}`, MAIL_INBOX_URL: inbox };
}

function mailLine(apiEnv) {
  if (apiEnv.MAIL_INBOX_URL) {
    return `local MailDev inbox at ${apiEnv.MAIL_INBOX_URL} (stand-in for an SMTP service; no mail leaves this machine)`;
  }
  return process.env.SMTP_URL
    ? new URL(process.env.SMTP_URL).host
    : 'off (SMTP_URL is not set: mails stay queued)';
}

function googleSignInLine(apiEnv) {
  if (apiEnv.OIDC_LOCAL_STAND_IN)
    return `local OpenID provider at ${apiEnv.OIDC_ISSUER_URL} (stand-in for Google)`;
  return process.env.OIDC_ISSUER_URL ?? 'off';
}

function demoAccounts() {
  if (process.env.NODE_ENV === 'production') return '';
  return [
    '',
    'Demo accounts (password Demo#pass1):',
    '  admin@demo.test     Admin',
    '  seller@demo.test    Seller (verified)',
    '  seller2@demo.test   Seller (not verified)',
    '  buyer@demo.test     Buyer',
    '  buyer2@demo.test    Buyer (bought the sold cars)',
  ].join('\n');
}

function paymentsLine() {
  return process.env.STRIPE_SECRET_KEY
    ? 'Stripe'
    : 'local sandbox (no real card is charged; Stripe test card 4242 4242 4242 4242)';
}

function photosLine(apiEnv) {
  if (apiEnv.S3_LOCAL_STAND_IN) {
    return `local S3 stand-in (s3rver) at ${apiEnv.S3_ENDPOINT}, bucket ${apiEnv.S3_BUCKET} in ${path.relative(ROOT, path.join(config.dataDir, 's3'))}`;
  }
  if (apiEnv.MEDIA_STORAGE === 's3') {
    return `S3 bucket ${process.env.S3_BUCKET}${process.env.S3_ENDPOINT ? ` at ${process.env.S3_ENDPOINT}` : ''}`;
  }
  return `disk ${path.relative(ROOT, path.join(config.dataDir, 'uploads'))}`;
}

function apiLines() {
  const url = (port) => `http://${config.publicHost}:${port}`;
  if (API.length === 1) {
    return [`  ${'API'.padEnd(24)} ${url(ports.api)}/api   (OpenAPI: ${url(ports.api)}/api/docs)`];
  }
  return [
    `  ${'API'.padEnd(24)} ${API.length} instances, balanced behind each app's /api (X-Instance names which answered):`,
    ...API.map(
      (api) =>
        `  ${''.padEnd(24)}   ${api.name} ${url(api.port)}/api   data ${path.relative(ROOT, instanceDataDir(api))}`,
    ),
    `  ${'Redis'.padEnd(24)} ${new URL(process.env.REDIS_URL).host}`,
  ];
}

/** With METRICS_PORT set (deploy/metrics.md), each instance reports on a port of its own: METRICS_PORT, + 1, ... */
function metricsPortOf(api) {
  const first = process.env.METRICS_PORT;
  return first ? { METRICS_PORT: String(Number(first) + API.indexOf(api)) } : {};
}

/** The first instance keeps the usual data folder; each other one has its own beside it, as on its own machine. */
function instanceDataDir(api) {
  return API.length === 1 ? config.dataDir : path.join(config.dataDir, 'instances', api.name);
}

function databaseLine() {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    return `MySQL ${url.hostname}:${url.port || 3306}${url.pathname}`;
  }
  return `SQLite ${path.relative(ROOT, path.join(config.dataDir, 'marketplace.sqlite'))}`;
}

async function main() {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  const busy = [];
  const extraApiPorts = Object.fromEntries(API.slice(1).map((api) => [api.name, api.port]));
  for (const [name, port] of Object.entries({ ...ports, ...extraApiPorts }))
    if (!(await portIsFree(port))) busy.push(`${name} ${port}`);
  if (busy.length > 0) {
    console.error(
      `These ports are in use: ${busy.join(', ')}. Stop what uses them, or choose others (README: Configuration).`,
    );
    process.exit(1);
  }

  await ensureInstalled();
  mkdirSync(config.dataDir, { recursive: true });
  const publicUrl = process.env.PUBLIC_URL ?? `http://${config.publicHost}:${ports.shell}`;
  const apiEnv = {
    PUBLIC_URL: publicUrl,
    CORS_ORIGINS:
      process.env.CORS_ORIGINS ?? APPS.map((app) => `http://${config.publicHost}:${app.port}`).join(','),
    // One readable line a request at the terminal; JSON in production (README: Configuration).
    ...(process.env.NODE_ENV === 'production' ? {} : { LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' }),
    ...(await startLocalOpenIdProvider(publicUrl)),
    ...(await startLocalMailServer()),
    ...(await startLocalObjectStore()),
    ...sharedJwtSecret(),
    // Ctrl-C stops every instance at once: none is left to take over their requests, so no notice to give.
    SHUTDOWN_NOTICE_SECONDS: process.env.SHUTDOWN_NOTICE_SECONDS ?? '0',
  };
  /** One API process: its port, its own data folder and its name in X-Instance. */
  const launchApi = (api, command, args) => {
    const dataDir = instanceDataDir(api);
    mkdirSync(dataDir, { recursive: true });
    const own = { PORT: String(api.port), DATA_DIR: dataDir, ...metricsPortOf(api) };
    launch(api.name, command, args, {
      ...apiEnv,
      ...own,
      ...(API.length > 1 ? { INSTANCE_NAME: api.name } : {}),
    });
  };
  /**
   * The first instance alone until it answers: it runs the migrations and the first seed, which two at once would
   * race on; then the others.
   */
  const launchApis = async (command, args) => {
    launchApi(API[0], command, args);
    if (API.length === 1) return;
    await waitFor(`${API[0].url}/api/health`, 'The first API instance');
    for (const api of API.slice(1)) launchApi(api, command, args);
  };

  if (dev) {
    // The API runs the contract's compiled form (the front ends read its sources).
    if ((await nx(['run', '@usedcars/contract:build', '--outputStyle=static'])) !== 0) {
      shutdown(1);
      return;
    }
    await launchApis('npm', ['run', 'dev', '-w', 'api']);
    const remotesJson = writeRemotesJson();
    for (const app of APPS) {
      launch(app.name, 'npm', ['run', 'dev', '-w', app.dir, '--', '--port', String(app.port)], {
        // The dev servers' proxies take one address: the first instance.
        API_URL: API[0].url,
        REMOTES_JSON_FILE: remotesJson,
      });
    }
  } else {
    console.log('Building (cached after the first time)...');
    const code = await nx(['run-many', '-t', 'build', '--outputStyle=static']);
    if (code !== 0) {
      console.error('The build failed; see the messages above.');
      // Not process.exit: the local OpenID provider already runs in its own process group and must stop too.
      shutdown(code);
      return;
    }
    await launchApis(process.execPath, [...API_NODE_FLAGS, 'api/dist/main.js']);
    const remotesJson = writeRemotesJson();
    await releaseBuilds();
    for (const app of APPS) {
      const releases = path.join(config.releasesDir, app.name);
      const args = ['tools/web-server/dist/server.js', '--name', app.name, '--releases', releases];
      args.push('--port', String(app.port), '--api', apiUrl);
      if (app.name === 'shell') args.push('--file', `/remotes.json=${remotesJson}`);
      else args.push('--cors');
      launch(app.name, process.execPath, args);
    }
  }

  for (const api of API) await waitFor(`${api.url}/api/health`, `The API (${api.name})`);
  for (const app of APPS) await waitFor(`http://127.0.0.1:${app.port}/`, app.label);
  if (stopping) return;

  const url = (port) => `http://${config.publicHost}:${port}`;
  console.log(
    [
      '',
      `Used-car marketplace is running${dev ? ' in development mode (hot reload)' : ''}:`,
      ...APPS.map((app) => `  ${app.label.padEnd(24)} ${url(app.port)}`),
      ...apiLines(),
      `  ${'Database'.padEnd(24)} ${databaseLine()}`,
      `  ${'Photos'.padEnd(24)} ${photosLine(apiEnv)}`,
      `  ${'Google sign-in'.padEnd(24)} ${googleSignInLine(apiEnv)}`,
      `  ${'Card payments'.padEnd(24)} ${paymentsLine()}`,
      `  ${'E-mail'.padEnd(24)} ${mailLine(apiEnv)}`,
      `  ${'Remotes in the shell'.padEnd(24)} ${config.remotes.join(', ') || 'none'}`,
      ...(dev
        ? []
        : [
            `  ${'Releases'.padEnd(24)} ${path.relative(ROOT, config.releasesDir)}/<app> (npm run release -- <app>: README, Releasing one app)`,
          ]),
      demoAccounts(),
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
}

await main();
