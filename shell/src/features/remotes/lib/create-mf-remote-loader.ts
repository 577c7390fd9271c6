// The Module Federation side of remote loading: register what remotes.json lists, then load pages by id.
// Only listed remotes are registered, so an unlisted one (admin on the public site) is never requested.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteTables } from './remote-tables';
import { getRemoteTable } from '../api/get-remote-tables';
import { getRemotesConfig } from '../api/get-remotes-config';
import {
  RemoteUnavailableError,
  type RemoteLoader,
  type RemotePageModule,
  type RemotesConfig,
} from '../types';

export function createMfRemoteLoader(config: RemotesConfig, initialTables: RemoteTables): RemoteLoader {
  const listed = new Map(config.remotes.map((remote) => [remote.name, remote]));
  registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
  let tables = initialTables;
  const listeners = new Set<() => void>();

  const loader: RemoteLoader = {
    isListed: (remote) => listed.has(remote),
    async load(remote, module) {
      if (!listed.has(remote)) throw new RemoteUnavailableError(remote, 'not listed in remotes.json');
      // A failed manifest or entry load is not cached by the runtime, so calling this again really retries.
      const loaded = await loadRemote<RemotePageModule>(`${remote}/${module}`);
      if (!loaded || typeof loaded.default !== 'function') {
        throw new RemoteUnavailableError(remote, `${module} has no default export`);
      }
      return loaded;
    },
    preload(remote, module) {
      // The runtime keeps what it loaded, so the route's own load() later gets it at once; a failure here is
      // reported by that load() (which retries), not twice.
      if (listed.has(remote)) loader.load(remote, module).catch(() => undefined);
    },
    tables: () => tables,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async refresh(remote) {
      if (!listed.has(remote)) return;
      // The address deployed now: the page's may name a release that is no longer kept.
      const definition =
        (await getRemotesConfig()).remotes.find(({ name }) => name === remote) ?? listed.get(remote)!;
      listed.set(remote, definition);
      // force: the runtime forgets the manifest and modules it has, so the next load reads the manifest again and
      // gets the version deployed now (an open tab's old chunks may be gone).
      registerRemotes([{ name: definition.name, entry: definition.entry }], { force: true });
      const table = await getRemoteTable(definition);
      tables = { ...tables, [remote]: table };
      for (const listener of listeners) listener();
    },
  };
  return loader;
}
