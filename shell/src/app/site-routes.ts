// The site's route table as the shell's web server needs it (tools/web-server/public-pages): every path the shell
// answers with a page, and which of those are public pages for search engines and link previews. The build writes
// it to dist/site-routes.json (rsbuild.config.ts); the browser's code never imports this file.
import type { RemoteName } from '@usedcars/shared-ui/mf/apps';
import { REMOTE_PAGES } from '@usedcars/shared-ui/mf/remote-pages';

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
 * The public pages: the same for every visitor, so a crawler's copy is the page (the server fills their <head>,
 * the sitemap lists them). Every other route is logged-in, a console, a form or the visitor's own state (/compare).
 */
export const INDEXED_PAGES = [
  '/',
  '/cars',
  '/products/:id',
  '/category/:categoryName',
  '/advertise',
  '/blogs',
  '/faq',
  '/contact-us',
  '/privacy-policy',
] as const;

export interface SiteRoute {
  /** A React Router pattern: `:name` matches one segment, a trailing `*` any rest (none included). */
  path: string;
  indexed: boolean;
  /** The route exists only while remotes.json lists this remote (the admin console). */
  onlyWhenListed?: RemoteName;
}

/** Every route of the shell (AppRoutes.tsx): the remotes' pages and consoles, then the shell's own pages. */
export function siteRoutes(): SiteRoute[] {
  const indexed = new Set<string>(INDEXED_PAGES);
  const routes: SiteRoute[] = [];
  for (const [remote, { pages, section }] of Object.entries(REMOTE_PAGES) as [
    RemoteName,
    (typeof REMOTE_PAGES)[RemoteName],
  ][]) {
    for (const page of pages ?? []) routes.push({ path: page.path, indexed: indexed.has(page.path) });
    if (section) {
      routes.push({
        path: `${section.path}/*`,
        indexed: false,
        ...(section.onlyWhenListed ? { onlyWhenListed: remote } : {}),
      });
    }
  }
  for (const path of SHELL_PAGES) routes.push({ path, indexed: indexed.has(path) });
  return routes;
}
