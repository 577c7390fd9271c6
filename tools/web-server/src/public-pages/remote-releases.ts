// The remotes as the shell's server uses them for one page: remotes.json's list, each remote pinned to the release
// its own server names as current (its /release.json, serve-releases.ts). The server reads that release's table of
// pages, renders with that release's Node build and sends the browser that release's manifest, so a page rendered
// from version N hydrates with version N even while N+1 is being deployed. A remote served from a plain build (no
// /release.json: a dev server, an older server) is used at its listed address, as before.
import path from 'node:path';
import { type ListedRemote, readRemotesList } from '../deploy-files.js';
import { RELEASE_INFO_PATH, RELEASES_PATH } from '../serve-releases.js';
import { isVersion } from '../releases.js';

/** Where the Node build of a remote is, relative to its build's root (the folder of its mf-manifest.json). */
export const REMOTE_SERVER_ENTRY = 'server/remoteEntry.js';
/** How often each remote's current release is asked for. */
export const RELEASE_CHECK_MS = 5000;
/** How long that question may take. */
export const RELEASE_TIMEOUT_MS = 1500;

/** A remote for one page: the addresses of the release it is pinned to. */
export interface PageRemote {
  name: string;
  /** Its mf-manifest.json, for the browser. */
  entry: string;
  /** The root of its build as this server reaches it (its pages.json is there): null when unknown. */
  serverRoot: string | null;
  /** Its Node entry, for this server: null when no address this server can fetch is known. */
  serverEntry: string | null;
  /** The release, when the remote's server names one. */
  version: string | null;
}

type ListedAt = { name: string; entry: string; serverEntry?: unknown };

/**
 * The root of a remote's build as this server reaches it: the folder of its manifest, or, when remotes.json names the
 * Node entry's address for the server (a container network), the root above that entry.
 */
function serverRootOf(remote: ListedAt): URL {
  if (typeof remote.serverEntry !== 'string') return new URL('./', remote.entry);
  return new URL('../', new URL(remote.serverEntry, remote.entry)); // <root>/server/remoteEntry.js
}

/** The remote's addresses in `version`, or as listed (version null, or addresses that are not absolute). */
export function pageRemote(remote: ListedAt, version: string | null): PageRemote {
  const asListed = {
    name: remote.name,
    entry: remote.entry,
    serverRoot: null,
    serverEntry: null,
    version: null,
  };
  let root: URL;
  try {
    root = serverRootOf(remote);
  } catch {
    return asListed; // a relative address: nothing the server can fetch
  }
  if (version === null) {
    const serverEntry =
      typeof remote.serverEntry === 'string'
        ? new URL(remote.serverEntry, remote.entry)
        : new URL(REMOTE_SERVER_ENTRY, root);
    return { ...asListed, serverRoot: root.toString(), serverEntry: serverEntry.toString() };
  }
  const release = `.${RELEASES_PATH}/${version}/`;
  const manifest = path.posix.basename(new URL(remote.entry).pathname);
  const releaseRoot = new URL(release, root);
  return {
    name: remote.name,
    entry: new URL(`${release}${manifest}`, remote.entry).toString(),
    serverRoot: releaseRoot.toString(),
    serverEntry: new URL(REMOTE_SERVER_ENTRY, releaseRoot).toString(),
    version,
  };
}

/**
 * The listed remotes, each pinned to its current release: asked of each remote's server at most every `checkMs`,
 * concurrent pages sharing one question. While a remote does not answer, its last known release is kept.
 */
export function createRemoteReleases({
  remotesFile,
  checkMs = RELEASE_CHECK_MS,
  timeoutMs = RELEASE_TIMEOUT_MS,
  now = Date.now,
}: {
  remotesFile: string;
  checkMs?: number;
  timeoutMs?: number;
  now?: () => number;
}): () => Promise<PageRemote[]> {
  /** release.json's address -> the version last known, when it was asked, and the question under way. */
  const known = new Map<
    string,
    { at: number; version: string | null; asking: Promise<string | null> | null }
  >();

  async function ask(url: string, last: string | null): Promise<string | null> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      // Served from a plain build: no releases.
      if (response.status === 404) return null;
      if (!response.ok) return last;
      const { version } = (await response.json()) as { version?: unknown };
      return typeof version === 'string' && isVersion(version) ? version : null;
    } catch {
      return last; // down for a moment: its pages are unavailable anyway, and come back with their release
    }
  }

  function versionAt(url: string): Promise<string | null> {
    let entry = known.get(url);
    if (!entry) {
      entry = { at: 0, version: null, asking: null };
      known.set(url, entry);
    }
    const current = entry;
    if (!current.asking && now() - current.at >= checkMs) {
      const first = current.at === 0;
      current.at = now();
      current.asking = ask(url, current.version).then((version) => {
        current.version = version;
        current.asking = null;
        return version;
      });
      // Never asked yet: this page waits for the answer.
      if (first) return current.asking;
    }
    return Promise.resolve(current.version);
  }

  return async function currentRemotes() {
    const listed = (await readRemotesList(remotesFile)).filter(
      (remote): remote is ListedRemote & ListedAt =>
        typeof remote.name === 'string' && typeof remote.entry === 'string',
    );
    return Promise.all(
      listed.map(async (remote) => {
        const { serverRoot } = pageRemote(remote, null);
        const version = serverRoot
          ? await versionAt(new URL(`.${RELEASE_INFO_PATH}`, serverRoot).toString())
          : null;
        return pageRemote(remote, version);
      }),
    );
  };
}
