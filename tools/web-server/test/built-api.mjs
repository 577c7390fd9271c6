// The built API for the web server's tests (and the server-render bench): api/dist/main.js on a fresh SQLite
// database with the demo catalog, on a free port, and the calls the tests make of it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from '../../../scripts/lib/workspace.mjs';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const API_MAIN = path.join(ROOT, 'api/dist/main.js');
export const SELLER = { email: 'seller@demo.test', password: 'Demo#pass1' };
/** A 1x1 PNG: the API resizes what it is given. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the built API with its data in `dataDir` (SQLite, whatever database the environment names) on `port` (a
 * free one unless given); answers { url, stop } once its health check passes.
 * @param {{ dataDir: string, port?: number }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startBuiltApi({ dataDir, port }) {
  const apiPort = port ?? (await freePort());
  const { DATABASE_URL: _database, ...env } = process.env;
  const child = spawn(process.execPath, [...API_NODE_FLAGS, API_MAIN], {
    env: {
      ...env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${apiPort}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(`${url}/api/health`, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * One call of the API at `baseUrl` (its /api is appended), which must succeed; its JSON answer.
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} route
 * @param {{ token?: string, body?: unknown, form?: FormData }} [options]
 * @returns {Promise<any>}
 */
export async function callApi(baseUrl, method, route, { token, body, form } = {}) {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${route}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * The demo seller lists a car named `name` (with a photo) through the API at `baseUrl`: its id, the seller and the
 * form sent.
 * @param {string} baseUrl
 * @param {string} name
 * @param {string} description
 * @returns {Promise<{ id: string, token: string, user: { uid: string }, listing: Record<string, unknown> }>}
 */
export async function listCar(baseUrl, name, description) {
  const { token, user } = await callApi(baseUrl, 'POST', '/auth/login', { body: SELLER });
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'car.png');
  const { data: photo } = await callApi(baseUrl, 'POST', '/images', { token, form });
  const listing = {
    product_name: name,
    description,
    category: 'sedan',
    brand: 'toyota',
    condition: 'Good',
    originalPrice: 20000,
    sellPrice: 15000,
    location: 'Dhaka',
    purchaseYear: '2018-01',
    mobile: '+880 1711-000000',
    images: [photo.url],
    model: 'Corolla',
    mileage: 45000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    authorID: user.uid,
  };
  const { insertedId: id } = await callApi(baseUrl, 'POST', '/product', { token, body: listing });
  return { id, token, user, listing };
}
