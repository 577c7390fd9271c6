// One public page rendered on the server: the remote's page loaded through Module Federation on Node (the
// remote's Node build, registered from remotes.json like the browser does), its data read once into a fresh query
// cache, the whole app rendered to HTML once every part has loaded, and the cache dehydrated for the browser.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getCategoriesQueryOptions } from '@usedcars/shared-ui/api/catalog/get-categories';
import { setServerFetch, type ApiFetch } from '@usedcars/shared-ui/api/client';
import { PLAIN_CSS, PLAIN_STYLE_ID } from '@usedcars/shared-ui/plain/styles';
import { createQueryClient } from '@usedcars/shared-ui/query/query-client';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { AppTree } from '../app/App';
import { landingRemoteRoute } from '../app/remote-routes';
import { parseRemoteTables } from '../features/remotes/lib/remote-tables';
import { RemoteErrorFallback } from '../features/remotes/components/RemoteErrorFallback';
import { RemoteUnavailableError, type RemoteLoader, type RemotePageModule } from '../features/remotes/types';

/** A remote remotes.json lists, with the address of its Node build's entry (null: it could not be reached). */
export interface ServerRemote {
  name: string;
  /** dist/server/remoteEntry.js of the remote, with its version in the query (a new version is a new address). */
  entry: string | null;
}

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  remotes: ServerRemote[];
  /**
   * The remotes' tables of pages as the web server read them from their pages.json ({ storefront: {...} }; null
   * for a table it could not read). The page goes to the browser with the same tables, so both route alike.
   */
  tables: unknown;
  /** Reaches the API for the page's data (the web server's: an API instance, each path once per request). */
  fetchApi: ApiFetch;
  /** How long the remote's code may take to load before the page goes out with the section unavailable. */
  remoteTimeoutMs?: number;
}

export interface RenderResult {
  /** 503 when the page's remote could not be loaded: the HTML shows the section's "unavailable" fallback. */
  status: 200 | 503;
  /** The content of the page's #root. */
  html: string;
  /** Style elements for the <head>: the plain stylesheet and the antd styles the page rendered with. */
  styles: string;
  /** The query cache the page was rendered with, for the browser's hydration. */
  state: DehydratedState;
}

/** The page module a remote's "section unavailable" route renders (RemoteRoute's fallback, server side). */
const SECTION_UNAVAILABLE: RemotePageModule = {
  default: function SectionUnavailable() {
    // Retry works once the browser has hydrated the page (its own load fails the same way and shows the same).
    return <RemoteErrorFallback onRetry={() => undefined} />;
  },
};

interface PageData {
  prefetchPageData: (
    module: string,
    queryClient: QueryClient,
    request: { params: Record<string, string | undefined>; search: URLSearchParams },
  ) => Promise<void>;
}

/** The entries registered so far: a remote is registered again (its modules dropped) when its entry changes. */
const registered = new Map<string, string>();

function register(remotes: ServerRemote[]): void {
  for (const { name, entry } of remotes) {
    if (!entry || registered.get(name) === entry) continue;
    // force: a new version replaces the old one, whose loaded modules the runtime then forgets.
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadModule<T>(remote: string, module: string, timeoutMs: number): Promise<T> {
  const loaded = await withTimeout(loadRemote<T>(`${remote}/${module}`), timeoutMs, `${remote}/${module}`);
  if (!loaded) throw new RemoteUnavailableError(remote, `${module} is missing`);
  return loaded;
}

/** Everything React wrote, as one string (the stream ends once the whole page has rendered). */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage({
  url,
  remotes,
  tables: tablesJson,
  fetchApi,
  remoteTimeoutMs = 3000,
}: RenderRequest): Promise<RenderResult> {
  setServerFetch(fetchApi);
  register(remotes);
  const address = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  const listed = new Set(remotes.map((remote) => remote.name));
  const tables = parseRemoteTables(tablesJson);

  // The footer's categories, on every page (read while the page's remote loads).
  const footerData = queryClient.prefetchQuery(getCategoriesQueryOptions());

  // The page's remote module and its data; a remote that cannot be reached gives the section's fallback.
  const route = landingRemoteRoute(address.pathname, tables);
  let status: RenderResult['status'] = 200;
  let page: RemotePageModule | undefined;
  if (route) {
    const entry = remotes.find((remote) => remote.name === route.remote)?.entry;
    try {
      if (!entry) throw new RemoteUnavailableError(route.remote, 'its server build cannot be reached');
      const [module, data] = await Promise.all([
        loadModule<RemotePageModule>(route.remote, route.module, remoteTimeoutMs),
        loadModule<PageData>(route.remote, 'page-data', remoteTimeoutMs),
      ]);
      await data.prefetchPageData(route.module, queryClient, {
        params: matchPath(route.path, address.pathname)?.params ?? {},
        search: address.searchParams,
      });
      page = module;
    } catch (error) {
      console.warn(`[server render] ${address.pathname}: ${route.remote} unavailable (${String(error)})`);
      status = 503;
      page = SECTION_UNAVAILABLE;
    }
  }

  await footerData;
  const remoteLoader: RemoteLoader = {
    isListed: (remote) => listed.has(remote),
    load: async (remote, module) => {
      if (page && route && remote === route.remote && module === route.module) return page;
      throw new RemoteUnavailableError(remote, 'not rendered on the server');
    },
    preload: () => undefined,
    tables: () => tables,
    subscribe: () => () => undefined,
    refresh: async () => undefined,
  };
  const serverState = dehydrate(queryClient);
  // antd's styles of this render (its CSS-in-JS writes them at run time in the browser): in the head, so the page
  // shows styled before its scripts run.
  const styleCache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={styleCache}>
      <AppTree queryClient={queryClient} remoteLoader={remoteLoader} serverRendered>
        {(routes) => <StaticRouter location={address.pathname + address.search}>{routes}</StaticRouter>}
      </AppTree>
    </StyleProvider>,
    {
      // Every boundary in place, never outlined for a later swap: that swap is an inline script, which the page's
      // CSP does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        // A part that failed renders in the browser instead (React leaves its Suspense fallback in the HTML).
        console.warn(`[server render] ${address.pathname}: ${String(error)}`);
      },
    },
  );
  const html = await readAll(prelude);
  queryClient.clear();
  const plainStyles = `<style id="${PLAIN_STYLE_ID}">${PLAIN_CSS}</style>`;
  return { status, html, styles: plainStyles + extractStyle(styleCache), state: serverState };
}
