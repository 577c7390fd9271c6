// The site's route table: the shell's part as its build writes it to dist/site-routes.json (shell/src/app/site-routes.ts:
// its own pages, the consoles' mounts, which remotes have top-level pages), and those remotes' pages from their tables
// at run time (remote-tables.ts). Matched here the way React Router matches it, so that only a path no page answers
// is a 404.
import type { RemotePages } from '@usedcars/contract/remote-pages';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SITE_ROUTES_FILE = 'site-routes.json';

/** A route of the table (shell/src/app/site-routes.ts). */
export interface SiteRoute {
  /** React Router's pattern: `/products/:id`, `/seller/*`. */
  path: string;
  /** A public page: it gets a head and is listed by the sitemap; the others are disallowed in robots.txt. */
  indexed: boolean;
  /** The name of the remote that must be listed in remotes.json for the route to exist. */
  onlyWhenListed?: string;
  /** A remote's public page: its title, for a page the server has no description of. */
  title?: string;
}

export interface RouteMatch {
  route: SiteRoute;
  params: Record<string, string>;
}

/** The shell's part of the table (dist/site-routes.json). */
export interface ShellRoutes {
  routes: SiteRoute[];
  /** The remotes whose pages sit at the top level of the site. */
  topLevelRemotes: string[];
}

/** The shell's routes of the build at `root`; null when the build has no table (an older build: no route is known). */
export function readSiteRoutes(root: string): ShellRoutes | null {
  try {
    const { routes, topLevelRemotes } = JSON.parse(
      readFileSync(path.join(root, SITE_ROUTES_FILE), 'utf8'),
    ) as { routes?: unknown; topLevelRemotes?: unknown };
    if (!Array.isArray(routes)) return null;
    return {
      routes: routes as SiteRoute[],
      topLevelRemotes: Array.isArray(topLevelRemotes)
        ? topLevelRemotes.filter((name) => typeof name === 'string')
        : [],
    };
  } catch {
    return null;
  }
}

/**
 * The whole table: the top-level remotes' pages first (as the shell routes them), then the shell's routes; and the
 * top-level remotes whose table is unknown, which may own any other path.
 */
export function siteRoutesWith(
  shell: ShellRoutes,
  tables: Record<string, RemotePages | null>,
): { routes: SiteRoute[]; unreadRemotes: string[] } {
  const remotePages = shell.topLevelRemotes.flatMap((remote) =>
    (tables[remote]?.pages ?? []).map((page) => ({
      path: page.path,
      indexed: page.indexed === true,
      ...(page.title ? { title: page.title } : {}),
    })),
  );
  return {
    routes: [...remotePages, ...shell.routes],
    unreadRemotes: shell.topLevelRemotes.filter((remote) => !tables[remote]?.pages),
  };
}

function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null; // a malformed escape (%E0%A4%A): no route matches it
  }
}

/**
 * The first route matching `pathname`, with its parameters, or null: static segments compare case-insensitively, a
 * trailing slash is ignored, `:name` takes one segment and a trailing `*` any rest (none included).
 */
export function matchRoute(routes: readonly SiteRoute[], pathname: string): RouteMatch | null {
  const actual = segmentsOf(pathname);
  if (!actual) return null;
  for (const route of routes) {
    const expected = route.path.split('/').filter(Boolean);
    const splat = expected.at(-1) === '*';
    if (splat) expected.pop();
    if (splat ? actual.length < expected.length : actual.length !== expected.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((segment, index) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = actual[index] as string;
        return true;
      }
      return segment.toLowerCase() === actual[index]?.toLowerCase();
    });
    if (matches) return { route, params };
  }
  return null;
}

/** A route's path up to its first parameter or splat: `/messages/:id` is `/messages`. */
function fixedPrefix(route: SiteRoute): string {
  const fixed: string[] = [];
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (segment.startsWith(':') || segment === '*') break;
    fixed.push(segment);
  }
  return `/${fixed.join('/')}`;
}

/**
 * The public pages' folders that a disallowed prefix would also cover, since robots.txt matches by characters:
 * `Disallow: /seller` (the console) covers `/sellers/…` (the sellers' profiles). Each is allowed again by name,
 * `Allow: /sellers/`, the longer rule, which crawlers follow (RFC 9309).
 */
export function publicPrefixesShadowed(
  routes: readonly SiteRoute[],
  disallowed: readonly string[],
): string[] {
  const prefixes = routes
    .filter((route) => route.indexed && route.path.includes('/:'))
    .map((route) => `${fixedPrefix(route)}/`)
    .filter((prefix) => disallowed.some((blocked) => prefix.startsWith(blocked)));
  return [...new Set(prefixes)].sort();
}

/**
 * The path prefixes robots.txt disallows: each route that is not a public page, up to its first parameter
 * (`/messages/:id` and `/messages` are both `/messages`; the seller's console `/seller`).
 */
export function privatePrefixes(routes: readonly SiteRoute[]): string[] {
  const prefixes = routes
    .filter((route) => !route.indexed)
    .map(fixedPrefix)
    .filter((prefix) => prefix !== '/');
  return [...new Set(prefixes)].sort();
}
