import type { DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { SERVER_STATE_ID } from './app/server-state';
import './app/app.css';
import type { RemoteLoader } from './features/remotes/types';

/** The data of a page the server rendered (a JSON data block, not a script: the page's CSP runs no inline script). */
function readServerState(): DehydratedState | undefined {
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

export async function start(remoteLoader: Promise<RemoteLoader>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const serverState = readServerState();
  const app = <App remoteLoader={await remoteLoader} serverState={serverState} />;
  // A public page comes rendered by the shell's server: hydrate it; any other page renders here.
  if (serverState) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
