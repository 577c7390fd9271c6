// A RemoteLoader for tests: pages answer with a heading naming them, listed remotes are configurable.
import type { RemoteLoader, RemotePageModule } from '../features/remotes/types';

export function fakeRemotePage(title: string): RemotePageModule {
  return { default: () => <h1>{title}</h1> };
}

export function createFakeRemoteLoader(listed: string[] = ['storefront', 'seller', 'admin']) {
  const load = jest.fn<Promise<RemotePageModule>, [string, string]>(async (remote, module) =>
    fakeRemotePage(`${remote} ${module}`),
  );
  const loader: RemoteLoader = { isListed: (remote) => listed.includes(remote), load };
  return { loader, load };
}
