// The Module Federation side of remote loading: register what remotes.json lists, then load pages by id.
// Only listed remotes are registered, so an unlisted one (admin on the public site) is never requested.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  RemoteUnavailableError,
  type RemoteLoader,
  type RemotePageModule,
  type RemotesConfig,
} from '../types';

export function createMfRemoteLoader(config: RemotesConfig): RemoteLoader {
  const listed = new Set(config.remotes.map((remote) => remote.name));
  registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));

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
  };
  return loader;
}
