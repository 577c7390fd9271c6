// The entry. Only the Module Federation runtime and plain code may load here (shared modules such as React
// load asynchronously, with ./bootstrap). So that the page's remote does not wait for them: read remotes.json,
// register the remotes and start loading the remote page of the address opened, all while they load.
import { yieldToMain } from '@usedcars/shared-ui/mf/yield-to-main';
import { landingRemoteRoute } from './app/remote-routes';
import { parseRemoteTables, type RemoteTables } from './features/remotes/lib/remote-tables';
import { REMOTE_TABLES_ID } from './app/server-state';
import { getRemoteTables } from './features/remotes/api/get-remote-tables';
import { getRemotesConfig } from './features/remotes/api/get-remotes-config';
import { createMfRemoteLoader } from './features/remotes/lib/create-mf-remote-loader';

/** The tables the server put in the page (the same it rendered with), or null when it put none. */
function tablesInPage(): RemoteTables | null {
  const block = document.getElementById(REMOTE_TABLES_ID)?.textContent;
  if (!block) return null;
  try {
    return parseRemoteTables(JSON.parse(block));
  } catch {
    return null;
  }
}

const remoteLoader = getRemotesConfig().then(async (config) => {
  const tables = tablesInPage() ?? (await getRemoteTables(config.remotes));
  const loader = createMfRemoteLoader(config, tables);
  const landing = landingRemoteRoute(window.location.pathname, tables);
  if (landing) loader.preload(landing.remote, landing.module);
  return loader;
});

// In a task of its own: with the runtime's start before it, this was one long task on a phone.
void yieldToMain()
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(remoteLoader));
