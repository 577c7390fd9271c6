// The API reads of one page request, made once: the page's head (public-pages/page-meta.ts) and its server
// render (the storefront's queries, through shared-ui's client) both ask for the same car or list, and get one
// answer. Scoped with AsyncLocalStorage, so concurrent requests never share a read.
import { AsyncLocalStorage } from 'node:async_hooks';

/** A read made once per request: its whole answer, the body read. */
interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer;
}

/** A read of a page request, as the page cache checks it later (page-cache.ts). */
export interface Read {
  path: string;
  etag: string;
  /** The API's X-Catalog-Version, when the answer depends on the catalog alone. */
  catalogVersion: string | null;
}

const requests = new AsyncLocalStorage<{ reads: Map<string, Promise<Answer>>; uncheckable: boolean }>();

/** Runs `work` as one page request: its GETs through memoFetch are made once each. */
export function withRequestMemo<T>(work: () => T): T {
  return requests.run({ reads: new Map(), uncheckable: false }, work);
}

/** The key of a read: its path and query (sorted), whichever API instance answers it. */
function keyOf(url: string): string {
  const address = new URL(url);
  address.searchParams.sort();
  return `${address.pathname}?${address.searchParams}`;
}

/** Statuses whose answer has no body (a Response with one cannot be built). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * fetch(), except that a GET inside withRequestMemo is made once per request and each caller gets its own copy. The
 * answer is read whole at once: the first caller's deadline (its signal) then bounds the read alone, and a later
 * caller's copy cannot be cut off by it.
 */
export async function memoFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const store = requests.getStore();
  if (!store) return fetch(url, init);
  if ((init.method ?? 'GET').toUpperCase() !== 'GET') {
    store.uncheckable = true;
    return fetch(url, init);
  }
  const memo = store.reads;
  const key = keyOf(url);
  let answer = memo.get(key);
  if (!answer) {
    answer = fetch(url, init).then(async (response) => ({
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      body: await response.arrayBuffer(),
    }));
    // A failed read is not kept: the next caller tries again.
    answer.catch(() => {
      memo.delete(key);
      store.uncheckable = true;
    });
    memo.set(key, answer);
  }
  const { status, statusText, headers, body } = await answer;
  return new Response(NULL_BODY.has(status) ? null : body, { status, statusText, headers });
}

/**
 * The reads of the current page request as [{ path, etag, catalogVersion }], for the page cache (catalogVersion: the
 * API's X-Catalog-Version, when the answer depends on the catalog alone); null when one of them cannot be checked
 * later (it failed, answered other than 200 or without an ETag, or was not a GET): such a page is rendered every time.
 */
export async function requestReads(): Promise<Read[] | null> {
  const store = requests.getStore();
  if (!store) return null;
  const reads: Read[] = [];
  for (const [path, answer] of store.reads) {
    const { status, headers } = await answer.catch(() => ({ status: 0, headers: new Headers() }));
    const etag = headers.get('etag');
    if (status !== 200 || !etag) return null;
    reads.push({ path, etag, catalogVersion: headers.get('x-catalog-version') });
  }
  return store.uncheckable ? null : reads;
}
