// The shell's part of the site's route table, as the shell's web server needs it (tools/web-server/public-pages):
// its own pages, which of them are public pages for search engines and link previews, where the consoles are
// mounted, and which remotes put pages at the top level. The server adds those remotes' pages from their tables of
// pages at run time. The build writes this to dist/site-routes.json (rsbuild.config.ts); the browser's code never
// imports this file.
import type { RemoteName } from '@usedcars/shared-ui/mf/apps';
import { remoteSections, TOP_LEVEL_REMOTES } from './remote-routes';

/** The shell's own pages, as AppRoutes.tsx routes them (site-routes.test.ts checks that the two agree). */
export const SHELL_PAGES = [
  '/login',
  '/signup',
  '/profile',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/blogs',
  '/faq',
  '/contact-us',
  '/privacy-policy',
] as const;

/**
 * The shell's public pages: the same for every visitor, so a crawler's copy is the page (the server fills their
 * <head>, the sitemap lists them). A remote marks its own public pages in its table (`indexed`).
 */
export const INDEXED_PAGES = ['/blogs', '/faq', '/contact-us', '/privacy-policy'] as const;

export interface SiteRoute {
  /** A React Router pattern: `:name` matches one segment, a trailing `*` any rest (none included). */
  path: string;
  indexed: boolean;
  /** The route exists only while remotes.json lists this remote (the admin console). */
  onlyWhenListed?: RemoteName;
}

/** What dist/site-routes.json holds. */
export interface SiteRoutes {
  routes: SiteRoute[];
  /** The remotes whose table's pages sit at the top level, routed by the server from their pages.json. */
  topLevelRemotes: RemoteName[];
}

/** The consoles' mounts, then the shell's own pages (AppRoutes.tsx). */
export function siteRoutes(): SiteRoutes {
  const indexed = new Set<string>(INDEXED_PAGES);
  const routes: SiteRoute[] = remoteSections({}).map(({ path, remote, onlyWhenListed }) => ({
    path: `${path}/*`,
    indexed: false,
    ...(onlyWhenListed ? { onlyWhenListed: remote } : {}),
  }));
  for (const path of SHELL_PAGES) routes.push({ path, indexed: indexed.has(path) });
  return { routes, topLevelRemotes: TOP_LEVEL_REMOTES };
}
