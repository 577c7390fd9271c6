// The HTTP side of the public pages, for the shell's server: the app's page with its head filled in and the right
// status (404 for a path no route answers, 404 or 410 for a missing car), robots.txt and the sitemaps. What each page
// says is page-meta.ts's; which paths are pages is the route table's (site-routes.ts).
import { createHash } from 'node:crypto';
import path from 'node:path';
import express, { type Request, type RequestHandler } from 'express';
import type { Category, SellersSitemapPage, SitemapPage, SitemapPages } from '@usedcars/contract/types';
import type { PageCache, RenderedPage } from './page-cache.js';
import { type Balancer, unreachable } from '../balancer.js';
import type { ServerRender } from '../server-render/index.js';
import { memoFetch, requestReads } from '../server-render/request-memo.js';
import { withBody, withHead, withRemotes } from './html.js';
import {
  type ApiAnswer,
  type ApiReader,
  missingPageHead,
  PAGE_META,
  SITE_NAME,
  staticPage,
} from './page-meta.js';
import { createRemoteReleases, type PageRemote } from './remote-releases.js';
import { createRemoteTables, type RemoteTables } from './remote-tables.js';
import {
  matchRoute,
  privatePrefixes,
  publicPrefixesShadowed,
  readSiteRoutes,
  siteRoutesWith,
} from './site-routes.js';
import {
  CARS_SITEMAP_PATTERN,
  CATEGORIES_SITEMAP,
  carsSitemap,
  SELLERS_SITEMAP_PATTERN,
  sellersSitemap,
  PAGES_SITEMAP,
  robotsTxt,
  SITEMAP_INDEX_PATH,
  sitemapIndex,
  staticPagePaths,
  type Site,
  urlSet,
} from './sitemap.js';

/** How long a page waits for the API before it is served without its head (a crawler should not wait longer). */
export const API_TIMEOUT_MS = 1500;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A sitemap may wait longer: crawlers fetch them now and then, and the API numbers the catalog at most hourly. */
const SITEMAP_API_TIMEOUT_MS = 30_000;

/**
 * Reads the API for the pages: GET `/api${path}` on the next instance, within `timeoutMs` (the reader's unless the
 * call names one). Answers { status, headers, body } (body parsed on a 200); throws when the API cannot be reached
 * or is too slow.
 */
