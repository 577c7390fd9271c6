// A Module Federation runtime plugin of every app's browser build. The runtime's start on a page is a chain of
// promises (each shared module the page needs; the remote's manifest, entry and page module), and promise callbacks
// run together in the task that started them: on a phone those are the page's longest tasks, during which a tap
// waits (bench/RESULTS.md, Lighthouse). Each step
// now runs in a task of its own, so the browser can answer input and paint in between; every request still starts
// as soon as the step before it has run.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface Scheduler {
  yield(): Promise<void>;
}

/** Resolves in a later task: the browser's scheduler.yield() where there is one (it keeps the page's priority). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export default function yieldToMainPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'usedcars-yield-to-main',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
    async beforeRequest(args) {
      await yieldToMain();
      return args;
    },
    // The remote's page: its chunks' preloading, the remote entry's start and the page module's evaluation.
    async beforePreloadRemote() {
      await yieldToMain();
    },
    async beforeInitRemote() {
      await yieldToMain();
    },
    async beforeExecuteFactory() {
      await yieldToMain();
    },
  };
}
