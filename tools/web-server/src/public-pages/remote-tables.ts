// The remotes' tables of pages, as the shell routes by them (contract/remote-pages.ts): each remote's pages.json,
// read over HTTP from the root of the build the page uses (remote-releases.ts) and read again every few seconds, so
// that a remote deployed alone adds or renames a page without the shell's server being restarted. A table that cannot be read keeps its last good version: a remote that is down for a
// moment shows its pages unavailable rather than gone.
import { parseRemotePages, PAGES_FILE, type RemotePages } from '@usedcars/contract/remote-pages';
import type { PageRemote } from './remote-releases.js';

/** How often each remote's table is read again. */
export const TABLE_CHECK_MS = 5000;
/** How long that read may take. */
export const TABLE_TIMEOUT_MS = 1500;
/**
 * How long a first read may take (of a remote, or of a release just made current), which a visitor's request
 * waits for: without a table the request cannot be routed.
 */
export const FIRST_TABLE_TIMEOUT_MS = 5000;

/** The tables by remote name (null: never read), and a digest of them for cache keys. */
export interface RemoteTables {
  byRemote: Record<string, RemotePages | null>;
  version: string;
}

export function createRemoteTables({
  checkMs = TABLE_CHECK_MS,
  timeoutMs = TABLE_TIMEOUT_MS,
  now = Date.now,
  log = console,
}: {
  checkMs?: number;
  timeoutMs?: number;
  now?: () => number;
  log?: Pick<Console, 'warn'>;
} = {}): (remotes: readonly PageRemote[]) => Promise<RemoteTables> {
  /** url -> the table last read (null: none good yet), when it was read, and the read under way. */
  const known = new Map<
    string,
    { at: number; table: RemotePages | null; reading: Promise<RemotePages | null> | null }
  >();

  async function read(url: string): Promise<RemotePages | null> {
    const entry = known.get(url);
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(entry?.table ? timeoutMs : Math.max(timeoutMs, FIRST_TABLE_TIMEOUT_MS)),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const table = parseRemotePages(await response.json());
      if (!table) throw new Error('not a table of pages');
      return table;
    } catch (error) {
      log.warn(`[remote pages] ${url}: ${error instanceof Error ? error.message : String(error)}`);
      return entry?.table ?? null;
    }
  }

  /** The table now: the one known while it is fresh, or while a newer one is being read; else read and awaited. */
  function tableAt(url: string): Promise<RemotePages | null> {
    let entry = known.get(url);
    if (!entry) {
      entry = { at: 0, table: null, reading: null };
      known.set(url, entry);
    }
    const current = entry;
    if (!current.reading && now() - current.at >= checkMs) {
      current.at = now();
      current.reading = read(url).then((table) => {
        current.table = table;
        current.reading = null;
        // None good yet: the next request reads again, rather than answering unavailable until the next check.
        if (table === null) current.at = 0;
        return table;
      });
      // Nothing read yet: this request waits for the first read.
      if (current.table === null) return current.reading;
    }
    return Promise.resolve(current.table);
  }

  return async function currentTables(remotes) {
    const entries = await Promise.all(
      remotes.map(async (remote) => {
        const url = remote.serverRoot && new URL(PAGES_FILE, remote.serverRoot).toString();
        return [remote.name, url ? await tableAt(url) : null] as const;
      }),
    );
    const byRemote = Object.fromEntries(entries);
    return { byRemote, version: JSON.stringify(byRemote) };
  };
}
