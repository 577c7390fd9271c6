import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, type QueryRunner, type ReplicationMode } from 'typeorm';

/**
 * What a public read may ask of a replica. `fenced`: the replica must hold every catalog write this instance has heard
 * of (a request's reads); false where the caller waits for the primary's position itself (ReadReplicas.caughtUp).
 */
interface ReplicaReading {
  fenced: boolean;
}

/** Set while a public catalog read runs (ReadReplicas.publicRead): its queries may go to a replica. */
export const replicaReading = new AsyncLocalStorage<ReplicaReading>();

/** What the data source asks the replicas' watcher (ReadReplicas) before it hands out a replica's connection. */
export interface ReplicaRouter {
  /** Whether replica `index` may answer now: up, within the lag limit and, when `fenced`, holding every write heard. */
  usable(index: number, fenced: boolean): boolean;
  /** A connection for a public read was taken from a replica or, none being usable, from the primary. */
  served(server: 'replica' | 'primary'): void;
  /** A query on replica `index` failed (it was run again on the primary). */
  failed(index: number, error: unknown): void;
}

/** The parts of TypeORM's MySQL driver this reads (its replication: a mysql2 pool cluster, SLAVE0.. and MASTER). */
interface ReplicatedDriver {
  isReplicated?: boolean;
  options: { replication?: { slaves: unknown[] } };
  obtainSlaveConnection(): Promise<PooledConnection>;
  obtainMasterConnection(): Promise<PooledConnection>;
}
interface PooledConnection {
  /** Set by mysql2's pool cluster: the node the connection came from. */
  _clusterId?: string;
  release(): void;
}

/** The replica a runner's connection came from (SLAVE<i> of the pool cluster), or null for the primary. */
function replicaOf(runner: QueryRunner): number | null {
  const id = (runner as { databaseConnection?: PooledConnection }).databaseConnection?._clusterId;
  const match = /^SLAVE(\d+)$/.exec(id ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * TypeORM's DataSource with its replication turned the safe way round. TypeORM sends a query builder's SELECT (every
 * `find`) to a replica by default; here every query goes to the PRIMARY unless it runs inside a public read
 * (`replicaReading`, entered by ReadReplicas.publicRead for the catalog's public routes, the search index's loads
 * and catch-ups): so nothing reads its own write from a lagging replica by accident. Inside one, TypeORM's
 * `createQueryRunner('slave')` takes a connection from a replica, but only from one the router (ReadReplicas) calls
 * usable, else from the primary; and a query that fails on a replica (it went down) is run again on the primary, so
 * no request fails for a replica.
 */
export class PrimaryFirstDataSource extends DataSource {
  private router: ReplicaRouter | null = null;

  /** Set by ReadReplicas once it watches the replicas; until then every query goes to the primary. */
  routeReadsWith(router: ReplicaRouter): void {
    this.router = router;
  }

  override createQueryRunner(mode?: ReplicationMode): QueryRunner {
    // An explicit mode is the caller's choice; the default (a plain query, a save, a transaction) is the primary's
    // outside a public read.
    const chosen = mode ?? (replicaReading.getStore() ? 'slave' : 'master');
    const runner = super.createQueryRunner(chosen);
    if (chosen === 'slave' && this.router) this.runAgainOnPrimaryOnFailure(runner);
    return runner;
  }

  /** What a query builder's SELECT (find, getMany, count) uses when given no runner: see the class. */
  override defaultReplicationModeForReads(): ReplicationMode {
    return replicaReading.getStore() ? 'slave' : 'master';
  }

  override async initialize(): Promise<this> {
    await super.initialize();
    const driver = this.driver as unknown as ReplicatedDriver;
    if (!driver.isReplicated) return this;
    // TypeORM's driver internals, read here: a TypeORM that changed them must not start reading stale replicas.
    if (
      typeof driver.obtainSlaveConnection !== 'function' ||
      typeof driver.obtainMasterConnection !== 'function'
    ) {
      throw new Error(
        'This TypeORM version’s MySQL driver has no obtainSlaveConnection/obtainMasterConnection: the read replicas ' +
          'cannot be routed (api/src/replicas); unset DATABASE_REPLICA_URLS or use the TypeORM version of package-lock.json.',
      );
    }
    const replicas = driver.options.replication?.slaves.length ?? 0;
    const fromCluster = driver.obtainSlaveConnection.bind(driver);
    // The pool cluster picks a replica round-robin; one the router does not call usable is handed back and the next
    // tried (each once), then the primary answers.
    driver.obtainSlaveConnection = async () => {
      const router = this.router;
      const fenced = replicaReading.getStore()?.fenced ?? true;
      if (router) {
        for (let tried = 0; tried < replicas; tried += 1) {
          if (![...Array(replicas).keys()].some((index) => router.usable(index, fenced))) break;
          let connection: PooledConnection;
          try {
            connection = await fromCluster();
          } catch {
            // That replica is down (the cluster sets it aside for a while): try the next.
            continue;
          }
          const index = /^SLAVE(\d+)$/.exec(connection._clusterId ?? '');
          if (index && router.usable(Number(index[1]), fenced)) {
            router.served('replica');
            return connection;
          }
          connection.release();
        }
        router.served('primary');
      }
      return driver.obtainMasterConnection();
    };
    return this;
  }

  private runAgainOnPrimaryOnFailure(runner: QueryRunner): void {
    const onReplica = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
    const primary = () => super.createQueryRunner('master');
    (runner as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
      try {
        return await onReplica(...args);
      } catch (error) {
        const replica = replicaOf(runner);
        // A statement of a transaction is not run again alone elsewhere (a public read opens none; a write on a
        // read-only replica fails loudly instead).
        if (replica === null || runner.isTransactionActive) throw error;
        this.router?.failed(replica, error);
        const fallback = primary();
        try {
          return await (fallback.query as (...a: unknown[]) => Promise<unknown>)(...args);
        } finally {
          await fallback.release();
        }
      }
    };
  }
}
