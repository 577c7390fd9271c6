#!/usr/bin/env node
// Serves one built front-end app (the shell or a remote) the way production does:
// static files with cache headers fit for their kind, the SPA fallback to index.html,
// /api proxied to the API (so every app calls the API on its own origin),
// deploy-time files such as remotes.json served from outside the build, secure headers on every
// answer and a Content Security Policy on the app's page that allows the remotes of remotes.json.
//
//   node tools/web-server/dist/server.js --root shell/dist [--name shell] [--port 8080] [--api http://127.0.0.1:3000] \
//        [--file /remotes.json=/etc/marketplace/remotes.json] [--cors] [--public-pages] [--site-url https://example.com]
//
// --releases <folder> instead of --root serves the app's current release and keeps its earlier ones reachable
// (serve-releases.ts; release.ts makes them).
//
// --api may list several API instances, comma-separated: /api requests take turns among them, and an instance
// that cannot be reached is passed over for a few seconds.
//
// The default port is the named app's in shared-ui/src/mf/apps.json (the shell's for any other name), and the
// default API is on that file's API port: the ports are defined there once (the web image carries the file).
//
// --metrics-port serves the Prometheus metrics (metrics.ts) on a port of their own, at --metrics-host (127.0.0.1
// unless given): the rendered pages, the page cache and the process. Off unless set (WEB_METRICS_PORT, WEB_METRICS_HOST).
//
// --cors (a remote) opens the build's files to every origin; /api keeps the API's own CORS.
// --public-pages (the shell's server: on by default with --name shell) fills the public pages' <head> for search
// engines and link previews, answers 404 and 410 for missing pages, robots.txt and the sitemaps (public-pages/);
// --site-url is the address their links use (the request's own origin without it).
// Every option can also come from the environment (WEB_ROOT, WEB_RELEASES, PORT, API_URL, WEB_FILES, WEB_CORS,
// WEB_NAME, WEB_PUBLIC_PAGES, SITE_URL, WEB_METRICS_PORT, WEB_METRICS_HOST), which is how the container images set them.
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { isSearchForm, searchAddressOfForm } from '@usedcars/contract/search-filters';
import { createApiProxy } from './api-proxy.js';
import { createBalancer } from './balancer.js';
import { readDeployFile, readRemotesList } from './deploy-files.js';
import { createApiReader, createPublicPages } from './public-pages/index.js';
import { createRemoteReleases } from './public-pages/remote-releases.js';
import { createRemoteTables } from './public-pages/remote-tables.js';
import { createPageCache, type PageCache } from './public-pages/page-cache.js';
import { createWebMetrics, type WebMetrics } from './metrics.js';
import { createServerRender, withRequestMemo } from './server-render/index.js';
import { currentVersion, RESTART_EXIT_CODE } from './releases.js';
import { IMMUTABLE, inFolder, serveReleases } from './serve-releases.js';

export { createBalancer } from './balancer.js';

const REMOTES_URL_PATH = '/remotes.json';
/** The apps' default ports (shared-ui/src/mf/apps.json, which the web image carries beside this server). */
const APPS = JSON.parse(
  readFileSync(new URL('../../../shared-ui/src/mf/apps.json', import.meta.url), 'utf8'),
) as {
  apps: Record<string, unknown>;
  ports: Record<'shell' | 'api', { port: number }> & Partial<Record<string, { port: number }>>;
};

/** The port apps.json gives the app `name` (the shell's when it names none). */
function defaultPort(name: string): number {
  return (APPS.ports[name] ?? APPS.ports.shell).port;
}

/** A deploy-time file: served at `urlPath` from `filePath` as it is at each request. */
export interface DeployFile {
  urlPath: string;
  filePath: string;
}

export interface ServerOptions {
  /** The build served, or with `releases` none: the releases folder's current release is. */
  root: string | null;
  /** The app's releases folder (releases.ts): its current release is served, the kept ones stay reachable. */
  releases: string | null;
  port: number;
  host: string;
  /** API instances, comma-separated. */
  api: string;
  files: DeployFile[];
  cors: boolean;
  name: string;
  publicPages: boolean;
  siteUrl?: string;
  /** The metrics' own port (0: any free one), null for none; and where it listens. */
  metricsPort: number | null;
  metricsHost: string;
}

