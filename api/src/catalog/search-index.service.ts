import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';
import { sqlDateTime } from '../common/all-or-nothing';
import { appConfig } from '../config/app.config';
import { CatalogEvents } from '../events';
import { ReadReplicas } from '../replicas';
import { ListedRows } from './listed-rows';
import { type IndexedListing, ListingIndex } from './listing-index';

/** Listings read per query while loading: bounded memory per batch, and requests run between batches. */
const LOAD_BATCH = 5000;
/**
 * A catch-up re-reads what changed since the previous one started, less this margin: a write's `updatedAt` is set
 * by its instance's clock before it commits, and the instances' clocks differ a little.
 */
const CATCH_UP_MARGIN_MS = 30_000;
/**
 * The longest a search waits for a catch-up before SQL answers it. A catch-up reads a few rows on its own
 * connection (never queued behind searches), so this is reached only when the database itself is slow, and then
 * SQL would be slower still: it is a last resort.
 */
const CATCH_UP_WAIT_MS = 1000;
/** Writes no instance told of (a script, an instance without REDIS_URL) are read at the latest after this long. */
const RECONCILE_EVERY_MS = 60_000;

const COLUMNS =
  'p.`id`, p.`createdAt`, p.`sellPriceCents`, p.`mileageKm`, p.`purchaseMonth`, p.`modelYear`, p.`brandId`, p.`categoryId`, ' +
  'p.`model`, p.`fuel`, p.`transmission`, p.`condition`, p.`location`, p.`advertise`';
/** As ListingQueries.listed (the public lists): public, not held, unsold, by an account that still exists. */
const LISTED =
  'p.`sold` = 0 AND p.`deletedAt` IS NULL AND p.`takenDownAt` IS NULL AND p.`heldForReviewAt` IS NULL ' +
  'AND a.`deletedAt` IS NULL';
const FROM = 'FROM `products` p INNER JOIN `users` a ON a.`id` = p.`authorId`';

/** The SQL of reading listed cars into the index, for bench/catalog/index-cost.mjs, which loads one as this does. */
export const LISTED_CARS_SQL = { columns: COLUMNS, from: FROM, where: LISTED };

/** The listings' stored words, for text searches (see ListingWords). */
const WORD_COLUMNS = ', p.`searchWords`';

type ListingRow = Omit<IndexedListing, 'createdAt' | 'advertise' | 'modelYear'> & {
  modelYear: number | string | null;
  createdAt: Date | string;
  advertise: boolean | number | string;
};
type ChangedRow = ListingRow & { listed: number | string };

/**
 * The public catalogue in memory (ListingIndex), kept equal to the database. At start it loads every listed car in
 * id order, in batches, while SQL answers. Then every catalog event this instance hears (CatalogEvents: its own
 * writes, and those other instances tell over Redis) starts a catch-up that re-reads the
 * listings changed since the last one (by `updatedAt`, by id for new ones, and those of accounts changed since) and
 * puts them in or takes them out. Until a catch-up has read every write seen, the index does not answer
 * (`answering`): searches go to SQL meanwhile, so a write is in the next search whichever path answers it. A
 * reconciliation every RECONCILE_EVERY_MS heals writes nobody announced.
 */
