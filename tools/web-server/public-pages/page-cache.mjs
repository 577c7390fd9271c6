// Rendered public pages, kept and served again while the data they were rendered from is unchanged. Rendering (the
// storefront's code and React) is what a page costs the shell's server; checking its data is one conditional GET
// per API read of the page (If-None-Match with the ETag the read answered), which the API answers 304 without the
// body. A write anywhere changes an answer, so the next request of every page that showed it renders afresh, on
// every shell server and whichever API instance answers: nothing is served on a timer.
// A page is the same for every visitor (the server renders signed out; the browser adds the session), so one copy
// serves all. It is kept per address, origin, shell page and remote version: a new storefront renders afresh.
import { gzipSync } from 'node:zlib';

/** How many pages, and how many bytes of them, are kept (the least recently served go first). */
export const MAX_PAGES = 2000;
export const MAX_BYTES = 64 * 1024 * 1024;
/** How long a check may take before the page is rendered instead. */
const CHECK_TIMEOUT_MS = 1500;

/**
 * `get(key)` answers the kept page (with `gzip`, its body compressed) when every read it was rendered from is
 * unchanged, else null (and forgets it);
 * `set(key, page, reads)` keeps a page with its reads ([{ path, etag }]). `nextApi()` gives the API instance of
 * each check.
 */
export function createPageCache({ nextApi, maxPages = MAX_PAGES, maxBytes = MAX_BYTES }) {
  const pages = new Map();
  let bytes = 0;

  function forget(key) {
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

  async function unchanged({ path, etag }) {
    try {
      const response = await fetch(new URL(path, nextApi()), {
        headers: { accept: 'application/json', 'if-none-match': etag },
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status === 304;
    } catch {
      return false; // unreachable or slow: the render decides what the page says
    }
  }

  async function stillCurrent(entry) {
    return (await Promise.all(entry.reads.map(unchanged))).every(Boolean);
  }

  /**
   * Whether the page's reads are unchanged, by a check that starts after the call: while one is under way, the
   * requests that arrive share the next one, which starts when it ends. A page asked for by many at once costs
   * the API one check at a time, and each answer still reflects every write made before it was asked for.
   */
  function check(entry) {
    if (!entry.checking) {
      entry.checking = stillCurrent(entry).finally(() => {
        entry.checking = null;
      });
      return entry.checking;
    }
    entry.nextCheck ??= entry.checking.then(() => {
      entry.nextCheck = null;
      return check(entry);
    });
    return entry.nextCheck;
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
        entry.page = { ...entry.page, gzip: gzipSync(entry.page.html) };
        entry.bytes += entry.page.gzip.length;
        bytes += entry.page.gzip.length;
        evictBeyondLimits();
      }
      return entry.page;
    },

    set(key, page, reads) {
      forget(key);
      const size = page.html.length * 2 + key.length * 2;
      if (reads.length === 0 || size > maxBytes) return;
      pages.set(key, { page, reads, bytes: size, checking: null, nextCheck: null });
      bytes += size;
      evictBeyondLimits();
    },

    get size() {
      return pages.size;
    },
  };
}
