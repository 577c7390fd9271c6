// The remotes' tables of pages as the shell holds them (contract/remote-pages.ts): by remote name, each checked on its
// own, so that one remote's bad table costs only that remote's routes.
import { parseRemotePages, type RemotePages } from '@usedcars/contract/remote-pages';

/**
 * Each remote's table of pages as last read; null (or missing) while it cannot be read or is not a table, when the
 * remote's routes show it unavailable, with Retry.
 */
export type RemoteTables = Readonly<Partial<Record<string, RemotePages | null>>>;

/** The tables from JSON of that shape (the server's data block, or pages.json files by remote). */
export function parseRemoteTables(json: unknown): RemoteTables {
  if (typeof json !== 'object' || json === null) return {};
  return Object.fromEntries(
    Object.entries(json as Record<string, unknown>).map(([remote, table]) => [
      remote,
      parseRemotePages(table),
    ]),
  );
}