// Stripe's documented CSP for Stripe.js and Elements (https://docs.stripe.com/security/guide#content-security-policy):
// the storefront's Pay window loads it into whichever page shows it, the shell's or the storefront's own.
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|jpe?g|webp|ico)$/;
const REVALIDATE = 'no-cache';

export function parseOptions(
  argv: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): ServerOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      root: { type: 'string', default: env.WEB_ROOT },
      releases: { type: 'string', default: env.WEB_RELEASES },
      port: { type: 'string', default: env.PORT },
      host: { type: 'string', default: env.HOST ?? '0.0.0.0' },
      api: { type: 'string', default: env.API_URL ?? `http://127.0.0.1:${APPS.ports.api.port}` },
      file: { type: 'string', multiple: true, default: env.WEB_FILES ? env.WEB_FILES.split(',') : [] },
      cors: { type: 'boolean', default: env.WEB_CORS === 'true' },
      name: { type: 'string', default: env.WEB_NAME ?? 'web' },
      'public-pages': {
        type: 'boolean',
        default: env.WEB_PUBLIC_PAGES ? env.WEB_PUBLIC_PAGES === 'true' : undefined,
      },
      'site-url': { type: 'string', default: env.SITE_URL },
      'metrics-port': { type: 'string', default: env.WEB_METRICS_PORT || undefined },
      'metrics-host': { type: 'string', default: env.WEB_METRICS_HOST || '127.0.0.1' },
    },
  });
  if (!values.root === !values.releases) {
    throw new Error(
      'web-server: name either the built app folder (--root or WEB_ROOT) or its releases folder (--releases or WEB_RELEASES)',
    );
  }
  const name = values.name ?? 'web';
  const port = Number(values.port ?? defaultPort(name));
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`web-server: --port must be a port number, got "${values.port}"`);
  }
  const files = (values.file ?? []).map((spec) => {
    const at = spec.indexOf('=');
    if (at < 1 || !spec.startsWith('/')) {
      throw new Error(`web-server: --file takes /url-path=/file/path, got "${spec}"`);
    }
    return { urlPath: spec.slice(0, at), filePath: path.resolve(spec.slice(at + 1)) };
  });
  const metricsPort = values['metrics-port'] === undefined ? null : Number(values['metrics-port']);
  if (metricsPort !== null && !(Number.isInteger(metricsPort) && metricsPort >= 0 && metricsPort <= 65535)) {
    throw new Error(`web-server: --metrics-port must be a port number, got "${values['metrics-port']}"`);
  }
  const apis = (values.api ?? '').split(',').map((url) => new URL(url.trim()).toString());
  const siteUrl = values['site-url'];
  if (siteUrl && !/^https?:$/.test(new URL(siteUrl).protocol)) {
    throw new Error(`web-server: --site-url must be an http(s) address, got "${siteUrl}"`);
  }
  return {
    root: values.root ? path.resolve(values.root) : null,
    releases: values.releases ? path.resolve(values.releases) : null,
    port,
    host: values.host ?? '0.0.0.0',
    api: apis.join(','),
    files,
    cors: values.cors ?? false,
    name,
    publicPages: values['public-pages'] ?? name === 'shell',
    siteUrl,
    metricsPort,
    metricsHost: values['metrics-host'] ?? '127.0.0.1',
  };
}

/** The origins of the remotes a remotes.json lists; none when it is missing or unreadable (no remote loads then). */
export async function readRemoteOrigins(filePath: string): Promise<string[]> {
  const origins = new Set<string>();
  for (const remote of await readRemotesList(filePath)) {
    if (typeof remote.entry !== 'string') continue;
    try {
      const url = new URL(remote.entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // a relative or malformed entry: a relative one is 'self' already
    }
  }
  return [...origins];
}

/**
 * The Content Security Policy of an app's page. Scripts only from files ('self', the remotes, Stripe.js): no inline
 * script and no eval (the Module Federation runtime loads remotes with <script> tags and fetch()). Styles allow
 * 'unsafe-inline' because antd's CSS-in-JS writes <style> elements at run time in the shell and in every remote;
 * a nonce would need a per-response nonce threaded into each app's antd provider, and an injected style cannot run
 * code.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[] = []): string {
  const remotes = remoteOrigins.join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': `'self' ${remotes} ${STRIPE.script.join(' ')}`,
    'style-src': `'self' 'unsafe-inline' ${remotes}`,
    'img-src': `'self' data: blob: ${remotes} ${STRIPE.img.join(' ')}`,
    'font-src': `'self' data: ${remotes}`,
    'connect-src': `'self' ${remotes} ${STRIPE.connect.join(' ')}`,
    'frame-src': STRIPE.frame.join(' '),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources}`.replace(/\s+/g, ' ').trim())
    .join('; ');
}

/**
 * Whether a request that matches no file gets the app's page (a client-side route). A browser names text/html in
 * the Accept header of a navigation and never in that of a script, style, image or fetch(), so a route whose last
 * segment has a dot (/category/sedan.v2) still gets the page while a missing asset stays a 404. A path without an
 * extension gets the page for any client that accepts HTML at all (curl, or an Accept of any type).
 */
export function asksForPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (/\btext\/html\b/i.test(req.get('accept') ?? '')) return true;
  return path.extname(req.path) === '' && req.accepts('html') !== false;
}

