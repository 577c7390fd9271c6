// What the public pages' tests share: a built shell's page and route table, and readers of a page's head.
import http, { type Server } from 'node:http';
import type { RemotePages } from '@usedcars/contract/remote-pages';
import type { ShellRoutes } from '../src/public-pages/site-routes.js';

/** The address of a listening server, on loopback. */
export function urlOf(server: Server): string {
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the server is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

/** A built shell's index.html, in the shape rsbuild writes it. */
export const SPA_HTML =
  '<!doctype html><html lang="en"><head><title>UsedCars: buy and sell used cars</title>' +
  '<style>body{margin:0}</style></head><body><div id="root"></div>' +
  '<script src="/static/js/index.0123abcd.js"></script></body></html>';

/** The shell's part of the route table as its build writes it (shell/src/app/site-routes.ts). */
export const SHELL_ROUTES: ShellRoutes = {
  routes: [
    { path: '/seller/*', indexed: false },
    { path: '/admin/*', indexed: false, onlyWhenListed: 'admin' },
    { path: '/login', indexed: false },
    { path: '/signup', indexed: false },
    { path: '/profile', indexed: false },
    { path: '/verify-email', indexed: false },
    { path: '/blogs', indexed: true },
    { path: '/faq', indexed: true },
    { path: '/contact-us', indexed: true },
    { path: '/privacy-policy', indexed: true },
  ],
  topLevelRemotes: ['storefront'],
};

/** A storefront's table of pages, as its build writes it to pages.json (mf-storefront/src/app/pages.ts). */
export const STOREFRONT_TABLE: RemotePages = {
  pages: [
    { path: '/', module: 'HomePage', indexed: true },
    { path: '/cars', module: 'CarsPage', indexed: true },
    { path: '/products/:id', module: 'ProductPage', indexed: true },
    { path: '/category/:categoryName', module: 'CategoryPage', indexed: true },
    { path: '/sellers/:id', module: 'SellerPage', indexed: true },
    { path: '/advertise', module: 'AdvertisePage', indexed: true },
    { path: '/compare', module: 'ComparePage' },
    { path: '/wishlist', module: 'WishlistPage', requireLogin: true },
    { path: '/my-orders', module: 'MyOrdersPage', requireLogin: true },
    { path: '/messages', module: 'MessagesPage', requireLogin: true },
    { path: '/messages/:id', module: 'MessagesPage', requireLogin: true },
    { path: '/notifications', module: 'NotificationsPage', requireLogin: true },
    { path: '/saved-searches', module: 'SavedSearchesPage', requireLogin: true },
  ],
};

const REMOTE_TABLES_BLOCK = /<script type="application\/json" id="remote-pages">([^<]*)<\/script>/;
const PAGE_REMOTES_BLOCK = /<script type="application\/json" id="page-remotes">([^<]*)<\/script>/;

/** The remotes a page names (its data block, as remotes.json lists them), parsed; undefined when it has none. */
export function pageRemotesOf(html: string): { remotes: { name: string; entry: string }[] } | undefined {
  const block = PAGE_REMOTES_BLOCK.exec(html)?.[1];
  return block === undefined ? undefined : JSON.parse(block);
}

/** The remotes' tables of pages a page carries (its data block), parsed; undefined when it has none. */
export function remoteTablesOf(html: string): Record<string, RemotePages | null> | undefined {
  const block = REMOTE_TABLES_BLOCK.exec(html)?.[1];
  return block === undefined ? undefined : JSON.parse(block);
}

/** The page without its remotes' data blocks: the app's page as the build wrote it, when nothing else was added. */
export function withoutRemoteBlocks(html: string): string {
  return html.replace(PAGE_REMOTES_BLOCK, '').replace(REMOTE_TABLES_BLOCK, '');
}

const CHARACTERS: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity, name: string) => CHARACTERS[name] ?? entity);

/** A page's head as values: { title, canonical, meta: { name or property: content } } (each unescaped). */
export function headOf(html: string): {
  title: string;
  canonical: string | undefined;
  meta: Record<string, string | undefined>;
} {
  const head = html.split('</head>')[0] ?? '';
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  if (titles.length !== 1) throw new Error(`the head has ${titles.length} titles`);
  const meta: Record<string, string | undefined> = {};
  for (const [, attribute, name, content] of head.matchAll(
    /<meta (name|property)="([^"]*)" content="([^"]*)">/g,
  )) {
    if (Object.hasOwn(meta, name as string)) throw new Error(`two ${attribute}="${name}" tags`);
    meta[name as string] = unescape(content as string);
  }
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];
  return { title: unescape(titles[0]?.[1] ?? ''), canonical: canonical && unescape(canonical), meta };
}

/** The parsed JSON-LD blocks of a page, in order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schema.org data, read field by field by each test
export function jsonLdOf(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] as string),
  );
}

/** Malformed Host headers a client may send (fetch() would not send them); none makes a URL. */
export const MALFORMED_HOSTS = ['exa mple.com', '[::1', 'a:b:c', 'example.com/path', 'a@example.com'];

/** GET `route` of the server at `base` with the Host header `host`, as sent: { status, type, body }. */
export function getWithHost(
  base: string,
  route: string,
  host: string,
): Promise<{ status: number | undefined; type: string | undefined; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { hostname, port, path: route, headers: { host, accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, type: response.headers['content-type'], body }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** Whether a body shows a stack trace: a line "at fn (file:line:col)", as text or HTML-escaped. */
export const hasStackTrace = (body: string) =>
  /\bat\b[^\n<]*?[\w/.-]+\.m?js:\d+:\d+/.test(body.replaceAll('&nbsp;', ' '));
