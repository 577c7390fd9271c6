// A second shell web server beside the product's, on a port of its own, with a remotes.json of the test's: a
// deployment that lists other remotes than the product's (a public site without the admin console, a remote at an
// address where nothing runs). It serves the product's shell build and proxies the product's API.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_PORTS } from './ports';

const ROOT = path.resolve(__dirname, '..');

export interface ShellServer {
  url: string;
  stop: () => void;
}

export async function startShellServer(
  port: number,
  remotes: { name: string; entry: string }[],
): Promise<ShellServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'shell-server-'));
  const remotesFile = path.join(folder, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ remotes }));
  const args = ['tools/web-server/dist/server.js', '--name', 'shell', '--root', 'shell/dist'];
  args.push('--port', String(port), '--api', `http://127.0.0.1:${E2E_PORTS.api}`);
  args.push('--file', `/remotes.json=${remotesFile}`);
  const child: ChildProcess = spawn(process.execPath, args, { cwd: ROOT, stdio: 'ignore' });
  const url = `http://localhost:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(async () => (await fetch(`${url}/remotes.json`).catch(() => null))?.status, { timeout: 30_000 })
      .toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
