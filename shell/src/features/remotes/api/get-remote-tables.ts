// Each listed remote's table of pages: its pages.json, beside the mf-manifest.json remotes.json names. The shell's
// server puts the tables in the page it sends (server-state.ts); the browser reads them itself only without that
// (the dev server) and on Retry.
import { PAGES_FILE, parseRemotePages, type RemotePages } from '@usedcars/contract/remote-pages';
import type { RemoteTables } from '../lib/remote-tables';
import type { RemoteDefinition } from '../types';

const TIMEOUT_MS = 5_000;

/** The remote's table, or null when it cannot be read or is not one (its routes then show it unavailable). */
export async function getRemoteTable(remote: RemoteDefinition): Promise<RemotePages | null> {
  try {
    const response = await fetch(new URL(PAGES_FILE, new URL(remote.entry, window.location.href)), {
      cache: 'no-cache',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const table = parseRemotePages(await response.json());
    if (!table) throw new Error('not a table of pages');
    return table;
  } catch (error) {
    console.error(`Could not read the pages of the remote "${remote.name}".`, error);
    return null;
  }
}

/** Every listed remote's table, read side by side. */
export async function getRemoteTables(remotes: readonly RemoteDefinition[]): Promise<RemoteTables> {
  const tables = await Promise.all(
    remotes.map(async (remote) => [remote.name, await getRemoteTable(remote)]),
  );
  return Object.fromEntries(tables) as RemoteTables;
}
