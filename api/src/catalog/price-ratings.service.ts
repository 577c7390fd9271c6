import { createHash } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, In, Repository } from 'typeorm';
import type { PriceRating } from '@usedcars/contract/types';
import { sqlDateTime } from '../common/all-or-nothing';
import { appConfig } from '../config/app.config';
import { CatalogEvents } from '../events';
import { establishedAccountSql } from '../users';
import {
  BAND_WINDOW,
  countedCars,
  inWindow,
  MILEAGE_BAND_KM,
  YEAR_WINDOW,
  modelKeyOf,
  neighbours,
  priceRatingOf,
  type Segment,
  segmentKey,
  type SegmentFigures,
  segmentOf,
  windowFigures,
} from './price-rating';
import { PriceSegment } from './price-segment.entity';
import type { Product } from './product.entity';

/** A counted listing as the refresh reads it. */
interface PriceRow {
  id: string;
  authorId: string;
  model: string;
  listingYear: number;
  mileageKm: number;
  sellPriceCents: number;
}

interface Statement {
  sql: string;
  params: (string | number)[];
}

/** The part of better-sqlite3's connection used here (it ships no types of its own). */
interface SqliteConnection {
  prepare(sql: string): { all(...params: unknown[]): unknown[]; run(...params: unknown[]): unknown };
  transaction(work: () => void): () => void;
}

const INSERT_BATCH = 200;
/** Sellers whose standing one query reads at most. */
const SELLER_BATCH = 500;
/**
 * A standing pass also rereads what changed this long before its previous one started: a change's time is set
 * before its transaction commits.
 */
const STANDING_MARGIN_MS = 10_000;
/** How often the models whose refresh failed are recomputed again (see `retryFailed`). */
export const RETRY_FAILED_MS = 60_000;
/** Counted: a listing anyone may see or that was sold; deleted, taken down and held listings are not. */
const COUNTED =
  '`sold` IN (0, 1) AND `deletedAt` IS NULL AND `takenDownAt` IS NULL AND `heldForReviewAt` IS NULL AND `mileageKm` IS NOT NULL';

/**
 * Keeps the price_segments table (see PriceSegment) and answers ratings from it. Every write that changes a counted
 * listing's segment, price or being counted calls `refreshListings` (or `refreshSegments`) after it committed: the
 * touched segments are recomputed from the listings as they are then. Refreshes of one model are serialised (a
 * named lock on MySQL, one synchronous transaction on SQLite), each reading after the previous one committed, so
 * the last refresh sees every committed write: none is lost. A full rebuild runs at start when the table is empty
 * (a new database, or one upgraded by the migration) and by `npm run price-segments:rebuild -w api`. A refresh that
 * fails after its write committed (a lost connection, a lock not had in time) is retried, the whole model, every
 * RETRY_FAILED_MS until it succeeds; one that a crash of the process cut off waits for the model's next write or a
 * rebuild. Only established sellers' listings count (countedCars), so the models of sellers whose standing changed
 * are recomputed too, every RETRY_FAILED_MS (refreshChangedSellers). A listing's writer publishes its own event after
 * its refresh; the passes that follow no write (retries, standing, rebuild at start) publish priceRatings.changed.
 */
