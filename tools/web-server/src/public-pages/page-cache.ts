// Rendered public pages, kept and served again while the data they were rendered from is unchanged. Rendering (the
// storefront's code and React) is what a page costs the shell's server; checking its data is one conditional GET
// per API read of the page (If-None-Match with the ETag the read answered), which the API answers 304 without the
// body. A write anywhere changes an answer, so the next request of every page that showed it renders afresh, on
// every shell server and whichever API instance answers: nothing is served on a timer.
// Most pages read the catalog alone, and the API names the catalog's version on such answers (X-Catalog-Version):
// for them one request tells whether anything changed, the instance's version (GET /api/catalog/version), shared by
// every page. A page whose reads that instance answered unchanged at the same version is current; any catalog write
// changes the version, and the page's reads are checked again. A script that writes the database past the API
// changes no version: such a page's reads are still checked every VERSION_TRUSTED_MS, the time the API's own cache
// keeps an answer before reading the database again.
// A page is the same for every visitor (the server renders signed out; the browser adds the session), so one copy
// serves all. It is kept per address, origin, shell page and remote version: a new storefront renders afresh.
import { gzipSync } from 'node:zlib';
import type { Read } from '../server-render/request-memo.js';

/** A page as the server answers it: made now (with how long that took), or kept (with its body compressed). */
export interface RenderedPage {
  status: number;
  html: string;
  /** Set when the page was rendered on the server (or checked and taken from the cache). */
  renderMs?: number;
  cached?: boolean;
  gzip?: Buffer;
}

export interface PageCache {
  get(key: string): Promise<RenderedPage | null>;
  set(key: string, page: RenderedPage, reads: Read[]): void;
  readonly size: number;
  /** Bytes of the pages kept (counted against MAX_BYTES). */
  readonly bytes: number;
}

/** A run under way and the one queued after it (sharedRun). */
interface SharedRun<T> {
  running: Promise<T> | null;
  next: Promise<T> | null;
}

interface Entry {
  page: RenderedPage;
  reads: Read[];
  bytes: number;
  checks: SharedRun<boolean>;
  versioned: boolean;
  confirmed: Map<string, number>;
}

/** How many pages, and how many bytes of them, are kept (the least recently served go first). */
export const MAX_PAGES = 2000;
export const MAX_BYTES = 64 * 1024 * 1024;
/** How long a check may take before the page is rendered instead. */
export const CHECK_TIMEOUT_MS = 1500;
/** How long reads confirmed at a catalog version are trusted on that version alone (the API's CatalogCache TTL_MS). */
export const VERSION_TRUSTED_MS = 10_000;
/** Catalog versions remembered per page (one per API instance; more only after writes). */
const MAX_CONFIRMED_VERSIONS = 8;
const CATALOG_VERSION_PATH = 'api/catalog/version';

/**
 * `run()` started after the call: while one is under way, the callers that arrive share the next one, which starts
 * when it ends. `state` ({ running, next }) holds what is under way.
 */
function sharedRun<T>(state: SharedRun<T>, run: () => Promise<T>): Promise<T> {
  if (!state.running) {
    state.running = run().finally(() => {
      state.running = null;
    });
    return state.running;
  }
  state.next ??= state.running.then(() => {
    state.next = null;
    return sharedRun(state, run);
  });
  return state.next;
}

/**
 * `get(key)` answers the kept page (with `gzip`, its body compressed) when every read it was rendered from is
 * unchanged, else null (and forgets it);
 * `set(key, page, reads)` keeps a page with its reads ([{ path, etag, catalogVersion }], requestReads()). `nextApi()`
 * gives the API instance of each check.
 */