export function createApiReader(balancer: Balancer, defaultTimeoutMs = API_TIMEOUT_MS): ApiReader {
  return {
    async get<T>(apiPath: string, { timeoutMs = defaultTimeoutMs } = {}): Promise<ApiAnswer<T>> {
      const target = balancer.next();
      try {
        // Once per page request: its server render reads the same car or list (server-render/request-memo.ts).
        const response = await memoFetch(new URL(`api${apiPath}`, target).toString(), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = response.status === 200 ? ((await response.json()) as T) : null;
        return { status: response.status, headers: response.headers, body };
      } catch (error) {
        if (unreachable(error)) balancer.failed(target);
        throw error;
      }
    },
  };
}

/**
 * The site's absolute URLs: on `siteUrl` when the deployment sets one (SITE_URL: the address crawlers should keep),
 * else on the origin the request came to (its Host checked by the server, server.ts's validHost).
 */
function siteOf(req: Request, siteUrl: string | undefined): Site {
  const origin = siteUrl ? new URL(siteUrl).origin : `${req.secure ? 'https' : 'http'}://${req.get('host')}`;
  return {
    name: SITE_NAME,
    url: (pathOrUrl) => new URL(pathOrUrl, `${origin}/`).toString(),
  };
}

/**
 * The public pages of the build at `root`: `router` answers robots.txt and the sitemaps; `page(req, html)` answers
 * { status, html } for a request of the app's page (`html`, the build's index.html as the caller read it), or null
 * when the build has no route table. With `serverRender`
 * (server-render/), a public page's #root holds the page rendered on the server, with the data it was rendered with.
 * `page` must run inside withRequestMemo (server-render/request-memo.ts), so that the head and the render share
 * their API reads.
 */
export function createPublicPages({
  root,
  api,
  remotesFile,
  siteUrl,
  serverRender = null,
  pageCache = null,
  remoteReleases = createRemoteReleases({ remotesFile }),
  remoteTables = createRemoteTables(),
  log = console,
}: {
  root: string;
  api: ApiReader;
  remotesFile: string;
  siteUrl?: string;
  serverRender?: ServerRender | null;
  pageCache?: PageCache | null;
  /** The listed remotes, each pinned to its current release (remote-releases.ts). */
  remoteReleases?: () => Promise<PageRemote[]>;
  /** The remotes' tables of pages (remote-tables.ts). */
  remoteTables?: (remotes: readonly PageRemote[]) => Promise<RemoteTables>;
  log?: Pick<Console, 'warn'>;
}): { router: express.Router; page: (req: Request, html: string) => Promise<RenderedPage | null> } {
  const shellRoutes = readSiteRoutes(root);
  if (!shellRoutes)
    log.warn(`[public pages] ${path.join(root, 'site-routes.json')} is missing: pages get no head`);
  /**
   * The remotes a page uses, and every route of the site with them: the shell's, and the top-level pages the remotes'
   * tables declare. Read once per page, so that its routes, its render and the remotes it names agree.
   */
  const currentRoutes = async () => {
    const remotes = await remoteReleases();
    const tables = await remoteTables(remotes);
    return { remotes, tables, ...siteRoutesWith(shellRoutes!, tables.byRemote) };
  };
  // The page cache's key names the app's page by its digest, worked out again only when the page's text changes.
  let digested: { html: string | null; digest: string } = { html: null, digest: '' };
  const digestOf = (html: string) => {
    if (digested.html !== html)
      digested = { html, digest: createHash('sha256').update(html).digest('base64') };
    return digested.digest;
  };

  /** A rendered page from the page cache when its data is unchanged, else the page made now (and kept). */
  async function page(req: Request, html: string): Promise<RenderedPage | null> {
    if (!shellRoutes) return null;
    const site = await currentRoutes();
    if (!serverRender || !pageCache) return pageFrom(req, html, site);
    const started = performance.now();
    const key = [
      // The origin the page's links use, and the address as asked (query included).
      siteOf(req, siteUrl).url('/'),
      req.originalUrl,
      digestOf(html),
      site.tables.version,
      await serverRender.version(site.remotes),
    ].join('\n');
    const kept = await pageCache.get(key);
    if (kept) return { ...kept, renderMs: performance.now() - started, cached: true };
    const made = await pageFrom(req, html, site);
    if (made.status === 200 && made.renderMs !== undefined) {
      const reads = await requestReads();
      if (reads) pageCache.set(key, made, reads);
    }
    return made;
  }

  async function pageFrom(
    req: Request,
    appHtml: string,
    { remotes, tables, routes, unreadRemotes }: Awaited<ReturnType<typeof currentRoutes>>,
  ): Promise<RenderedPage> {
    // Every page carries the remotes it uses and the tables it is routed by, so that the browser loads the releases
    // this server rendered with and routes as it did.
    const html = withRemotes(appHtml, remotes, tables.byRemote);
    // Prefixed, not resolved: a path starting with // stays a path, not a host.
    const url = new URL(`http://localhost${req.originalUrl}`);
    const match = matchRoute(routes, url.pathname);
    const known =
      match &&
      (!match.route.onlyWhenListed || remotes.some((remote) => remote.name === match.route.onlyWhenListed));
    // A remote whose table cannot be read may own the path: unavailable for now (the app shows Retry), not missing.
    if (!known && unreadRemotes.length > 0) return { status: 503, html };
    if (!known) return { status: 404, html: withHead(html, missingPageHead(), SITE_NAME) };
    // A public page a remote added since this server's build: its title from the remote's table, its body rendered.
    const describe = match.route.indexed
      ? (PAGE_META[match.route.path] ?? staticPage(match.route.title ?? SITE_NAME))
      : undefined;
    if (!describe) return { status: 200, html };
    try {
      const { status = 200, head } = await describe({
        params: match.params,
        url,
        api,
        site: siteOf(req, siteUrl),
      });
      const page = withHead(html, head, SITE_NAME);
      // A missing car or category: the app's Not Found page, rendered in the browser as before.
      if (status !== 200 || !serverRender) return { status, html: page };
      return await rendered(page, url, tables, remotes);
    } catch (error) {
      // The API is slow, down or answered an error: the plain page, which the app fills in as always.
      log.warn(`[public pages] ${url.pathname}: served without its head (${messageOf(error)})`);
      return { status: 200, html };
    }
  }

  /** The page with its #root rendered on the server; when the render itself fails, the page as the browser renders it. */
  async function rendered(
    page: string,
    url: URL,
    tables: RemoteTables,
    remotes: readonly PageRemote[],
  ): Promise<RenderedPage> {
    try {
      const started = performance.now();
      const result = await serverRender!.render(url.pathname + url.search, tables.byRemote, remotes);
      // How long the render took (its remote's code, its data and React), for the bench and the browser's tools.
      const renderMs = performance.now() - started;
      return { status: result.status, html: withBody(page, result), renderMs };
    } catch (error) {
      log.warn(
        `[server render] ${url.pathname}: rendered in the browser (${error instanceof Error ? error.stack : error})`,
      );
      return { status: 200, html: page };
    }
  }

  const router = express.Router();
  const sendText = (res: express.Response, type: string, text: string) => {
    // Crawlers read these now and then; a few minutes old is fine, and spares the API.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type(type).send(text);
  };
  /** An API read of the sitemaps: a failure answers 503, which tells crawlers to come back later. */
  const sitemapRoute =
    (handler: (req: Request, site: Site) => Promise<string>): RequestHandler =>
    async (req, res) => {
      try {
        sendText(res, 'application/xml', await handler(req, siteOf(req, siteUrl)));
      } catch (error) {
        log.warn(`[public pages] ${req.path}: ${messageOf(error)}`);
        res.status(503).setHeader('Retry-After', '60').type('text/plain').send('Try again later');
      }
    };
  const readOk = async <T>(apiPath: string): Promise<T> => {
    const answer = await api.get<T>(apiPath, { timeoutMs: SITEMAP_API_TIMEOUT_MS });
    if (answer.status !== 200 || answer.body === null)
      throw new Error(`GET /api${apiPath} answered ${answer.status}`);
    return answer.body;
  };

  if (!shellRoutes) return { router, page };

  router.get('/robots.txt', async (req, res) => {
    const { routes } = await currentRoutes();
    const disallowed = privatePrefixes(routes);
    sendText(
      res,
      'text/plain',
      robotsTxt(siteOf(req, siteUrl), disallowed, publicPrefixesShadowed(routes, disallowed)),
    );
  });
  router.get(
    SITEMAP_INDEX_PATH,
    sitemapRoute(async (_req, site) => {
      const [cars, sellers] = await Promise.all([
        readOk<SitemapPages>('/products/sitemap/pages'),
        readOk<SitemapPages>('/sellers/sitemap/pages'),
      ]);
      const files = [
        PAGES_SITEMAP,
        CATEGORIES_SITEMAP,
        ...cars.pages.map(carsSitemap),
        ...sellers.pages.map(sellersSitemap),
      ];
      return sitemapIndex(site, files);
    }),
  );
  router.get(
    PAGES_SITEMAP,
    sitemapRoute(async (_req, site) =>
      urlSet(
        site,
        staticPagePaths((await currentRoutes()).routes).map((pagePath) => ({ path: pagePath })),
      ),
    ),
  );
  router.get(
    CATEGORIES_SITEMAP,
    sitemapRoute(async (_req, site) => {
      const categories = await readOk<Category[]>('/categories');
      return urlSet(
        site,
        categories.map((category) => ({ path: `/category/${encodeURIComponent(category.value)}` })),
      );
    }),
  );
  /**
   * A file of keyset pages: `pattern` names the id it starts after, `apiPath` answers the page after it. Any id is a
   * valid start: a file named in an older index still lists what follows it.
   */
  const pagedSitemap = <Page>(
    pattern: RegExp,
    apiPath: string,
    urls: (page: Page) => { path: string; lastmod?: string }[],
  ) =>
    router.get(
      pattern,
      sitemapRoute(async (req, site) => {
        const after = pattern.exec(req.path)?.[1];
        const page = await readOk<Page>(`${apiPath}${after ? `?after=${encodeURIComponent(after)}` : ''}`);
        return urlSet(site, urls(page));
      }),
    );
  pagedSitemap<SitemapPage>(CARS_SITEMAP_PATTERN, '/products/sitemap', ({ cars }) =>
    cars.map((car) => ({ path: `/products/${encodeURIComponent(car._id)}`, lastmod: car.updatedAt })),
  );
  pagedSitemap<SellersSitemapPage>(SELLERS_SITEMAP_PATTERN, '/sellers/sitemap', ({ sellers }) =>
    sellers.map((id) => ({ path: `/sellers/${encodeURIComponent(id)}` })),
  );
  return { router, page };
}
