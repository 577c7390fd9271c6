import { CatalogEvents } from '../events';
import { CatalogCache, MAX_BYTES, MAX_ENTRIES } from './catalog-cache';

// Time-based behaviour of the cache, and what a catalog event does to it; that every write publishes one is tested
// through the API (catalog-scale.spec, the authorization matrix).
describe('CatalogCache expiry', () => {
  const TTL_MS = 10_000;
  let cache: CatalogCache;
  let events: CatalogEvents;
  let computed: number;
  const count = () => Promise.resolve(++computed);

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    events = new CatalogEvents();
    cache = new CatalogCache(events);
    computed = 0;
  });

  afterEach(() => jest.useRealTimers());

  it('computes once for concurrent misses and answers from memory within the TTL', async () => {
    expect(await Promise.all([cache.remember('total', count), cache.remember('total', count)])).toEqual([
      1, 1,
    ]);
    jest.advanceTimersByTime(TTL_MS - 1);
    expect(await cache.remember('total', count)).toBe(1);
    expect(computed).toBe(1);
  });

  it('answers an expired value once more without waiting, then the refreshed one', async () => {
    let finishRecount: (value: number) => void = () => undefined;
    await cache.remember('total', count);
    jest.advanceTimersByTime(TTL_MS);
    const slowRecount = () => new Promise<number>((resolve) => (finishRecount = resolve));

    expect(await cache.remember('total', slowRecount)).toBe(1);
    // While the recount runs, further requests neither wait nor start another one.
    expect(await cache.remember('total', count)).toBe(1);
    expect(computed).toBe(1);
    finishRecount(7);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.remember('total', count)).toBe(7);
    expect(computed).toBe(1);
  });

  it('keeps answering the old value while a refresh fails, and retries on the next request', async () => {
    await cache.remember('total', count);
    jest.advanceTimersByTime(TTL_MS);
    const failing = () => Promise.reject(new Error('database gone'));
    expect(await cache.remember('total', failing)).toBe(1);
    await Promise.resolve();
    expect(await cache.remember('total', count)).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.remember('total', count)).toBe(2);
  });

  it('drops the oldest entry when full, not the others', async () => {
    for (let key = 0; key <= MAX_ENTRIES; key += 1) await cache.remember(`page:${key}`, count);
    expect(computed).toBe(MAX_ENTRIES + 1);
    expect(await cache.remember(`page:${MAX_ENTRIES}`, count)).toBe(MAX_ENTRIES + 1);
    expect(await cache.remember('page:1', count)).toBe(2);
    expect(await cache.remember('page:0', count)).toBe(MAX_ENTRIES + 2);
  });

  it('keeps at most MAX_BYTES of values, dropping the oldest', async () => {
    const page = (n: number) => () => Promise.resolve({ n, cars: 'x'.repeat(MAX_BYTES / 10) });
    for (let key = 0; key < 12; key += 1) await cache.remember(`page:${key}`, page(key));
    // The last nine fit (ten would pass the limit by their JSON's few more bytes): the first three were dropped.
    expect((await cache.remember('page:11', page(-1))).n).toBe(11);
    expect((await cache.remember('page:3', page(-1))).n).toBe(3);
    expect((await cache.remember('page:2', page(-1))).n).toBe(-1);
  });

  it('forgets every value at a catalog event, and stores none whose computation overlapped one', async () => {
    await cache.remember('total', count);
    const versionBefore = cache.version;
    await events.publish({ type: 'listing.changed', listingId: 'a-car' });
    expect(cache.version).not.toBe(versionBefore);
    expect(await cache.remember('total', count)).toBe(2);

    let finishCount: (value: number) => void = () => undefined;
    const slowCount = cache.remember(
      'total:other',
      () => new Promise<number>((resolve) => (finishCount = resolve)),
    );
    await events.publish({ type: 'brand.changed', brandId: 'a-brand' });
    finishCount(41);
    expect(await slowCount).toBe(41);
    expect(await cache.remember('total:other', count)).toBe(3);
    expect(await cache.remember('total', count)).toBe(4);
  });
});
