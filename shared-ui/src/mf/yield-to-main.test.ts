import { createInstance } from '@module-federation/enhanced/runtime';
import yieldToMainPlugin, { yieldToMain } from './yield-to-main';

/** A host with one shared module whose factory records when it runs; `plugins` as in the apps' builds. */
function hostSharing(name: string, plugins: ReturnType<typeof yieldToMainPlugin>[], order: string[]) {
  return createInstance({
    name,
    remotes: [],
    plugins,
    shared: {
      lib: {
        version: '1.0.0',
        scope: ['default'],
        shareConfig: { singleton: true, requiredVersion: false },
        get: () => {
          order.push('shared module loaded');
          return () => ({});
        },
      },
    },
  });
}

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task, not among the promise callbacks of this one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    await Promise.resolve().then(() => order.push('promise callback'));
    await yielded;
    expect(order).toEqual(['promise callback', 'task queued before', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});

describe('the yield-to-main runtime plugin', () => {
  it('loads a shared module in a task of its own (without it, in the task that asked)', async () => {
    const withPlugin: string[] = [];
    const host = hostSharing('with_plugin', [yieldToMainPlugin()], withPlugin);
    setTimeout(() => withPlugin.push('another task'), 0);
    await host.loadShare('lib');
    expect(withPlugin).toEqual(['another task', 'shared module loaded']);

    const without: string[] = [];
    const plainHost = hostSharing('without_plugin', [], without);
    setTimeout(() => without.push('another task'), 0);
    await plainHost.loadShare('lib');
    expect(without).toEqual(['shared module loaded']);
  });

  it('names only hooks the runtime has, so none is silently never called', () => {
    const host = hostSharing('hooks', [], []);
    const lifecycles = [
      host.hooks.lifecycle,
      host.loaderHook.lifecycle,
      host.remoteHandler.hooks.lifecycle,
      host.sharedHandler.hooks.lifecycle,
    ];
    const hooks = Object.keys(yieldToMainPlugin()).filter((key) => key !== 'name');
    expect(hooks.length).toBeGreaterThan(0);
    for (const hook of hooks) {
      expect(lifecycles.some((lifecycle) => hook in lifecycle)).toBe(true);
    }
  });
});
