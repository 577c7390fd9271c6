import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import {
  CACHE_TIME_MS,
  createQueryClient,
  refetchAfterChange,
  retryDelay,
  shouldRetry,
} from './query-client';

function apiError(status: number): ApiError {
  return new ApiError(status, { statusCode: status, error: 'Error', message: `status ${status}` });
}

describe('query client defaults', () => {
  it('retries a failed read three times, then stops', () => {
    const error = apiError(503);
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(true);
    expect(shouldRetry(3, error)).toBe(false);
  });

  it('retries network failures and unknown errors', () => {
    expect(shouldRetry(0, apiError(0))).toBe(true);
    expect(shouldRetry(1, new Error('boom'))).toBe(true);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, apiError(status))).toBe(false);
    }
  });

  it('backs off exponentially and caps the delay at 30 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(2)).toBe(4000);
    expect(retryDelay(10)).toBe(30_000);
  });

  it('caches results for 5 minutes', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(CACHE_TIME_MS);
    expect(CACHE_TIME_MS).toBe(300_000);
    expect(defaults?.retry).toBe(shouldRetry);
  });

  it('stops after the first 404 when fetching through the client', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const queryFn = jest.fn().mockRejectedValue(apiError(404));
    await expect(client.fetchQuery({ queryKey: ['missing'], queryFn })).rejects.toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('tries a server error four times in all when fetching through the client', async () => {
    const client = createQueryClient();
    const queryFn = jest.fn().mockRejectedValue(apiError(500));
    await expect(
      client.fetchQuery({ queryKey: ['flaky'], queryFn, retry: shouldRetry, retryDelay: 0 }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(4);
  });

  it("takes a server-rendered page's data as read on arrival, however long ago it was rendered", async () => {
    const server = new QueryClient();
    server.setQueryData(['product', 'p1'], { name: 'Civic' }, { updatedAt: Date.now() - 60 * 60 * 1000 });
    const client = createQueryClient(dehydrate(server));
    const query = client.getQueryCache().find({ queryKey: ['product', 'p1'] })!;
    expect(query.state.data).toEqual({ name: 'Civic' });
    expect(query.isStale()).toBe(false);
    const queryFn = jest.fn();
    await client.ensureQueryData({ queryKey: ['product', 'p1'], queryFn, revalidateIfStale: true });
    expect(queryFn).not.toHaveBeenCalled();
  });
});

describe('refetchAfterChange', () => {
  it('reads again when the first read was answered before the change', async () => {
    const client = createQueryClient();
    let stored: string[] = [];
    let answerFirstRead: (value: string[]) => void = () => undefined;
    // The first read is made before the write and answered after it, with what it read before.
    const firstRead = new Promise<string[]>((resolve) => {
      answerFirstRead = resolve;
    });
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['wishlist', 'u1'],
      queryFn: () => (++reads === 1 ? firstRead : Promise.resolve([...stored])),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const readBefore = [...stored];
    stored = ['car-1'];
    const refetched = refetchAfterChange(client, ['wishlist']);
    answerFirstRead(readBefore);
    await refetched;
    expect(client.getQueryData(['wishlist', 'u1'])).toEqual(['car-1']);
    unsubscribe();
  });
});
