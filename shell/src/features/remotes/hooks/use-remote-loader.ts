import { createContext, useContext } from 'react';
import { RemoteUnavailableError, type RemoteLoader } from '../types';

/** Until the shell provides one, every remote is unavailable. */
const noRemotes: RemoteLoader = {
  isListed: () => false,
  load: (remote) => Promise.reject(new RemoteUnavailableError(remote, 'no remote loader')),
  preload: () => undefined,
};

export const RemoteLoaderContext = createContext<RemoteLoader>(noRemotes);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
