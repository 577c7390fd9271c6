// The entry. Only the Module Federation runtime and plain code may load here (shared modules such as React
// load asynchronously, with ./bootstrap). So that the page's remote does not wait for them: read remotes.json,
// register the remotes and start loading the remote page of the address opened, all while they load. A page from the
// shell's server names the remotes itself, at the releases it was rendered with.
import { yieldToMain } from '@usedcars/shared-ui/mf/yield-to-main';
import { landingRemoteRoute } from './app/remote-routes';
import { parseRemoteTables, type RemoteTables } from './features/remotes/lib/remote-tables';
import { PAGE_REMOTES_ID, REMOTE_TABLES_ID } from './app/server-state';
import { getRemoteTables } from './features/remotes/api/get-remote-tables';
import { getRemotesConfig, parseRemotesConfig } from './features/remotes/api/get-remotes-config';
import { createMfRemoteLoader } from './features/remotes/lib/create-mf-remote-loader';

/** A data block the server put in the page, parsed; null when it put none. */
function blockInPage<T>(id: string, parse: (value: unknown) => T): T | null {
  const block = document.getElementById(id)?.textContent;
  if (!block) return null;
  try {
    return parse(JSON.parse(block));
  } catch {
    return null;
  }
}

/** The remotes at the releases the server rendered with (the dev server puts none: remotes.json then). */
const remotesConfig = blockInPage(PAGE_REMOTES_ID, parseRemotesConfig) ?? getRemotesConfig();
const tablesInPage = (): RemoteTables | null => blockInPage(REMOTE_TABLES_ID, parseRemoteTables);

const remoteLoader = Promise.resolve(remotesConfig).then(async (config) => {
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
