// A remote whose server accepts the connection but never answers would leave its route spinning forever.
// Give each mf-manifest.json fetch a deadline so the route falls through to its error boundary (and Retry),
// and revalidate it so a newly deployed remote is picked up by a page reload.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const MANIFEST_TIMEOUT_MS = 10_000;

export default function manifestTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'usedcars-manifest-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
  };
}
