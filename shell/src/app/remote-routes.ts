// Where the shell puts each remote's pages. The pages themselves are the remote's to declare (its pages.json, read at
// run time: RemoteTables); where a remote is mounted, for which role, and whether it exists without being listed
// are the shell's, whatever a remote's table says.
import type { Role } from '@usedcars/contract/types';
import type { RemotePageDefinition, RemoteSectionDefinition } from '@usedcars/contract/remote-pages';
import type { RemoteName } from '@usedcars/shared-ui/mf/apps';
import type { RemoteTables } from '../features/remotes/lib/remote-tables';

export type { RemoteName, RemoteTables };

/** A remote whose pages sit at the site's top level (`/cars`), or a console under one path for one role. */
type RemoteMount =
  | { at: 'top' }
  | {
      at: string;
      role: Role;
      /**
       * Leave the section out entirely (a 404) when remotes.json does not list the remote. The admin console is
       * deployed separately, so the public site has no admin routes, code or requests at all.
       */
      onlyWhenListed?: boolean;
    };

export const REMOTE_MOUNTS = {
  storefront: { at: 'top' },
  seller: { at: '/seller', role: 'Seller' },
  admin: { at: '/admin', role: 'Admin', onlyWhenListed: true },
} as const satisfies Record<RemoteName, RemoteMount>;

/** A top-level page of a remote. */
export interface RemoteRouteDefinition extends RemotePageDefinition {
  remote: RemoteName;
}

/** A console as the shell mounts it, with the remote's section (null: its table is unavailable). */
export interface RemoteSectionRoute {
  remote: RemoteName;
  path: string;
  role: Role;
  onlyWhenListed: boolean;
  section: RemoteSectionDefinition | null;
}

const remoteNames = Object.keys(REMOTE_MOUNTS) as RemoteName[];

/** The remotes whose pages sit at the top level. */
export const TOP_LEVEL_REMOTES = remoteNames.filter((remote) => REMOTE_MOUNTS[remote].at === 'top');

/** The top-level pages of the remotes that have some, in their tables' order. */
export function remoteRoutes(tables: RemoteTables): RemoteRouteDefinition[] {
  return TOP_LEVEL_REMOTES.flatMap((remote) =>
    (tables[remote]?.pages ?? []).map((page) => ({ ...page, remote })),
  );
}

/**
 * The consoles. A table that declares a section at another path than the shell mounts it at, or pages where a
 * console belongs, is not used: its links would lead nowhere.
 */
export function remoteSections(tables: RemoteTables): RemoteSectionRoute[] {
  return remoteNames.flatMap((remote) => {
    const mount = REMOTE_MOUNTS[remote];
    if (mount.at === 'top') return [];
    const section = tables[remote]?.section;
    return [
      {
        remote,
        path: mount.at,
        role: mount.role,
        onlyWhenListed: 'onlyWhenListed' in mount && mount.onlyWhenListed,
        section: section?.path === mount.at ? section : null,
      },
    ];
  });
}

/** Whether `pathname` is matched by a route `pattern` such as '/products/:id'. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/';
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]?.toLowerCase(),
    )
  );
}

/**
 * The remote page of a public route at `pathname`, if any: the shell starts loading it at once (index.tsx).
 * Logged-in routes and the consoles are left to their guards, which decide first whether the page may load.
 */
export function landingRemoteRoute(
  pathname: string,
  tables: RemoteTables,
): RemoteRouteDefinition | undefined {
  return remoteRoutes(tables).find((route) => !route.requireLogin && matchesPattern(route.path, pathname));
}
