// The Module Federation runtime core of a remote's standalone page. A remote's browser build does not bundle the
// core (experiments.externalRuntime in remote-build.ts): in the shell, the remote's entry runs on the shell's core,
// which the shell puts on the page (provideExternalRuntime). On its own page there is no shell, so this script,
// built apart and loaded before the page's entry, puts one there. The remote's entry itself stays the same file for
// both pages.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/** Where the remotes' builds read the core from (@module-federation/rspack: experiments.externalRuntime). */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

(globalThis as Record<string, unknown>)[GLOBAL_NAME] ??= runtimeCore;
