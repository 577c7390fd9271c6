import { Injectable, Logger, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { RedisService } from '../redis';

/** A write to a listing, named by what it did to it. */
export type ListingEvent = {
  type:
    | 'listing.created'
    /** Its seller edited or (un)advertised it, or a report was counted on it. */
    | 'listing.changed'
    /** A payment claimed it. */
    | 'listing.sold'
    /** A refused capture put it back on sale. */
    | 'listing.saleReleased'
    /** Reports hid it from the public lists until an admin reviews it. */
    | 'listing.held'
    /** An admin dismissed its reports: back in the public lists. */
    | 'listing.released'
    | 'listing.takenDown'
    | 'listing.deleted';
  listingId: string;
};

/**
 * What the catalog's caches and search index hear of: every write that changes what a public catalog read answers,
 * published by the service that made it once its transaction committed.
 */
export type CatalogEvent =
  | ListingEvent
  /** A seller's name or verification changed: their listings show both. */
  | { type: 'seller.changed'; userId: string }
  /** An account was closed: its listings leave every public read. */
  | { type: 'seller.deleted'; userId: string }
  | { type: 'brand.changed'; brandId: string }
  | { type: 'category.changed'; categoryId: string }
  /** Price segments were recomputed apart from any listing write (a standing pass, a retry, a rebuild). */
  | { type: 'priceRatings.changed' }
  /**
   * Rows were written outside the services (a script, a test's fixtures) and may have been removed: everything kept
   * is read afresh.
   */
  | { type: 'catalog.rewritten' }
  /** News from other instances may have been lost (Redis reconnected): what they wrote since is read afresh. */
  | { type: 'catalog.missed' };

export type CatalogEventType = CatalogEvent['type'];

/** The Redis channel on which instances hand each other their catalog events. */
export const CATALOG_EVENTS_CHANNEL = 'catalog:events';

const EVENT_TYPES = new Set<string>([
  'listing.created',
  'listing.changed',
  'listing.sold',
  'listing.saleReleased',
  'listing.held',
  'listing.released',
  'listing.takenDown',
  'listing.deleted',
  'seller.changed',
  'seller.deleted',
  'brand.changed',
  'category.changed',
  'priceRatings.changed',
  'catalog.rewritten',
  'catalog.missed',
] satisfies CatalogEventType[]);

type CatalogListener = (event: CatalogEvent) => void;

/**
 * The catalog's change events, in this instance and across instances. `publish` hands an event to this instance's
 * subscribers at once, then, with REDIS_URL, to every other instance's, and resolves once Redis has passed it on:
 * the writer awaits it before answering, so a read anywhere after the answer sees the write. A Redis that is down
 * costs the others their freshness (their caches' TTL then), never the write.
 *
 * Without REDIS_URL the events stay in this process: one instance needs nothing more, and writes by other processes
 * (a script, a second instance without Redis) are seen when the caches expire (CatalogCache's TTL, the search index's
 * reconciliation).
 */
@Injectable()
export class CatalogEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CatalogEvents');
  /** Names this instance on the channel, so it ignores its own events (already delivered here). */
  private readonly instanceId = randomUUID();
  private readonly listeners: CatalogListener[] = [];
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(@Optional() private readonly redis?: RedisService) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis?.enabled) return;
    this.unsubscribe = await this.redis.subscribe(CATALOG_EVENTS_CHANNEL, {
      message: (payload) => {
        const told = parseTold(payload);
        if (told?.from === this.instanceId) return;
        // An event this version does not know still tells that the catalog changed.
        this.deliver(told?.event ?? { type: 'catalog.missed' });
      },
      gap: () => this.deliver({ type: 'catalog.missed' }),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.unsubscribe?.();
  }

  /**
   * Calls `listener` with every event, this instance's and the others'. Synchronously, in the publisher's call: it
   * should only note the event and schedule its work.
   */
  subscribe(listener: CatalogListener): void {
    this.listeners.push(listener);
  }

  /** Tells of a committed write; call it after the transaction, never for one that failed. */
  async publish(event: CatalogEvent): Promise<void> {
    this.deliver(event);
    if (!this.redis?.enabled) return;
    try {
      await this.redis.publish(CATALOG_EVENTS_CHANNEL, JSON.stringify({ from: this.instanceId, event }));
    } catch (error) {
      this.logger.warn(`Could not tell the other instances of ${event.type}: ${(error as Error).message}`);
    }
  }

  private deliver(event: CatalogEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error(`A listener of ${event.type} failed: ${String(error)}`);
      }
    }
  }
}

function parseTold(payload: string): { from: string; event: CatalogEvent | null } | null {
  try {
    const told = JSON.parse(payload) as { from?: unknown; event?: { type?: unknown } };
    if (typeof told.from !== 'string') return null;
    const known = typeof told.event?.type === 'string' && EVENT_TYPES.has(told.event.type);
    return { from: told.from, event: known ? (told.event as CatalogEvent) : null };
  } catch {
    return null;
  }
}
