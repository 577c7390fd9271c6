// The server render of the public pages, for the shell's server: the shell's Node build (dist/server/server.js)
// renders a page's #root, loading the storefront's Node build at run time from the release the page uses
// (public-pages/remote-releases.ts), as the browser loads that release's browser build. A remote's entry in
// remotes.json may name `serverEntry`, the address the server fetches its Node entry from when that differs from the
// browsers' (a container network: http://storefront:8081/server/remoteEntry.js).
// A new storefront version is picked up without a restart: a new release has addresses of its own, and a remote
// served from a plain build has its entry checked every few seconds (its ETag, else Last-Modified), a changed one
// registered afresh under a new address.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Balancer, unreachable } from '../balancer.js';
import type { PageRemote } from '../public-pages/remote-releases.js';
import { memoFetch } from './request-memo.js';

export { withRequestMemo } from './request-memo.js';

/** A remote as the shell's render loads it: its Node entry's versioned address, null while it cannot be reached. */
interface RenderRemote {
  name: string;
  entry: string | null;
}

/** What the shell's render answers for a page's #root (shell/src/server: its renderPage). */
export interface RenderResult {
  status: number;
  html: string;
  styles: string;
  state: unknown;
}

/** The shell build's server entry (dist/server/server.js), loaded with require(). */
interface ShellServerEntry {
  renderPage(options: {
    url: string;
    remotes: RenderRemote[];
    tables: unknown;
    fetchApi: (apiPath: string, init?: RequestInit) => Promise<Response>;
    remoteTimeoutMs?: number;
  }): Promise<RenderResult>;
}

export interface ServerRender {
  /**
   * The page at `url` with `remotes` (public-pages/remote-releases.ts), routed by their tables of pages
   * (public-pages/remote-tables.ts).
   */
  render(url: string, tables: Record<string, unknown>, remotes: readonly PageRemote[]): Promise<RenderResult>;
  /** What a render with `remotes` depends on besides its address and data. */
  version(remotes: readonly PageRemote[]): Promise<string>;
}

/** The shell build's server render, relative to its dist. */
export const SERVER_ENTRY = 'server/server.js';
/** How often a remote's Node entry is checked for a new version. */
export const VERSION_CHECK_MS = 5000;
/** How long that check may take. */
export const CHECK_TIMEOUT_MS = 1500;
/** How long a render's API reads, and the loading of its remote's code, may take. */
export const RENDER_TIMEOUT_MS = 3000;

/**
 * The versioned address of each remote's Node entry: the entry's address with a digest of its ETag (or
 * Last-Modified) in the query, or null while it cannot be reached (the remote is down). Checked at most every
 * `checkMs` per address; concurrent requests share one check.
 */
export function createRemoteVersions({
  checkMs = VERSION_CHECK_MS,
  checkTimeoutMs = CHECK_TIMEOUT_MS,
  now = Date.now,
}: { checkMs?: number; checkTimeoutMs?: number; now?: () => number } = {}): (
  entryUrl: string,
) => Promise<string | null> {
  const checks = new Map<string, { at: number; entry: Promise<string | null> }>();

  async function check(entryUrl: string): Promise<string | null> {
    try {
      const response = await fetch(entryUrl, {
        method: 'HEAD',
        signal: AbortSignal.timeout(checkTimeoutMs),
      });
      if (!response.ok) return null;
      const version = response.headers.get('etag') ?? response.headers.get('last-modified') ?? '';
      const digest = createHash('sha256').update(version).digest('hex').slice(0, 16);
      return `${entryUrl}?v=${digest}`;
    } catch {
      return null;
    }
  }

  return function versionedEntry(entryUrl) {
    const last = checks.get(entryUrl);
    if (last && now() - last.at < checkMs) return last.entry;
    const entry = check(entryUrl);
    checks.set(entryUrl, { at: now(), entry });
    return entry;
  };
}

/** `<link>`s of the shell's own stylesheets (its layout's, loaded with its scripts): a rendered page needs them at once. */
function stylesheetLinks(root: string): string {
  const cssDir = path.join(root, 'static', 'css');
  if (!existsSync(cssDir)) return '';
  return readdirSync(cssDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" href="/static/css/${file.split(path.sep).join('/')}">`)
    .join('');
}

/**
 * The server render of the shell build at `root`, or null when the build has none (an older build: pages go out
 * as the browser renders them). `render(url)` answers { status, html, styles, state } for the page's #root.
 * `balancer` gives the API instance of each read.
 */
export function createServerRender({
  root,
  balancer,
  log = console,
  checkMs,
  checkTimeoutMs,
  timeoutMs = RENDER_TIMEOUT_MS,
}: {
  root: string;
  balancer: Balancer;
  log?: Pick<Console, 'warn'>;
  checkMs?: number;
  checkTimeoutMs?: number;
  /** RENDER_TIMEOUT_MS unless given. */
  timeoutMs?: number;
}): ServerRender | null {
  const entry = path.join(root, SERVER_ENTRY);
  if (!existsSync(entry)) {
    log.warn(`[server render] ${entry} is missing: public pages are rendered in the browser only`);
    return null;
  }
  const { renderPage } = createRequire(import.meta.url)(entry) as ShellServerEntry;
  const versionedEntry = createRemoteVersions({ checkMs, checkTimeoutMs });
  const links = stylesheetLinks(root);

  function fetchApi(apiPath: string, init?: RequestInit): Promise<Response> {
    const target = balancer.next();
    return memoFetch(new URL(apiPath.replace(/^\//, ''), target).toString(), {
      ...init,
      // The render's own deadline rather than the query's signal: a read shared with the head outlives either.
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      if (unreachable(error)) balancer.failed(target);
      throw error;
    });
  }

  /** The remotes with the versioned address of each one's Node entry (null: not reachable). */
  function renderRemotes(remotes: readonly PageRemote[]): Promise<RenderRemote[]> {
    return Promise.all(
      remotes.map(async (remote) => ({
        name: remote.name,
        entry: remote.serverEntry && (await versionedEntry(remote.serverEntry)),
      })),
    );
  }

  return {
    async render(url, tables, remotes) {
      const result = await renderPage({
        url,
        remotes: await renderRemotes(remotes),
        tables,
        fetchApi,
        remoteTimeoutMs: timeoutMs,
      });
      return { ...result, styles: links + result.styles };
    },
    /** The remotes' versions, and whether they are up. */
    async version(remotes) {
      return JSON.stringify(await renderRemotes(remotes));
    },
  };
}
