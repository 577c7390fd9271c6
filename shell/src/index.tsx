// The entry. Only the Module Federation runtime and plain code may load here (shared modules such as React
// load asynchronously, with ./bootstrap). So that the page's remote does not wait for them: read remotes.json,
// register the remotes and start loading the remote page of the address opened, all while they load.
import { yieldToMain } from '@usedcars/shared-ui/mf/yield-to-main';
import { landingRemoteRoute } from './app/remote-routes';
import { getRemotesConfig } from './features/remotes/api/get-remotes-config';
import { createMfRemoteLoader } from './features/remotes/lib/create-mf-remote-loader';

const remoteLoader = getRemotesConfig().then((config) => {
  const loader = createMfRemoteLoader(config);
  const landing = landingRemoteRoute(window.location.pathname);
  if (landing) loader.preload(landing.remote, landing.module);
  return loader;
});

// In a task of its own: with the runtime's start before it, this was one long task on a phone.
void yieldToMain()
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(remoteLoader));
