// robots.txt and the sitemaps (https://www.sitemaps.org/protocol.html) as text, from what the API and the route
// table say. The sitemap index names the files; each car file is one page of GET /api/products/sitemap, named by
// the car it starts after, so that it is one keyset read however deep in the catalog, and follows the listings. The
// sellers' files (the public pages of the sellers with a car for sale) are paged the same way.
import { escapeHtml } from './html.js';
import type { SiteRoute } from './site-routes.js';

/** The site's absolute URLs (index.ts's siteOf). */
export interface Site {
  name: string;
  url: (pathOrUrl: string) => string;
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const PAGES_SITEMAP = '/sitemaps/pages.xml';
export const CATEGORIES_SITEMAP = '/sitemaps/categories.xml';
/** The file of the cars after the car `after` (the first file without one). */
export const carsSitemap = (after: string | null): string =>
  after ? `/sitemaps/cars-after-${after}.xml` : '/sitemaps/cars.xml';
export const CARS_SITEMAP_PATTERN = /^\/sitemaps\/cars(?:-after-([0-9a-f-]{36}))?\.xml$/;
/** The file of the sellers' pages after the seller `after` (the first file without one), as the cars' files. */
export const sellersSitemap = (after: string | null): string =>
  after ? `/sitemaps/sellers-after-${after}.xml` : '/sitemaps/sellers.xml';
export const SELLERS_SITEMAP_PATTERN = /^\/sitemaps\/sellers(?:-after-([0-9a-f-]{36}))?\.xml$/;

/** The public pages a sitemap lists as they are: those of the route table without a parameter. */
export function staticPagePaths(routes: readonly SiteRoute[]): string[] {
  return routes.filter((route) => route.indexed && !/[:*]/.test(route.path)).map((route) => route.path);
}

export function sitemapIndex(site: Site, files: readonly string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeHtml(site.url(file))}</loc></sitemap>`);
  return `${XML}\n<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** `urls`: each a path, and perhaps when it last changed (an ISO date-time). */
export function urlSet(site: Site, urls: readonly { path: string; lastmod?: string }[]): string {
  const entries = urls.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeHtml(site.url(path))}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML}\n<urlset ${NS}>\n${entries.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every page but the logged-in ones, the consoles and the forms; the sitemap says where to start. */
export function robotsTxt(
  site: Site,
  disallowed: readonly string[],
  allowed: readonly string[] = [],
): string {
  return [
    'User-agent: *',
    ...allowed.map((prefix) => `Allow: ${prefix}`),
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${site.url(SITEMAP_INDEX_PATH)}`,
    '',
  ].join('\n');
}
