import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Connection, createConnection } from 'mysql2/promise';
import type { DataSource, QueryRunner } from 'typeorm';
import { databaseConfig } from '../config/database.config';
import { CatalogEvents } from '../events';
import { PrimaryFirstDataSource, type ReplicaRouter, replicaReading } from './primary-first-data-source';

/** How often each replica's lag is measured when no catalog write wakes its watcher sooner. */
const POLL_MS = 1000;
/** A replica that does not answer its watcher within this is down (the primary answers meanwhile). */
const CONNECT_TIMEOUT_MS = 2000;
/**
 * The longest a search-index catch-up waits for a replica to apply the writes it heard of before it reads from the
 * primary instead: a searcher waits for the catch-up (SearchIndex's CATCH_UP_WAIT_MS, 1 s), so less than that.
 */
const CATCH_UP_WAIT_SECONDS = 0.5;

/** One replica as its watcher last saw it. */
interface ReplicaState {
  name: string;
  url: string;
  /** It answered its watcher's last query. */
  up: boolean;
  /** How long its last applied wait took: the time from a primary position to the replica holding it. */
  measuredLag: number;
  /** Since when (ms) it has lacked a primary position it was asked to reach; null once it reached it. */
  behindSince: number | null;
  /** It holds the writes of the first `held` catalog events heard here. */
  held: number;
  connection: Connection | null;
  wake: (() => void) | null;
}

export interface ReplicaStatus {
  name: string;
  /** `up`: public reads may use it; `behind`: further behind than the limit; `down`: not answering. */
  state: 'up' | 'behind' | 'down';
  lagSeconds: number;
}

/**
 * The read replicas (DATABASE_REPLICA_URLS): which public reads may use them, and how far behind each one is.
 *
 * Lag is measured with MariaDB's GTIDs, never guessed: every second, and at once after each catalog event heard, the
 * watcher of each replica reads the primary's `@@gtid_binlog_pos` and asks the replica to `MASTER_GTID_WAIT` for it
 * (up to the lag limit). Its lag is how long that took, growing while a wait is unmet (a stopped replica with writes
 * to apply); with no writes, a stopped replica is still current. A replica further behind than
 * DATABASE_REPLICA_MAX_LAG_SECONDS, or down, is skipped: the primary answers.
 *
 * A request's public reads (publicRead) go to a replica only once it holds every catalog event this instance has heard
 * (the event is published after its write commits, so the primary position read after it holds the write): the
 * write's answer waits until every instance heard its event (CatalogEvents), so the next read anywhere sees it, from
 * the primary until the replica has it. The search index reads through `caughtUp`, which waits for the primary's
 * position on its replica connection itself.
 */