/**
 * A Host header as HTTP allows it: a name or an IP address, and perhaps a port. Anything else (a space, a path, an
 * unclosed bracket, a second colon) can make no URL, and HTTP asks for a 400 (RFC 9112, section 3.2).
 */
const HOST = /^(?:\[[0-9a-f:.]+\]|[\w.~-]+)(?::\d{1,5})?$/i;
export function validHost(host: unknown): host is string {
  return typeof host === 'string' && HOST.test(host) && URL.canParse(`http://${host}`);
}

/**
 * The last handler: an error a route did not answer becomes a plain answer of its status (500 unless the error
 * names a client one), never with its stack, which Express's own handler shows outside production.
 */
const answerError: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  if (res.headersSent) return next(err);
  const { status: given, statusCode } = (err ?? {}) as { status?: unknown; statusCode?: unknown };
  const status = given ?? statusCode;
  const code =
    typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500 ? status : 500;
  if (code === 500) console.error(err);
  res.status(code).type('text/plain').send(STATUS_CODES[code]);
};

/** The headers of every answer. */
export function secureHeaders(cors: boolean): RequestHandler {
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    // A remote's files are loaded by the shell on another origin (the manifest by fetch()), perhaps another site.
    res.setHeader('Cross-Origin-Resource-Policy', cors ? 'cross-origin' : 'same-origin');
    // Only over https (behind a TLS-terminating proxy): browsers ignore it on http, and localhost must stay http.
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    next();
  };
}

/** createApp's options: parseOptions's that it reads, and what the tests and the bench set. */
export interface AppOptions {
  root: string;
  api: string;
  files: DeployFile[];
  cors: boolean;
  publicPages?: boolean;
  /** The public pages' #root rendered on the server (on with the public pages). */
  serverRender?: boolean;
  /** Rendered pages kept while their data is unchanged (on with the server render). */
  pageCache?: boolean;
  siteUrl?: string;
  /** How often the server render checks a remote's Node entry for a new version. */
  checkMs?: number;
  // The deadlines of the server's own reads, each its production value unless given (tests of other things on a
  // busy machine lengthen them). A read past its deadline degrades the page: no head, rendered in the browser,
  // rendered afresh.
  /** A page's head waits this long for the API (public-pages/index.ts's API_TIMEOUT_MS). */
  apiTimeoutMs?: number;
  /** A render's API reads and its remote's code (server-render/index.ts's RENDER_TIMEOUT_MS). */
  renderTimeoutMs?: number;
  /** A check of a remote's Node entry or of a kept page's reads (CHECK_TIMEOUT_MS). */
  checkTimeoutMs?: number;
  /** The clock of the API balancer: how long an unreachable instance is passed over. */
  now?: () => number;
  /**
   * The builds released before this one (serve-releases.ts), newest first: a content-hashed file this build lacks is
   * served from them, for pages loaded before the deploy.
   */
  olderRoots?: () => Promise<string[]>;
  /** Where the rendered pages and the page cache are counted (metrics.ts); none unless given. */
  metrics?: WebMetrics;
}