export function createPageCache({
  nextApi,
  maxPages = MAX_PAGES,
  maxBytes = MAX_BYTES,
  now = Date.now,
  checkTimeoutMs = CHECK_TIMEOUT_MS,
}: {
  nextApi: () => string;
  maxPages?: number;
  maxBytes?: number;
  now?: () => number;
  checkTimeoutMs?: number;
}): PageCache {
  const pages = new Map<string, Entry>();
  /** Per API instance, its catalog version's request under way and the next. */
  const versionRuns = new Map<string, SharedRun<string | null>>();
  let bytes = 0;

  function forget(key: string) {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    bytes -= entry.bytes;
  }

  function evictBeyondLimits() {
    for (const oldest of pages.keys()) {
      if (pages.size <= maxPages && bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  async function unchanged({ path, etag }: Read, api: string): Promise<boolean> {
    try {
      const response = await fetch(new URL(path, api), {
        headers: { accept: 'application/json', 'if-none-match': etag },
        signal: AbortSignal.timeout(checkTimeoutMs),
      });
      await response.body?.cancel();
      return response.status === 304;
    } catch {
      return false; // unreachable or slow: the render decides what the page says
    }
  }

  async function readVersion(api: string): Promise<string | null> {
    try {
      const response = await fetch(new URL(CATALOG_VERSION_PATH, api), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(checkTimeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      const { version } = (await response.json()) as { version?: unknown };
      return typeof version === 'string' ? version : null;
    } catch {
      return null; // an API without the route, or unreachable: the reads are checked one by one
    }
  }

  /** The catalog version of `api`, by a request that starts after the call, shared by every page that asks. */
  function catalogVersion(api: string): Promise<string | null> {
    let runs = versionRuns.get(api);
    if (!runs) versionRuns.set(api, (runs = { running: null, next: null }));
    return sharedRun(runs, () => readVersion(api));
  }

  /** Notes that the page's reads were unchanged at `version` (an instance's; one at a time is worth keeping). */
  function confirm(entry: Entry, version: string, at: number) {
    if (entry.confirmed.size >= MAX_CONFIRMED_VERSIONS) entry.confirmed.clear();
    entry.confirmed.set(version, at);
  }

  /** Whether every read of the page answers 304 on `api`, by one check at a time per page (sharedRun). */
  function readsUnchanged(
    entry: Entry,
    api: string,
    confirmedAs: { version: string; at: number } | null,
  ): Promise<boolean> {
    return sharedRun(entry.checks, async () => {
      const current = (await Promise.all(entry.reads.map((read) => unchanged(read, api)))).every(Boolean);
      if (current && confirmedAs) confirm(entry, confirmedAs.version, confirmedAs.at);
      return current;
    });
  }

  /**
   * Whether the page's reads are unchanged, by checks that start after the call: while one is under way, the
   * requests that arrive share the next (sharedRun). A page asked for by many at once costs the API one check at a
   * time, and each answer still reflects every write made before it was asked for.
   */
  async function check(entry: Entry): Promise<boolean> {
    const api = nextApi();
    if (!entry.versioned) return readsUnchanged(entry, api, null);
    // The version first: a write after it makes the next version differ, so the page is checked again then.
    const at = now();
    const version = await catalogVersion(api);
    const confirmedAt = version ? entry.confirmed.get(version) : undefined;
    if (confirmedAt !== undefined && at - confirmedAt < VERSION_TRUSTED_MS) return true;
    return readsUnchanged(entry, api, version ? { version, at } : null);
  }

  return {
    async get(key) {
      const entry = pages.get(key);
      if (!entry) return null;
      const unchangedReads = await check(entry);
      if (pages.get(key) !== entry) return null; // replaced or forgotten meanwhile
      if (!unchangedReads) {
        forget(key);
        return null;
      }
      // The most recently served last: the first in the map is the one to go.
      pages.delete(key);
      pages.set(key, entry);
      // Compressed once, on its first reuse, rather than on every answer.
      if (!entry.page.gzip) {
        const gzip = gzipSync(entry.page.html);
        entry.page = { ...entry.page, gzip };
        entry.bytes += gzip.length;
        bytes += gzip.length;
        evictBeyondLimits();
      }
      return entry.page;
    },

    set(key, page, reads) {
      forget(key);
      const size = page.html.length * 2 + key.length * 2;
      if (reads.length === 0 || size > maxBytes) return;
      const entry: Entry = {
        page,
        reads,
        bytes: size,
        checks: { running: null, next: null },
        // Every read depends on the catalog alone: the catalog's version can vouch for them.
        versioned: reads.every((read) => Boolean(read.catalogVersion)),
        // The catalog versions at which every read was answered unchanged, and when.
        confirmed: new Map(),
      };
      // Read from one instance at one version (the version each answer named was read before it was made).
      const versions = new Set(reads.map((read) => read.catalogVersion));
      const [version] = versions;
      if (entry.versioned && versions.size === 1 && version) confirm(entry, version, now());
      pages.set(key, entry);
      bytes += size;
      evictBeyondLimits();
    },

    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
