// A RemoteLoader for tests: pages answer with a heading naming them, listed remotes are configurable.
// Layout modules (…Layout) also render the <Outlet/> for their child pages, as the real ones do.
import type { RemotePages } from '@usedcars/contract/remote-pages';
import { Outlet } from 'react-router-dom';
import type { RemoteTables } from '../app/remote-routes';
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

const consolePages = (...modules: string[]) =>
  modules.map((module) => ({
    path: module
      .replace(/Page$/, '')
      .replace(/(?<=.)([A-Z])/g, '-$1')
      .toLowerCase(),
    module,
    title: module,
  }));

/** Tables of pages like the remotes' (theirs are their own sources, which the shell never reads). */
export const FAKE_TABLES: Record<'storefront' | 'seller' | 'admin', RemotePages> = {
  storefront: {
    pages: [
      { path: '/', module: 'HomePage', withoutAntd: true, indexed: true },
      { path: '/cars', module: 'CarsPage', withoutAntd: true, indexed: true },
      { path: '/products/:id', module: 'ProductPage', withoutAntd: true, indexed: true },
      { path: '/category/:categoryName', module: 'CategoryPage', indexed: true },
      { path: '/sellers/:id', module: 'SellerPage', withoutAntd: true, indexed: true },
      { path: '/advertise', module: 'AdvertisePage', indexed: true },
      { path: '/wishlist', module: 'WishlistPage', requireLogin: true },
      { path: '/my-orders', module: 'MyOrdersPage', requireLogin: true },
    ],
  },
  seller: {
    section: {
      path: '/seller',
      layout: 'SellerLayout',
      pages: consolePages('DashboardPage', 'BookingsPage'),
    },
  },
  admin: {
    section: {
      path: '/admin',
      layout: 'AdminLayout',
      pages: consolePages('DashboardPage', 'UsersPage', 'ReportProductsPage', 'AuditLogPage'),
    },
  },
};

export function createFakeRemoteLoader(
  listed: string[] = ['storefront', 'seller', 'admin'],
  initialTables: RemoteTables = FAKE_TABLES,
) {
  const load = jest.fn<Promise<RemotePageModule>, [string, string]>(async (remote, module) =>
    module.endsWith('Layout')
      ? fakeRemoteLayout(`${remote} ${module}`)
      : fakeRemotePage(`${remote} ${module}`),
  );
  let tables = initialTables;
  const listeners = new Set<() => void>();
  /** What refresh() reads as the remote's table: by default the one it has. */
  const nextTables = new Map<string, RemotePages | null>();
  const refresh = jest.fn(async (remote: string) => {
    if (!nextTables.has(remote)) return;
    tables = { ...tables, [remote]: nextTables.get(remote) };
    for (const listener of listeners) listener();
  });
  const loader: RemoteLoader = {
    isListed: (remote) => listed.includes(remote),
    load,
    preload: (remote, module) => void load(remote, module),
    tables: () => tables,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
  };
  return { loader, load, refresh, nextTables };
}