export function createApp({
  root,
  api,
  files,
  cors,
  publicPages = false,
  serverRender = publicPages,
  pageCache = serverRender,
  siteUrl,
  apiTimeoutMs,
  checkMs,
  renderTimeoutMs,
  checkTimeoutMs,
  now,
  olderRoots,
  metrics,
}: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use(secureHeaders(cors));
  // The public pages build their links from Host (unless --site-url is set): one that makes no URL is the client's error.
  app.use((req, res, next) => {
    if (validHost(req.headers.host)) return next();
    res.status(400).type('text/plain').send('Bad Request: the Host header is not a valid host name.');
  });

  // The API keeps its own compression and headers; proxy it untouched.
  const targets = String(api).split(',');
  const balancer = createBalancer(targets, now);
  app.use(createApiProxy(balancer, targets.length));

  app.use(compression());

  // The page's policy names the remotes of the remotes.json this server answers, as the file is now (deploy-files.ts),
  // like remotes.json itself, so a deploy-time change of remotes needs no restart.
  const remotesFile =
    files.find(({ urlPath }) => urlPath === REMOTES_URL_PATH)?.filePath ?? path.join(root, 'remotes.json');
  app.use(async (req, res, next) => {
    if (path.extname(req.path) === '.html' || asksForPage(req)) {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(await readRemoteOrigins(remotesFile)));
    }
    next();
  });

  const watched = (cache: PageCache) => {
    metrics?.watchPageCache(cache);
    return cache;
  };
  const pages = publicPages
    ? createPublicPages({
        root,
        api: createApiReader(balancer, apiTimeoutMs),
        remotesFile,
        siteUrl,
        serverRender: serverRender
          ? createServerRender({
              root,
              balancer,
              checkMs,
              checkTimeoutMs,
              timeoutMs: renderTimeoutMs,
            })
          : null,
        pageCache: pageCache
          ? watched(createPageCache({ nextApi: () => balancer.next(), checkTimeoutMs }))
          : null,
        remoteReleases: createRemoteReleases({ remotesFile, checkMs, timeoutMs: checkTimeoutMs }),
        remoteTables: createRemoteTables({ checkMs, timeoutMs: checkTimeoutMs }),
      })
    : null;
  if (pages) app.use(pages.router);

  // Deploy-time files (remotes.json): served as they are now (deploy-files.ts), so a change needs no rebuild and no
  // restart.
  for (const { urlPath, filePath } of files) {
    app.get(urlPath, async (_req, res, next) => {
      try {
        const body = await readDeployFile(filePath);
        if (body === null) return next();
        res.setHeader('Cache-Control', REVALIDATE);
        res.type(path.extname(filePath) || 'application/octet-stream').send(body);
      } catch (err) {
        next(err);
      }
    });
  }

  const serveFile = express.static(root, {
    index: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', HASHED_ASSET.test(filePath) ? IMMUTABLE : REVALIDATE);
      // Open CORS on the build's files only (the shell loads a remote's code and manifest cross-origin): never
      // on /api, which answers cross-origin only as the API's own CORS_ORIGINS allow.
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  // A file's path never holds an encoded slash or backslash; a path that does is a route whose parameter has one
  // (a category named "../remotes.json"), which express.static would otherwise decode and resolve to a file.
  // The shell's server render (dist/server) is this server's code, not a file for browsers. (A remote's dist/server
  // is served: the shell's server loads it over HTTP.)
  const serverOnly = (req: Request) => serverRender && publicPages && inFolder(req.path, 'server');
  app.use((req, res, next) =>
    /%2f|%5c/i.test(req.path) || serverOnly(req) ? next() : serveFile(req, res, next),
  );

  // Client-side routes get the app's page; a missing asset stays a 404.
  const indexHtml = path.join(root, 'index.html');
  app.get(/.*/, async (req, res, next) => {
    if (!asksForPage(req)) return next();
    // The /cars filters sent as a plain form (before the app runs, or without JavaScript): the search's own address.
    // Prefixed, not resolved, and one leading slash kept: a path starting with // must not redirect to another host.
    const asked = new URL(`http://localhost${req.originalUrl}`);
    if (isSearchForm(asked.searchParams)) {
      const address = new URLSearchParams(searchAddressOfForm(asked.searchParams)).toString();
      const pagePath = asked.pathname.replace(/^\/+/, '/');
      return res.redirect(303, `${pagePath}${address ? `?${address}` : ''}`);
    }
    const html = await readDeployFile(indexHtml);
    if (html === null) return next();
    res.setHeader('Cache-Control', REVALIDATE);
    const page = pages && (await withRequestMemo(() => pages.page(req, html)));
    if (page?.renderMs !== undefined) {
      // How long the page took to make: rendered, or checked and taken from the page cache.
      res.setHeader('Server-Timing', `render;dur=${page.renderMs.toFixed(1)}`);
      res.setHeader('X-Page-Cache', page.cached ? 'hit' : 'miss');
      metrics?.pageServed(page);
    }
    if (page?.gzip && req.acceptsEncodings('gzip')) {
      // A kept page, compressed when it was kept (compression() leaves an encoded body alone).
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      res.status(page.status).type('html').send(page.gzip);
    } else if (page) res.status(page.status).type('html').send(page.html);
    else res.type('html').send(html);
  });

  if (olderRoots) {
    app.use(async (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !HASHED_ASSET.test(req.path)) return next();
      if (/%2f|%5c/i.test(req.path) || serverOnly(req)) return next();
      let relative: string;
      try {
        relative = decodeURIComponent(req.path);
      } catch {
        return next();
      }
      for (const older of await olderRoots()) {
        const file = path.join(older, relative);
        if (!file.startsWith(older + path.sep)) return next();
        if (!(await stat(file).catch(() => null))?.isFile()) continue;
        if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cache-Control', IMMUTABLE);
        return res.sendFile(file, { dotfiles: 'deny' });
      }
      next();
    });
  }

  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(answerError);
  return app;
}

