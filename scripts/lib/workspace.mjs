// Helpers shared by scripts/start.mjs and scripts/test.mjs. Node built-ins only:
// these run on a fresh clone, before any dependency is installed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (err) => {
      console.error(`Could not run ${command}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log(
    existsSync(marker) ? 'Dependencies changed, updating...' : 'Installing dependencies (first run)...',
  );
  // `npm install` honours package-lock.json. Not `npm ci`: it rejects a lock file that lacks the native
  // binaries of other platforms (@swc/core-darwin-arm64, ...), which a lock made on one platform may lack.
  const code = await run('npm', ['install', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('npm could not install the dependencies; see the messages above.');
    process.exit(code);
  }
}

/** Environment for Nx: no daemon, no cloud, plain output — the same everywhere, CI included. */
/**
 * V8 flags of every API process (npm start, the benches, the Dockerfile and `npm start -w api` repeat them). A young
 * generation four times V8's default: an answer's short-lived objects die there instead of being promoted, so
 * the old generation, which holds the search index (hundreds of MB at a million listings), is collected far less
 * often. bench/RESULTS.md, API at scale, has the figures.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=64'];

export const NX_ENV = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

export function nx(args) {
  return run(path.join(ROOT, 'node_modules', '.bin', 'nx'), args, { env: NX_ENV });
}

function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number (1-65535), got "${raw}".`);
    process.exit(2);
  }
  return port;
}

/** The front-end apps, remote names and ports, defined once (read as JSON: this runs before npm install). */
export const APPS_CONFIG = JSON.parse(readFileSync(path.join(ROOT, 'shared-ui/src/mf/apps.json'), 'utf8'));

/** Every front-end app: its name (the remote's Module Federation name), folder and label. */
export const APPS = Object.entries(APPS_CONFIG.apps).map(([name, app]) => ({ name, ...app }));

export const REMOTE_NAMES = APPS.map((app) => app.name).filter((name) => name !== 'shell');

/** Every port of a local run moved by `shift`, for a second copy of the product (benches, browser tests). */
export function shiftedPorts(shift) {
  return Object.fromEntries(
    Object.entries(APPS_CONFIG.ports).map(([name, { port }]) => [name, port + shift]),
  );
}

/** The environment that starts `npm start` on `ports` (API_PORT, SHELL_PORT, ...). */
export function portEnvironment(ports) {
  return Object.fromEntries(
    Object.entries(APPS_CONFIG.ports).map(([name, { env }]) => [env, String(ports[name])]),
  );
}

/** Ports, data and releases folders and which remotes the shell lists, from the environment (README: Configuration). */
export function readConfig() {
  const remotes = (process.env.REMOTES ?? REMOTE_NAMES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = remotes.filter((name) => !REMOTE_NAMES.includes(name));
  if (unknown.length > 0) {
    console.error(
      `REMOTES lists unknown remotes: ${unknown.join(', ')} (known: ${REMOTE_NAMES.join(', ')}).`,
    );
    process.exit(2);
  }
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || 'data');
  return {
    publicHost: process.env.PUBLIC_HOST || 'localhost',
    dataDir,
    // Each app's releases, in a folder of its own (tools/web-server/src/releases.ts): `npm start` serves them.
    releasesDir: path.resolve(ROOT, process.env.RELEASES_DIR || path.join(dataDir, 'releases')),
    remotes,
    ports: Object.fromEntries(
      Object.entries(APPS_CONFIG.ports).map(([name, { port, env }]) => [name, portFromEnv(env, port)]),
    ),
  };
}
