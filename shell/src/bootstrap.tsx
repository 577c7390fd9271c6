import type { DehydratedState } from '@tanstack/react-query';
import { HYDRATION_ATTRIBUTE, HYDRATION_DONE, OnCommit } from '@usedcars/shared-ui/components/HydrationPart';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { SERVER_STATE_ID } from './app/server-state';
import './app/app.css';
import type { RemoteLoader } from './features/remotes/types';

export async function start(remoteLoader: Promise<RemoteLoader>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // A public page comes rendered by the shell's server, with the data it was rendered with in a JSON data block
  // (not a script: the page's CSP runs no inline script). Hydrate it; any other page renders here.
  const state = document.getElementById(SERVER_STATE_ID)?.textContent;
  const serverState = state ? (JSON.parse(state) as DehydratedState) : undefined;
  const app = <App remoteLoader={await remoteLoader} serverState={serverState} />;
  if (serverState) {
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between them (input,
    // paint), instead of one task that blocks a phone's main thread for seconds. The page is on screen meanwhile.
    // The root's part of the hydration signal (the boot script marked it pending; see HydrationPart).
    const markHydrated = () => container.setAttribute(HYDRATION_ATTRIBUTE, HYDRATION_DONE);
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {app}
          <OnCommit onCommit={markHydrated} />
        </>,
      );
    });
  } else createRoot(container).render(app);
}
