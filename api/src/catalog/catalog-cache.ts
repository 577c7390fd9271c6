import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { keptText } from '../common/reused-answers';
import { CatalogEvents } from '../events';

/** Entries kept at most: the search text and product ids are part of the keys, so the key space is unbounded. */
export const MAX_ENTRIES = 1000;
/**
 * Their size kept at most, as JSON (a page of 100 cars is ~250 kB): varied searches fill the cache with pages, and
 * the API's memory must stay flat whatever the searches.
 */
export const MAX_BYTES = 48 * 2 ** 20;
/**
 * Writes by another process that does not tell (a script, an instance without REDIS_URL) are seen after this long (and
 * one refresh).
 */
const TTL_MS = 10_000;

/**
 * Public catalog reads that dominate the traffic and cost far more than they change: the pages of the public
 * lists and their totals (X-Total-Count, a count over the whole catalog), the advertised cars, single cars and
 * categories. Each value is kept until the next catalog event (CatalogEvents: every committed write to what the
 * catalog shows, here or on another instance), which starts a new generation; a value whose computation overlapped an
 * event is never stored. The writer publishes before it answers, so the next read after a write's answer reads the
 * database, on any instance. Writes by a script are seen within TTL_MS and one refresh.
 */
@Injectable()
export class CatalogCache {
  /** Names this instance in `version`: another instance counts its own generations. */
  private readonly instanceId = randomUUID();
  private currentGeneration = 0;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly values = new Map<
    string,
    { value: unknown; generation: number; expiresAt: number; bytes: number }
  >();
  private bytesKept = 0;

  constructor(events: CatalogEvents) {
    events.subscribe(() => this.invalidate());
  }

  /** Counts the catalog writes seen (here, or told by another instance): a new value means the catalog changed. */
  get generation(): number {
    return this.currentGeneration;
  }

  /**
   * The catalog's state on this instance, as others may compare it: the generation, named with this instance (another
   * instance counts its own). Unchanged means that no catalog write has reached this instance since.
   */
  get version(): string {
    return `${this.instanceId}.${this.currentGeneration}`;
  }

  /**
   * The cached value of `key`, or `compute()`'s (stored unless a write ran meanwhile). Concurrent misses of one key
   * in one generation share one computation: a cold total at a million listings must not run once per request.
   * A value past its TTL but still of this generation (so no write here since) is answered once more while one
   * refresh runs: a recount at a million listings takes seconds, and no request should wait for it.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.values.get(key);
    if (cached && cached.generation === this.currentGeneration) {
      if (cached.expiresAt <= Date.now()) void this.refresh(key, compute).catch(() => undefined);
      return Promise.resolve(cached.value as T);
    }
    return this.refresh(key, compute);
  }

  private refresh<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const generation = this.currentGeneration;
    const flightKey = `${generation}:${key}`;
    const inFlight = this.inFlight.get(flightKey);
    if (inFlight) return inFlight as Promise<T>;
    const computing = compute()
      .then((value) => {
        if (generation === this.currentGeneration) {
          this.forget(key);
          const bytes = jsonBytes(value);
          // A Map iterates in insertion order: drop the oldest entries (refreshed entries are re-inserted).
          while (
            this.values.size > 0 &&
            (this.values.size >= MAX_ENTRIES || this.bytesKept + bytes > MAX_BYTES)
          )
            this.forget(this.values.keys().next().value as string);
          this.values.set(key, { value, generation, expiresAt: Date.now() + TTL_MS, bytes });
          this.bytesKept += bytes;
        }
        return value;
      })
      .finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, computing);
    return computing;
  }

  private forget(key: string): void {
    this.bytesKept -= this.values.get(key)?.bytes ?? 0;
    this.values.delete(key);
  }

  private invalidate(): void {
    this.currentGeneration += 1;
    this.values.clear();
    this.bytesKept = 0;
  }
}

/**
 * About the memory a value holds: its JSON's length (Maps and Sets count as small, which they are here). An answer
 * that is sent unchanged (reused-answers), or an object holding some (a page and its total), is measured by the
 * text kept for sending it, so that text is made once.
 */
function jsonBytes(value: unknown): number {
  const kept = keptText(value);
  if (kept !== undefined) return kept.length;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const held = Object.values(value);
    if (held.some((each) => keptText(each) !== undefined))
      return held.reduce<number>(
        (sum, each) => sum + (keptText(each)?.length ?? JSON.stringify(each)?.length ?? 0),
        0,
      );
  }
  return JSON.stringify(value)?.length ?? 0;
}