@Injectable()
export class PriceRatings implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PriceRatings.name);
  /** Models (by brand and model key) whose last refresh failed: their ratings may be stale until retried. */
  private readonly failed = new Map<string, Segment>();
  private retryTimer?: NodeJS.Timeout;
  /** When the standing pass last started; null until the first, which starts from the newest refresh. */
  private standingCheckedAt: Date | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(PriceSegment) private readonly segments: Repository<PriceSegment>,
    @Inject(appConfig.KEY)
    private readonly config: Pick<ConfigType<typeof appConfig>, 'reportTrustedAccountDays'>,
    /** Absent in the command-line rebuild: the API sees a script's writes when its caches expire. */
    @Optional() private readonly events?: CatalogEvents,
  ) {}

  onApplicationBootstrap(): void {
    void this.rebuildIfEmpty().catch((error: Error) =>
      this.logger.error(`Price segments rebuild failed: ${error.message}`),
    );
    this.retryTimer = setInterval(() => {
      void this.retryFailed();
      void this.refreshChangedSellers().catch((error: Error) =>
        this.logger.error(`Price segments standing pass failed: ${error.message}`),
      );
    }, RETRY_FAILED_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.retryTimer);
  }

  /** The models whose last refresh failed, as `brandId|modelKey` (for the tests and the logs). */
  failedModels(): string[] {
    return [...this.failed.keys()];
  }

  /** Recomputes every model whose refresh failed; those that fail again stay for the next try. */
  async retryFailed(): Promise<void> {
    let refreshed = 0;
    for (const [key, model] of [...this.failed]) {
      try {
        await this.refreshModel(model, 'all');
        this.failed.delete(key);
        refreshed += 1;
      } catch (error) {
        this.logger.error(`Price segments retry failed: ${(error as Error).message}`);
      }
    }
    if (refreshed > 0) await this.ratingsChanged();
  }

  /**
   * Recomputes the models of the sellers whose standing (users' establishedAccountSql) may have changed since the
   * previous pass, which no listing write tells of: an admin's (un)verification, a proven address, an account that
   * came of age, an order paid. Runs every RETRY_FAILED_MS.
   */
  async refreshChangedSellers(): Promise<void> {
    const startedAt = new Date();
    const since = new Date(
      (this.standingCheckedAt ?? (await this.newestRefresh()) ?? startedAt).getTime() - STANDING_MARGIN_MS,
    );
    const ageMs = this.config.reportTrustedAccountDays * 86_400_000;
    const models = await this.dataSource.query<{ brandId: string; model: string }[]>(
      `SELECT DISTINCT \`brandId\`, \`model\` FROM \`products\` WHERE \`model\` IS NOT NULL AND ${COUNTED} ` +
        'AND `authorId` IN (SELECT `id` FROM `users` WHERE `updatedAt` >= ? ' +
        'UNION SELECT `id` FROM `users` WHERE `createdAt` > ? AND `createdAt` <= ? ' +
        'UNION SELECT `customerId` FROM `orders` WHERE `paymentDate` >= ? ' +
        'UNION SELECT `productAuthorId` FROM `orders` WHERE `paymentDate` >= ?)',
      [
        sqlDateTime(since),
        sqlDateTime(new Date(since.getTime() - ageMs)),
        sqlDateTime(new Date(startedAt.getTime() - ageMs)),
        sqlDateTime(since),
        sqlDateTime(since),
      ],
    );
    try {
      await this.refreshModels(models);
    } finally {
      if (models.length > 0) await this.ratingsChanged();
    }
    this.standingCheckedAt = startedAt;
  }

  /** Tells the catalog's caches of segments recomputed apart from any listing write. */
  private async ratingsChanged(): Promise<void> {
    await this.events?.publish({ type: 'priceRatings.changed' });
  }

  private async newestRefresh(): Promise<Date | null> {
    const [row] = await this.dataSource.query<{ newest: string | Date | null }[]>(
      'SELECT MAX(`refreshedAt`) AS `newest` FROM `price_segments`',
    );
    if (!row?.newest) return null;
    return row.newest instanceof Date ? row.newest : new Date(`${row.newest.replace(' ', 'T')}Z`);
  }

  /** Recomputes every segment of these models (by brand and model, any case), one after another. */
  private async refreshModels(models: { brandId: string; model: string }[]): Promise<Map<string, Segment>> {
    const keys = new Map<string, Segment>();
    for (const { brandId, model } of models) {
      const modelKey = modelKeyOf(model);
      if (modelKey) keys.set(`${brandId}|${modelKey}`, { brandId, modelKey, year: 0, band: 0 });
    }
    for (const model of keys.values()) await this.refreshModel(model, 'all');
    return keys;
  }

  /** The ratings of `cars` (any number: one query by key), by car id. */
  async ratingsOf(cars: Product[]): Promise<Map<string, PriceRating>> {
    const keys = cars.flatMap((car) => (segmentOf(car) ? [segmentKey(segmentOf(car)!)] : []));
    const figures = await this.figuresOf(keys);
    return new Map(
      cars.map((car) => {
        const segment = segmentOf(car);
        return [car.id, priceRatingOf(car, (segment && figures.get(segmentKey(segment))) ?? null)];
      }),
    );
  }

  /** The figures of the segments `keys` that have any (one query); a segment without cars has none. */
  async figuresOf(keys: string[]): Promise<Map<string, SegmentFigures>> {
    const unique = [...new Set(keys)];
    const rows = unique.length ? await this.segments.findBy({ segmentKey: In(unique) }) : [];
    return new Map(rows.map((row) => [row.segmentKey, figuresOf(row)]));
  }

  /** Sets `priceRating` on each car, for the serializers. */
  async rate<T extends Product>(cars: T[]): Promise<T[]> {
    const ratings = await this.ratingsOf(cars);
    for (const car of cars) car.priceRating = ratings.get(car.id);
    return cars;
  }

  /**
   * After a write to these listings committed (status, price, model, year or mileage): recomputes their segments'
   * neighbours. `before` are the segments they had before the write, when it may have moved them.
   */
  async refreshListings(ids: string[], before: (Segment | null)[] = []): Promise<void> {
    const rows = ids.length
      ? await this.dataSource
          .createQueryBuilder()
          .select(['p.brandId AS brandId', 'p.model AS model', 'p.listingYear AS listingYear'])
          .addSelect('p.mileageKm', 'mileageKm')
          .from('products', 'p')
          .where('p.id IN (:...ids)', { ids })
          .getRawMany<Pick<Product, 'brandId' | 'model' | 'listingYear' | 'mileageKm'>>()
      : [];
    await this.refreshSegments([...before, ...rows.map((row) => segmentOf(row))]);
  }

  /** Recomputes every segment whose window holds one of `touched` (refreshes never fail the write: logged). */
  async refreshSegments(touched: (Segment | null)[]): Promise<void> {
    const byModel = new Map<string, Segment[]>();
    for (const segment of touched) {
      if (!segment) continue;
      const model = `${segment.brandId}|${segment.modelKey}`;
      byModel.set(model, [...(byModel.get(model) ?? []), segment]);
    }
    for (const [key, segments] of byModel) {
      try {
        await this.refreshModel(segments[0]!, segments.flatMap(neighbours));
      } catch (error) {
        this.failed.set(key, { ...segments[0]!, year: 0, band: 0 });
        this.logger.error(`Price segments refresh failed (retried later): ${(error as Error).message}`);
      }
    }
  }

  /** Recomputes every segment from the listings (the rebuild command, and at start on an empty table). */
  async rebuildAll(): Promise<number> {
    try {
      return await this.rebuildEverySegment();
    } finally {
      await this.ratingsChanged();
    }
  }

  private async rebuildEverySegment(): Promise<number> {
    const models = await this.dataSource.query<{ brandId: string; model: string }[]>(
      `SELECT DISTINCT \`brandId\`, \`model\` FROM \`products\` WHERE \`model\` IS NOT NULL AND ${COUNTED}`,
    );
    const keys = await this.refreshModels(models);
    // Models no counted listing has any longer.
    const kept = await this.dataSource.query<{ brandId: string; modelKey: string }[]>(
      'SELECT DISTINCT `brandId`, `modelKey` FROM `price_segments`',
    );
    for (const { brandId, modelKey } of kept) {
      if (!keys.has(`${brandId}|${modelKey}`))
        await this.refreshModel({ brandId, modelKey, year: 0, band: 0 }, 'all');
    }
    return keys.size;
  }

  private async rebuildIfEmpty(): Promise<void> {
    if ((await this.segments.count({ take: 1 })) > 0) return;
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM \`products\` WHERE ${COUNTED} LIMIT 1`,
    );
    if (rows.length === 0) return;
    const started = Date.now();
    const models = await this.rebuildAll();
    this.logger.log(`Price segments rebuilt: ${models} models in ${Date.now() - started} ms`);
  }

  /**
   * Recomputes `targets` (segments of one brand and model; 'all': every segment of it) from the counted listings
   * of their windows, in one transaction under the model's lock: deletes them, inserts those with cars.
   */
  private async refreshModel(model: Segment, targets: Segment[] | 'all'): Promise<void> {
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    // Their windows reach one YEAR_WINDOW and BAND_WINDOW further.
    const years = targets === 'all' ? null : targets.map((target) => target.year);
    const bands = targets === 'all' ? [] : targets.map((target) => target.band);
    const load: Statement = {
      sql:
        'SELECT `id`, `authorId`, `model`, `listingYear`, `mileageKm`, `sellPriceCents` FROM `products` ' +
        `WHERE \`brandId\` = ? AND ${COUNTED} AND \`model\` = ?${sqlite ? ' COLLATE NOCASE' : ''}` +
        // A car's year is its model year, or its purchase year where it has none (listingYear).
        (years ? ' AND `listingYear` BETWEEN ? AND ? AND `mileageKm` BETWEEN ? AND ?' : ''),
      params: [
        model.brandId,
        model.modelKey,
        ...(years
          ? [
              Math.min(...years) - YEAR_WINDOW,
              Math.max(...years) + YEAR_WINDOW,
              (Math.min(...bands) - BAND_WINDOW) * MILEAGE_BAND_KM,
              (Math.max(...bands) + BAND_WINDOW + 1) * MILEAGE_BAND_KM - 1,
            ]
          : []),
      ],
    };
    const plan = (rows: PriceRow[], established: Set<string>): Statement[] =>
      this.rewrite(model, targets, rows, established);
    if (sqlite) {
      const connection = (this.dataSource.driver as unknown as { databaseConnection: SqliteConnection })
        .databaseConnection;
      // Synchronous: no other statement of the process can run between the read and the writes.
      connection.transaction(() => {
        const rows = connection.prepare(load.sql).all(...load.params) as PriceRow[];
        const established = new Set<string>();
        for (const query of this.standingQueries(rows)) {
          for (const row of connection.prepare(query.sql).all(...query.params) as { id: string }[])
            established.add(row.id);
        }
        for (const statement of plan(rows, established))
          connection.prepare(statement.sql).run(...statement.params);
      })();
      return;
    }
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const lock = `price_segments:${createHash('sha1').update(`${model.brandId}|${model.modelKey}`).digest('hex')}`;
    try {
      const [acquired] = await runner.query('SELECT GET_LOCK(?, 30) AS `acquired`', [lock]);
      if (Number(acquired.acquired) !== 1) throw new Error(`lock ${lock} not acquired`);
      try {
        // The transaction's snapshot is taken at its first read, after the lock: every earlier refresh committed.
        await runner.startTransaction();
        const rows = (await runner.query(load.sql, load.params)) as PriceRow[];
        const established = new Set<string>();
        for (const query of this.standingQueries(rows)) {
          for (const row of (await runner.query(query.sql, query.params)) as { id: string }[])
            established.add(row.id);
        }
        for (const statement of plan(rows, established)) await runner.query(statement.sql, statement.params);
        await runner.commitTransaction();
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        throw error;
      } finally {
        await runner.query('SELECT RELEASE_LOCK(?)', [lock]);
      }
    } finally {
      await runner.release();
    }
  }

  /** The queries that answer which sellers of `rows` are established (their ids), as of now. */
  private standingQueries(rows: PriceRow[]): Statement[] {
    const established = establishedAccountSql('u', this.config.reportTrustedAccountDays);
    return chunks([...new Set(rows.map((row) => row.authorId))], SELLER_BATCH).map((ids) => ({
      sql:
        `SELECT \`u\`.\`id\` AS \`id\` FROM \`users\` \`u\` WHERE \`u\`.\`id\` IN (${ids.map(() => '?').join(', ')}) ` +
        `AND ${established.sql}`,
      params: [...ids, ...established.params],
    }));
  }

  /**
   * The statements that replace `targets`' rows with their figures from `rows` (the listings of their windows),
   * counting only what countedCars counts (`established`: the ids of the established sellers).
   */
  private rewrite(
    model: Segment,
    targets: Segment[] | 'all',
    rows: PriceRow[],
    established: Set<string>,
  ): Statement[] {
    const cars = rows.flatMap((row) => {
      const segment = segmentOf({ ...row, brandId: model.brandId });
      // MySQL's collation also equates accents; the model key (lower case) decides.
      return segment && segment.modelKey === model.modelKey
        ? [
            {
              segment,
              price: Number(row.sellPriceCents),
              id: row.id,
              sellerId: row.authorId,
              established: established.has(row.authorId),
            },
          ]
        : [];
    });
    const wanted = new Map<string, Segment>();
    for (const target of targets === 'all' ? cars.flatMap((car) => neighbours(car.segment)) : targets)
      wanted.set(segmentKey(target), target);
    const statements: Statement[] =
      targets === 'all'
        ? [
            {
              sql: 'DELETE FROM `price_segments` WHERE `brandId` = ? AND `modelKey` = ?',
              params: [model.brandId, model.modelKey],
            },
          ]
        : chunks([...wanted.keys()], INSERT_BATCH).map((keys) => ({
            sql: `DELETE FROM \`price_segments\` WHERE \`segmentKey\` IN (${keys.map(() => '?').join(', ')})`,
            params: keys,
          }));
    const now = sqlDateTime(new Date());
    const inserts = [...wanted.values()].flatMap((target) => {
      const inside = cars.filter((car) => inWindow(target, car.segment));
      const counted = countedCars(inside);
      if (counted.length === 0) return [];
      const figures = windowFigures(counted.map((car) => car.price));
      const countedIds = new Set(counted.map((car) => car.id));
      const key = segmentKey(target);
      const leftOut = inside.filter((car) => !countedIds.has(car.id) && segmentKey(car.segment) === key);
      return [
        [
          segmentKey(target),
          target.brandId,
          target.modelKey,
          target.year,
          target.band,
          figures.count,
          figures.offset,
          JSON.stringify(figures.middle),
          JSON.stringify(leftOut.map((car) => car.id)),
          now,
        ],
      ];
    });
    for (const batch of chunks(inserts, INSERT_BATCH)) {
      statements.push({
        sql:
          'INSERT INTO `price_segments` (`segmentKey`, `brandId`, `modelKey`, `year`, `band`, `comparableCount`, ' +
          '`middleOffset`, `middlePrices`, `leftOutIds`, `refreshedAt`) VALUES ' +
          batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', '),
        params: batch.flat(),
      });
    }
    return statements;
  }
}

function figuresOf(row: PriceSegment): SegmentFigures {
  return {
    count: row.comparableCount,
    offset: row.middleOffset,
    middle: JSON.parse(row.middlePrices) as number[],
    leftOut: JSON.parse(row.leftOutIds) as string[],
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  const found: T[][] = [];
  for (let start = 0; start < items.length; start += size) found.push(items.slice(start, start + size));
  return found;
}