@Injectable()
export class SearchIndex implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SearchIndex');
  private index: ListingIndex;
  /** The columns read for each listing: the index keeps their words for text searches on both databases. */
  private readonly columns = COLUMNS + WORD_COLUMNS;
  private loading: Promise<void> | null = null;
  private loaded = false;
  /**
   * Catalog events heard (each published once its write committed); the index holds the writes of the first
   * `caughtUpWith`. A write still in flight is not counted: no other reader can see it yet, so the index need not
   * wait for it (during a sale's transaction, searches are still answered here).
   */
  private writesSeen = 0;
  private caughtUpWith = -1;
  /** Since when (ms) the index has lacked a write seen; null while it holds them all (its lag, in `stats`). */
  private behindSince: number | null = null;
  private catchUpFailures = 0;
  /** Searches waiting for the index to hold `target` writes. */
  private readonly waiters = new Set<{ target: number; resolve: () => void }>();
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;
  /** A catch-up is scheduled for the events heard in this turn of the event loop. */
  private catchUpScheduled = false;
  /** Catch-ups read the listings changed from this time on (ms). */
  private changedSince = 0;
  /** Rows were written outside the services, maybe removed: the next catch-up reads every listed car afresh. */
  private reloadWanted = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /**
   * The loads' and catch-ups' own connection on MySQL, held: a catch-up never waits in the pool behind searches. On a
   * read replica that holds every write the primary had when the catch-up started (ReadReplicas.caughtUp), else on
   * the primary.
   */
  private catchUpConnection: QueryRunner | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: CatalogEvents,
    private readonly listedRows: ListedRows,
    private readonly replicas: ReadReplicas,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
  ) {
    this.index = this.newIndex();
  }

  private newIndex(): ListingIndex {
    return new ListingIndex({ words: true });
  }

  onApplicationBootstrap(): void {
    if (!this.config.searchIndex) return;
    this.events.subscribe((event) => {
      this.writesSeen += 1;
      this.behindSince ??= Date.now();
      this.reloadWanted ||= event.type === 'catalog.rewritten';
      // Scheduled, not run, inside the publisher's call; once for a burst of events. On SQLite a catch-up may end
      // between two scheduled callbacks (its queries are synchronous), so one callback per event would start one
      // catch-up per event.
      if (this.catchUpScheduled) return;
      this.catchUpScheduled = true;
      setImmediate(() => {
        this.catchUpScheduled = false;
        this.catchUpSoon();
      });
    });
    this.loading = this.firstLoad().catch((error: unknown) => {
      this.logger.error(`Could not load the search index (SQL answers every search): ${String(error)}`);
    });
    this.timer = setInterval(() => this.catchUpSoon(), RECONCILE_EVERY_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.loading;
    await this.catchingUp?.catch(() => undefined);
    await this.catchUpConnection?.release();
  }

  /** Whether the index holds every catalog write seen so far: only then may it answer. */
  get answering(): boolean {
    return this.loaded && this.caughtUpWith === this.writesSeen;
  }

  /**
   * Whether the index may answer a search that arrives now: once it holds every write visible now. A search after a
   * write waits for the catch-up under way (a few milliseconds), not SQL (seconds at a million listings), unless it
   * takes longer than CATCH_UP_WAIT_MS (then SQL answers). Writes that become visible meanwhile are the next
   * searches' to wait for: under a steady stream of writes, no search waits for more than one catch-up.
   */
  async answeringSoon(): Promise<boolean> {
    if (this.answering || !this.loaded) return this.answering;
    const target = this.writesSeen;
    if (!this.catchingUp) this.catchUpSoon();
    await new Promise<void>((resolve) => {
      const waiter = {
        target,
        resolve: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.resolve, CATCH_UP_WAIT_MS);
      this.waiters.add(waiter);
    });
    return this.caughtUpWith >= target;
  }

  /** The index itself, for searches and facets while `answering`. */
  get listings(): ListingIndex {
    return this.index;
  }

  /** Resolves once the index answers (tests, the bench's wait through GET /health); at once when it is off. */
  async ready(): Promise<void> {
    if (!this.loading) return;
    await this.loading;
    while (this.loaded && !this.answering) await this.catchUp();
  }

  /**
   * For the metrics: the cars and bytes it holds, the catalog writes seen that it does not hold yet and for how long
   * it has lacked one (0 when it holds every write), and the catch-ups that failed.
   */
  get stats(): {
    listings: number;
    bytes: number;
    writesBehind: number;
    lagSeconds: number;
    catchUpFailures: number;
  } {
    return {
      listings: this.index.size,
      bytes: this.index.bytes,
      writesBehind: this.writesSeen - Math.max(this.caughtUpWith, 0),
      lagSeconds: this.behindSince === null ? 0 : (Date.now() - this.behindSince) / 1000,
      catchUpFailures: this.catchUpFailures,
    };
  }

  /** What GET /health tells of it. */
  get state(): 'off' | 'loading' | 'ready' {
    if (!this.loading) return 'off';
    return this.loaded ? 'ready' : 'loading';
  }

  private async firstLoad(): Promise<void> {
    await this.load();
    this.loaded = true;
    // The writes made while it loaded.
    await this.catchUp();
  }

  /** Reads every listed car in id order, in batches, into a new index that then replaces the current one. */
  private async load(): Promise<void> {
    const started = Date.now();
    const index = this.newIndex();
    // Every batch on one connection: on a replica, what it held at the first batch it holds at the last.
    const read = await this.reader();
    let after = '';
    for (;;) {
      const rows = await read<ListingRow[]>(
        `SELECT ${this.columns} ${FROM} WHERE ${LISTED} AND p.\`id\` > ? ORDER BY p.\`id\` LIMIT ${LOAD_BATCH}`,
        [after],
      );
      for (const row of rows) index.upsert(listingOf(row));
      if (rows.length < LOAD_BATCH || this.stopped) break;
      after = rows.at(-1)!.id;
    }
    index.order();
    this.index = index;
    this.listedRows.forgetAll();
    this.changedSince = started - CATCH_UP_MARGIN_MS;
    this.logger.log(
      `Search index loaded: ${index.size} listed cars, ${(index.bytes / 2 ** 20).toFixed(1)} MiB, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  private catchUpSoon(): void {
    if (!this.loaded || this.stopped) return;
    this.catchUp().catch((error: unknown) => {
      this.catchUpFailures += 1;
      this.logger.warn(`Search index catch-up failed (SQL answers until the next): ${String(error)}`);
    });
  }

  /** Runs a catch-up, or another after the one under way (a write may have landed after it read). */
  private catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return this.catchingUp;
    }
    this.catchingUp = (async () => {
      do {
        this.catchUpAgain = false;
        const seen = this.writesSeen;
        const started = Date.now();
        if (this.reloadWanted) {
          this.reloadWanted = false;
          await this.load();
        } else {
          await this.readChanged(this.changedSince);
          this.changedSince = started - CATCH_UP_MARGIN_MS;
        }
        // Every write seen before the read had committed: the read holds them. One seen since may have committed
        // after the read: then there is more to read.
        this.caughtUpWith = seen;
        if (this.writesSeen !== seen) this.catchUpAgain = true;
        else this.behindSince = null;
        for (const waiter of this.waiters) if (waiter.target <= seen) waiter.resolve();
      } while (this.catchUpAgain && !this.stopped);
    })().finally(() => (this.catchingUp = null));
    return this.catchingUp;
  }

  /**
   * Re-reads the listings changed since `since` (ms): updated then, created then (UUID v7 ids start with their
   * creation time, whatever `createdAt` says), or by an account changed then (deleted: its cars leave). The rows and
   * rating segments kept for the lists (ListedRows) that changed then are forgotten.
   */
  private async readChanged(since: number): Promise<void> {
    const at = sqlDateTime(new Date(since));
    const listed = `CASE WHEN ${LISTED} THEN 1 ELSE 0 END AS listed`;
    const read = await this.reader();
    const rows = await read<ChangedRow[]>(
      [
        `SELECT ${this.columns}, ${listed} ${FROM} WHERE p.\`updatedAt\` >= ?`,
        `SELECT ${this.columns}, ${listed} ${FROM} WHERE p.\`id\` >= ?`,
        `SELECT ${this.columns}, ${listed} ${FROM} WHERE a.\`updatedAt\` >= ?`,
      ].join(' UNION '),
      [at, firstIdAt(since), at],
    );
    // Refreshes replace a segment's row (refreshedAt: then); one left without cars rates no listed car.
    const segments = await read<{ segmentKey: string }[]>(
      'SELECT `segmentKey` FROM `price_segments` WHERE `refreshedAt` >= ?',
      [at],
    );
    for (const row of rows) {
      if (Number(row.listed) === 1) this.index.upsert(listingOf(row));
      else this.index.remove(row.id);
    }
    this.index.order();
    this.listedRows.forget(
      rows.map((row) => row.id),
      segments.map((row) => row.segmentKey),
    );
  }

  /**
   * How a load or catch-up reads: SQLite's one connection, or on MySQL the held connection (see catchUpConnection),
   * checked out once per load or catch-up. A failed query drops it: the connection may be the broken part.
   */
  private async reader(): Promise<<T>(sql: string, parameters: unknown[]) => Promise<T>> {
    if (this.dataSource.options.type === 'better-sqlite3')
      return <T>(sql: string, parameters: unknown[]) => this.dataSource.query<T>(sql, parameters);
    const connection = await this.replicas.caughtUp(this.catchUpConnection);
    this.catchUpConnection = connection;
    return async <T>(sql: string, parameters: unknown[]) => {
      try {
        return (await connection.query(sql, parameters)) as T;
      } catch (error) {
        if (this.catchUpConnection === connection) this.catchUpConnection = null;
        await connection.release().catch(() => undefined);
        throw error;
      }
    };
  }
}

/** A row of LISTED_CARS_SQL as the index takes it. */
export function listingOf(row: ListingRow): IndexedListing {
  return {
    ...row,
    // SQLite answers `YYYY-MM-DD HH:MM:SS.SSS` in UTC (as TypeORM stores it), MySQL a Date.
    createdAt:
      row.createdAt instanceof Date
        ? row.createdAt.getTime()
        : Date.parse(`${row.createdAt.replace(' ', 'T')}Z`),
    sellPriceCents: Number(row.sellPriceCents),
    advertise: Number(row.advertise) === 1,
    mileageKm: row.mileageKm === null ? null : Number(row.mileageKm),
    modelYear: row.modelYear === null ? null : Number(row.modelYear),
  };
}

/** The smallest UUID v7 made at `time` (ms): its first 48 bits are the time. */
function firstIdAt(time: number): string {
  const hex = Math.max(0, Math.floor(time)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}
