import { Injectable, Logger, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';
import { keptText } from '../common/reused-answers';
import { RedisService } from '../redis';

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
/** The Redis channel on which instances tell each other that they wrote the catalog. */
export const CATALOG_WRITES_CHANNEL = 'catalog:writes';
const READ_ONLY_SQL = /^\s*(SELECT|SHOW|EXPLAIN|DESCRIBE|PRAGMA|WITH)\b/i;
/** The tables the cached reads come from: a write that names none of them (a wish list, an order) keeps the cache. */
const CATALOG_TABLES = /\b(products|users|categories|brands|price_segments)\b/i;
/** A DELETE of listing rows: the app marks listings deleted; scripts and tests may remove rows. */
const DELETES_LISTINGS = /^\s*DELETE\s+FROM\s+[`"]?products[`"]?\s/i;

/**
 * Public catalog reads that dominate the traffic and cost far more than they change: the pages of the public
 * lists and their totals (X-Total-Count, a count over the whole catalog), the advertised cars, single cars and
 * categories. Each value is kept until the next write: any statement other than a read that names a catalog
 * table and goes through this DataSource (repositories, query builders, raw SQL), and the COMMIT or ROLLBACK of a
 * transaction that ran one, starts a new generation; a value computed while a write was in flight is never stored.
 * So the next read after a write always reads the database. With REDIS_URL, each instance also tells the others of
 * its catalog writes (CATALOG_WRITES_CHANNEL), and waits until Redis has handed the news on before the write's request
 * is answered, so another instance's next read reads the database too. Writes by a script are seen within TTL_MS and
 * one refresh.
 */
@Injectable()
export class CatalogCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CatalogCache');
  /** Names this instance on the channel, so it ignores its own news (it has already started a new generation). */
  private readonly instanceId = randomUUID();
  private unsubscribe: (() => Promise<void>) | null = null;
  private currentGeneration = 0;
  private readonly writeListeners: ((write: CatalogWrite) => void)[] = [];
  private readonly watched = new WeakSet<QueryRunner>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly values = new Map<
    string,
    { value: unknown; generation: number; expiresAt: number; bytes: number }
  >();
  private bytesKept = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() private readonly redis?: RedisService,
  ) {}

  async onModuleInit(): Promise<void> {
    const createQueryRunner = this.dataSource.createQueryRunner.bind(this.dataSource);
    this.dataSource.createQueryRunner = (...args: Parameters<DataSource['createQueryRunner']>) =>
      this.watchWrites(createQueryRunner(...args));
    if (this.dataSource.options.type === 'better-sqlite3') this.watchSqliteStatements();
    if (this.redis?.enabled) {
      this.unsubscribe = await this.redis.subscribe(CATALOG_WRITES_CHANNEL, {
        message: (writer) => {
          if (writer === this.instanceId) return;
          this.invalidate();
          this.written({ rowsVanished: false });
        },
        // News may have been lost while the connection was down: start afresh.
        gap: () => {
          this.invalidate();
          this.written({ rowsVanished: false });
        },
      });
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.unsubscribe?.();
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
   * Calls `listener` when catalog writes become visible to other connections: after a statement outside a
   * transaction, a transaction's end, another instance's news. Synchronously: it should only schedule its work.
   */
  onWrite(listener: (write: CatalogWrite) => void): void {
    this.writeListeners.push(listener);
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

  private written(write: CatalogWrite): void {
    for (const listener of this.writeListeners) listener(write);
  }

  /**
   * Tells the other instances that a catalog write is now visible. Awaited before the write's caller goes on, so its
   * answer leaves only after Redis has passed the news to every subscribed instance. A Redis that is down costs the
   * others their freshness (TTL_MS then), never the write.
   */
  private async broadcast(): Promise<void> {
    if (!this.redis?.enabled) return;
    try {
      await this.redis.publish(CATALOG_WRITES_CHANNEL, this.instanceId);
    } catch (error) {
      this.logger.warn(`Could not tell the other instances of a catalog write: ${(error as Error).message}`);
    }
  }

  private watchWrites(queryRunner: QueryRunner): QueryRunner {
    // The SQLite driver hands out one shared query runner: wrap each runner once.
    if (this.watched.has(queryRunner)) return queryRunner;
    this.watched.add(queryRunner);
    const query = queryRunner.query.bind(queryRunner);
    const invalidate = () => this.invalidate();
    const broadcast = () => this.broadcast();
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    // Whether the open transaction wrote a catalog table: only then does its end change what readers see.
    let wroteCatalog = false;
    let rowsVanished = false;
    const visible = async () => {
      this.written({ rowsVanished });
      rowsVanished = false;
      await broadcast();
    };
    queryRunner.query = (async (sql: string, ...rest: unknown[]) => {
      if (!isCatalogWrite(sql)) return query(sql, ...(rest as []));
      wroteCatalog = true;
      rowsVanished ||= DELETES_LISTINGS.test(sql);
      // Before (a read that starts now must not store) and after (the write is now visible).
      invalidate();
      try {
        return await query(sql, ...(rest as []));
      } finally {
        invalidate();
        // Inside a transaction the others hear of it at its end (below), when it becomes visible to them.
        if (!queryRunner.isTransactionActive) await visible();
      }
    }) as QueryRunner['query'];
    for (const method of ['commitTransaction', 'rollbackTransaction'] as const) {
      const original = queryRunner[method].bind(queryRunner);
      queryRunner[method] = async () => {
        try {
          await original();
        } finally {
          // A commit of wish lists, bookings or orders alone keeps the cache (a sale writes products too).
          if (wroteCatalog) {
            invalidate();
            // SQLite's one connection let other reads see the rows this rollback takes back.
            rowsVanished ||= sqlite && method === 'rollbackTransaction';
            if (!queryRunner.isTransactionActive) await visible();
          }
          if (!queryRunner.isTransactionActive) wroteCatalog = false;
        }
      };
    }
    return queryRunner;
  }

  /**
   * On SQLite, runAllOrNothing runs its statements on better-sqlite3's own connection, past every query runner. Its
   * synchronous transaction lets no other code run until it commits, so a new generation at prepare time is enough.
   */
  private watchSqliteStatements(): void {
    const connection = (this.dataSource.driver as unknown as { databaseConnection: SqliteConnection })
      .databaseConnection;
    const prepare = connection.prepare.bind(connection);
    connection.prepare = (sql: string) => {
      // Not told to other instances: several instances need MySQL, where this path is not taken.
      if (isCatalogWrite(sql)) {
        this.invalidate();
        this.written({ rowsVanished: DELETES_LISTINGS.test(sql) });
      }
      return prepare(sql);
    };
  }
}

/** A catalog write as its listeners hear of it. */
export interface CatalogWrite {
  /** Rows of listings were deleted (not marked deleted) or a write taken back: which, nobody can read any more. */
  rowsVanished: boolean;
}

interface SqliteConnection {
  prepare(sql: string): unknown;
}

function isCatalogWrite(sql: string): boolean {
  return !READ_ONLY_SQL.test(sql) && CATALOG_TABLES.test(sql);
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