@Injectable()
export class ReadReplicas implements ReplicaRouter, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReadReplicas');
  private readonly replicas: ReplicaState[];
  private readonly maxLagSeconds: number;
  /** Catalog events heard: each wakes the watchers, which confirm the replicas hold it. */
  private writesSeen = 0;
  private stopped = false;
  private readonly watching: Promise<void>[] = [];
  /** Connections taken for public reads, by the server that gave them. */
  readonly reads = { replica: 0, primary: 0 };
  /** Queries that failed on a replica and were run again on the primary. */
  failures = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(databaseConfig.KEY) config: ConfigType<typeof databaseConfig>,
    private readonly events: CatalogEvents,
  ) {
    const replicas = config.driver === 'mysql' ? config.replicas : [];
    this.maxLagSeconds = config.driver === 'mysql' ? config.replicaMaxLagSeconds : 0;
    this.replicas = replicas.map(({ name, url }) => ({
      name,
      url,
      up: false,
      measuredLag: 0,
      behindSince: null,
      held: -1,
      connection: null,
      wake: null,
    }));
  }

  /** Whether any replica is configured: without one, every read is the primary's and nothing here runs. */
  get configured(): boolean {
    return this.replicas.length > 0;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.configured) return;
    if (!(this.dataSource instanceof PrimaryFirstDataSource))
      throw new Error('Read replicas need the PrimaryFirstDataSource (see DatabaseModule)');
    // MariaDB's GTID position and MASTER_GTID_WAIT are what tell a replica current; MySQL names them differently.
    if (this.dataSource.options.type !== 'mariadb') {
      this.logger.error(
        'DATABASE_REPLICA_URLS needs MariaDB (GTID replication, MASTER_GTID_WAIT): every read stays on the primary',
      );
      return;
    }
    // Without a binary log the primary has no position to wait for: no replica could be known current.
    const [logging] = await this.onPrimary<{ logBin: number | string }[]>('SELECT @@log_bin AS logBin');
    if (Number(logging?.logBin) !== 1) {
      this.logger.error(
        'DATABASE_REPLICA_URLS is set but the primary keeps no binary log (log_bin): every read stays on the primary',
      );
      return;
    }
    this.events.subscribe(() => {
      this.writesSeen += 1;
      for (const replica of this.replicas) replica.wake?.();
    });
    this.dataSource.routeReadsWith(this);
    for (const replica of this.replicas) this.watching.push(this.watch(replica));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const replica of this.replicas) {
      replica.wake?.();
      // A wait under way would hold the shutdown up to the lag limit.
      replica.connection?.destroy();
    }
    await Promise.all(this.watching);
  }

  /**
   * Runs `read` (a public catalog read: lists, car pages, facets, sitemaps) with its queries on a replica that holds
   * every catalog write heard here, or on the primary when none does. Everything else stays on the primary.
   */
  publicRead<T>(read: () => T): T {
    return this.configured ? replicaReading.run({ fenced: true }, read) : read();
  }

  /**
   * A query runner on a replica that holds everything the primary had committed when this was called (it waits up to
   * CATCH_UP_WAIT_SECONDS with MASTER_GTID_WAIT), else on the primary. For the search index's loads and catch-ups,
   * which then read what changed: `held` is a runner kept from a previous call (released here if not reused).
   */
  async caughtUp(held: QueryRunner | null): Promise<QueryRunner> {
    if (!this.configured || !this.replicas.some((_, index) => this.usable(index, false))) {
      if (held && replicaIndex(held) === null) return held;
      await held?.release();
      return this.dataSource.createQueryRunner('master');
    }
    const position = await this.primaryPosition();
    let runner = held && replicaIndex(held) !== null && this.usable(replicaIndex(held)!, false) ? held : null;
    if (runner !== held) await held?.release();
    try {
      if (!runner) {
        runner = this.dataSource.createQueryRunner('slave');
        await replicaReading.run({ fenced: false }, () => runner!.connect());
      }
      if (replicaIndex(runner) === null) return runner;
      const [row] = (await runner.query('SELECT MASTER_GTID_WAIT(?, ?) AS waited', [
        position,
        CATCH_UP_WAIT_SECONDS,
      ])) as { waited: number | string | null }[];
      if (Number(row?.waited) === 0 && replicaIndex(runner) !== null) return runner;
    } catch (error) {
      this.logger.warn(`A replica could not be read for the search index: ${String(error)}`);
    }
    await runner?.release();
    return this.dataSource.createQueryRunner('master');
  }

  /** Each replica's state, for GET /health and the metrics. */
  get status(): ReplicaStatus[] {
    return this.replicas.map((replica, index) => ({
      name: replica.name,
      state: !replica.up ? 'down' : this.usable(index, false) ? 'up' : 'behind',
      lagSeconds: lagOf(replica),
    }));
  }

  usable(index: number, fenced: boolean): boolean {
    const replica = this.replicas[index];
    if (!replica?.up || lagOf(replica) > this.maxLagSeconds) return false;
    return !fenced || replica.held === this.writesSeen;
  }

  served(server: 'replica' | 'primary'): void {
    this.reads[server] += 1;
  }

  failed(index: number, error: unknown): void {
    this.failures += 1;
    const replica = this.replicas[index];
    if (!replica) return;
    if (replica.up)
      this.logger.warn(`Replica ${replica.name} failed a read (the primary answered): ${String(error)}`);
    // Its watcher finds out whether it is down; until then nothing more is sent to it.
    replica.up = false;
    replica.wake?.();
  }

  /**
   * Measures one replica, at once after each catalog event and every POLL_MS: the primary's position, then the
   * replica's wait for it (up to the lag limit).
   */
  private async watch(replica: ReplicaState): Promise<void> {
    while (!this.stopped) {
      const seen = this.writesSeen;
      try {
        const position = await this.primaryPosition();
        const started = Date.now();
        replica.behindSince ??= started;
        replica.connection ??= await createConnection({
          uri: replica.url,
          connectTimeout: CONNECT_TIMEOUT_MS,
        });
        const [rows] = await replica.connection.query('SELECT MASTER_GTID_WAIT(?, ?) AS waited', [
          position,
          this.maxLagSeconds,
        ]);
        if (!replica.up) this.logger.log(`Replica ${replica.name} answers`);
        replica.up = true;
        if (Number((rows as { waited: unknown }[])[0]?.waited) === 0) {
          replica.held = seen;
          replica.measuredLag = (Date.now() - started) / 1000;
          replica.behindSince = null;
        }
      } catch (error) {
        if (this.stopped) break;
        if (replica.up)
          this.logger.warn(`Replica ${replica.name} is down (the primary answers): ${String(error)}`);
        replica.up = false;
        replica.connection?.destroy();
        replica.connection = null;
      }
      if (this.writesSeen === seen && !this.stopped) await this.sleep(replica);
    }
    await replica.connection?.end().catch(() => undefined);
  }

  private sleep(replica: ReplicaState): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, POLL_MS);
      function done() {
        clearTimeout(timer);
        replica.wake = null;
        resolve();
      }
      replica.wake = done;
    });
  }

  /** Every server the primary's binary log has seen, with its newest transaction: what a replica must reach. */
  private async primaryPosition(): Promise<string> {
    const [row] = await this.onPrimary<{ position: string | null }[]>('SELECT @@gtid_binlog_pos AS position');
    return row?.position ?? '';
  }

  private async onPrimary<T>(sql: string): Promise<T> {
    const runner = this.dataSource.createQueryRunner('master');
    try {
      return (await runner.query(sql)) as T;
    } finally {
      await runner.release();
    }
  }
}

/** How far behind a replica is: its last measured wait, or longer while a wait is unmet. */
function lagOf(replica: ReplicaState): number {
  const waiting = replica.behindSince === null ? 0 : (Date.now() - replica.behindSince) / 1000;
  return Math.max(replica.measuredLag, waiting);
}

/** The replica a runner's connection came from, or null for the primary. */
function replicaIndex(runner: QueryRunner): number | null {
  const id = (runner as { databaseConnection?: { _clusterId?: string } }).databaseConnection?._clusterId;
  const match = /^SLAVE(\d+)$/.exec(id ?? '');
  return match ? Number(match[1]) : null;
}