/** How often a server pinned to one release looks for a new one. */
const RELEASE_CHECK_MS = 2000;

/**
 * The app of the options: one build, or an app's releases. The shell's server renders with its build loaded into
 * this process, so it serves the release current when it started and restarts for the next (main); the others move to
 * a new release at the next request.
 */
function appOf(
  options: ServerOptions,
  startedWith: string | null,
  metrics: WebMetrics | undefined,
): express.Express {
  if (!options.releases) return createApp({ ...options, root: options.root!, metrics });
  const rendersInProcess = options.publicPages;
  return serveReleases({
    releasesDir: options.releases,
    cors: options.cors,
    headers: secureHeaders(options.cors),
    pinned: rendersInProcess ? startedWith : undefined,
    privateFolders: rendersInProcess ? ['server'] : [],
    appFor: (root, olderRoots) => createApp({ ...options, root, olderRoots, metrics }),
  });
}

async function main() {
  let options: ServerOptions;
  try {
    options = parseOptions();
    await stat(options.root ?? options.releases!);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    console.error(
      'Build the app first (npm run build), or point --root at its dist folder (or release it: npm run release).',
    );
    process.exit(2);
  }
  const startedWith = options.releases ? await currentVersion(options.releases) : null;
  const where = options.releases
    ? `release ${startedWith ?? '(none yet)'} of ${path.relative(process.cwd(), options.releases)}`
    : path.relative(process.cwd(), options.root!) || '.';
  let metrics: WebMetrics | undefined;
  if (options.metricsPort !== null) {
    metrics = createWebMetrics({ app: options.name });
    try {
      const metricsServer = await metrics.listen(options.metricsPort, options.metricsHost);
      const { address, port } = metricsServer.address() as AddressInfo;
      console.log(`[${options.name}] metrics on http://${address}:${port}/metrics`);
    } catch (err) {
      console.error(`[${options.name}] metrics port ${options.metricsPort}: ${(err as Error).message}`);
      process.exit(1);
    }
  }
  const server = appOf(options, startedWith, metrics).listen(options.port, options.host, () => {
    console.log(`[${options.name}] serving ${where} on port ${options.port}`);
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      `[${options.name}] ${err.code === 'EADDRINUSE' ? `port ${options.port} is already in use` : err.message}`,
    );
    process.exit(1);
  });
  const stop = (code: number) => {
    server.close(() => process.exit(code));
    // Idle keep-alive connections would hold close() open; requests in flight finish first.
    server.closeIdleConnections();
    setTimeout(() => process.exit(code), 10_000).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  if (options.releases && options.publicPages) {
    const releases = options.releases;
    const watch = setInterval(() => {
      void currentVersion(releases).then((version) => {
        if (version === startedWith) return;
        clearInterval(watch);
        console.log(`[${options.name}] release ${version} is current: restarting to serve it`);
        stop(RESTART_EXIT_CODE);
      });
    }, RELEASE_CHECK_MS);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
