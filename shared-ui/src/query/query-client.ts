// React Query defaults (docs/product-rules.md): failed reads retry 3 times with exponential backoff capped at 30 s,
// results stay cached for 5 minutes. A 4xx is the server's final word (not found, not allowed), so no retry.
import { hydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@usedcars/shared-ui/api/client';

export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;
export const CACHE_TIME_MS = 5 * 60 * 1000;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s, ... never more than 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/** `serverState`: the data a server-rendered page was rendered with, so that hydrating it reads no API. */
export function createQueryClient(serverState?: DehydratedState): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: CACHE_TIME_MS,
        staleTime: CACHE_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  if (serverState) hydrate(client, currentAsOfNow(serverState));
  return client;
}

/**
 * A server-rendered page's data was current when the page was served: rendered then, or checked then by the shell
 * server's page cache, which may have rendered it long before. Read times are set to now, so that staleTime counts
 * from the page's arrival and hydrating reads nothing again.
 */
function currentAsOfNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/**
 * Mark every query that holds one user's data (their orders, wish list, the admin's user list) with
 * `meta: USER_DATA_META`: logging in or out drops those from the cache, so the next person on the same
 * browser never sees them. Public catalog queries stay cached.
 */
export const USER_DATA_META = { userData: true } as const;

export function isUserDataQuery(query: { meta?: Record<string, unknown> }): boolean {
  return query.meta?.userData === true;
}

/**
 * Reads `queryKey` again after a change the server has made (a write of this page, an event from the live stream).
 * A read already under way may have been answered before the change: it is dropped and made again. Invalidating alone
 * would wait for it when the query has no data yet (TanStack Query shares an in-flight first fetch), and keep its
 * stale answer.
 */
export async function refetchAfterChange(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
