// A RemoteLoader for tests: pages answer with a heading naming them, listed remotes are configurable.
// Layout modules (…Layout) also render the <Outlet/> for their child pages, as the real ones do.
import { Outlet } from 'react-router-dom';
import type { RemoteLoader, RemotePageModule } from '../features/remotes/types';

export function fakeRemotePage(title: string): RemotePageModule {
  return { default: () => <h1>{title}</h1> };
}

export function fakeRemoteLayout(title: string): RemotePageModule {
  return {
    default: () => (
      <div>
        <p>{title}</p>
        <Outlet />
      </div>
    ),
  };
}

export function createFakeRemoteLoader(listed: string[] = ['storefront', 'seller', 'admin']) {
  const load = jest.fn<Promise<RemotePageModule>, [string, string]>(async (remote, module) =>
    module.endsWith('Layout')
      ? fakeRemoteLayout(`${remote} ${module}`)
      : fakeRemotePage(`${remote} ${module}`),
  );
  const loader: RemoteLoader = {
    isListed: (remote) => listed.includes(remote),
    load,
    preload: (remote, module) => void load(remote, module),
  };
  return { loader, load };
}
