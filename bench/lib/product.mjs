// The whole product, started the way `npm start` starts it (production builds, the web servers) on the bench's own
// ports and a fresh data folder, for the browser benchmarks; and stopped with everything it started.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portEnvironment } from '../../scripts/lib/workspace.mjs';
import { ROOT, waitForHealth } from './api-server.mjs';

/** The first start builds every app: minutes on a small machine. */
const START_TIMEOUT_MS = 300_000;

/**
 * Starts `npm start` on `ports` ({api, oidc, shell, storefront, seller, admin}) in its own process group, so that
 * stopping it stops every server, and waits until the shell answers. Answers what `stopProduct` needs.
 */
export async function startProduct(ports, name) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...portEnvironment(ports),
    },
  });
  const product = { child, dataDir };
  const shell = `http://localhost:${ports.shell}`;
  if (!(await waitForHealth(shell, START_TIMEOUT_MS))) {
    await stopProduct(product);
    throw new Error(`The product did not answer at ${shell} within ${START_TIMEOUT_MS / 1000} s`);
  }
  return product;
}

/** Stops every process of the product and removes its data folder. */
export async function stopProduct({ child, dataDir }) {
  if (child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => child.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
