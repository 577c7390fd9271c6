import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteTables } from '../lib/remote-tables';
import { RemoteUnavailableError, type RemoteLoader } from '../types';

const NO_TABLES: RemoteTables = {};

/** Until the shell provides one, every remote is unavailable. */
const noRemotes: RemoteLoader = {
  isListed: () => false,
  load: (remote) => Promise.reject(new RemoteUnavailableError(remote, 'no remote loader')),
  preload: () => undefined,
  tables: () => NO_TABLES,
  subscribe: () => () => undefined,
  refresh: async () => undefined,
};

export const RemoteLoaderContext = createContext<RemoteLoader>(noRemotes);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}

/** The remotes' tables of pages, re-rendering when Retry has read one afresh. */
export function useRemoteTables(): RemoteTables {
  const loader = useRemoteLoader();
  return useSyncExternalStore(loader.subscribe, loader.tables, loader.tables);
}
