import type { RemoteName } from '@usedcars/shared-ui/mf/apps';
// Relative, not '@usedcars/shared-ui/mf/remote-pages': the entry (index.tsx) reads this table before the shared
// modules have loaded, and everything under @usedcars/shared-ui/ is a shared module, so the table must be bundled
// into the shell as plain code.
import {
  REMOTE_PAGES,
  type RemotePageDefinition,
  type RemoteSectionDefinition,
} from '../../../shared-ui/src/mf/remote-pages';

export type { RemoteName };

/** A shell route whose page comes from a remote's `./<module>` expose. */
export interface RemoteRouteDefinition extends RemotePageDefinition {
  remote: RemoteName;
}

/** A console section of a remote (see RemoteSectionDefinition). */
export interface RemoteSectionRoute extends RemoteSectionDefinition {
  remote: RemoteName;
}

// Both lists come from the remotes' one table of pages (shared-ui/src/mf/remote-pages.ts).
const remotes = Object.entries(REMOTE_PAGES) as [RemoteName, (typeof REMOTE_PAGES)[RemoteName]][];

export const REMOTE_ROUTES: RemoteRouteDefinition[] = remotes.flatMap(([remote, { pages }]) =>
  (pages ?? []).map((page) => ({ ...page, remote })),
);

export const REMOTE_SECTIONS: RemoteSectionRoute[] = remotes.flatMap(([remote, { section }]) =>
  section ? [{ ...section, remote }] : [],
);

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
export function landingRemoteRoute(pathname: string): RemoteRouteDefinition | undefined {
  return REMOTE_ROUTES.find((route) => !route.requireLogin && matchesPattern(route.path, pathname));
}
