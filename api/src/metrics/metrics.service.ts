import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AfterQueryEvent, DataSource, EntitySubscriberInterface } from 'typeorm';
import { SearchIndex } from '../catalog';
import { appConfig } from '../config/app.config';
import { LiveService } from '../live';
import { MailDispatcher } from '../mail';
import { ReadReplicas } from '../replicas';

/** Request latencies, in seconds: from a cached answer's milliseconds to a slow search's seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** The methods the API answers; any other is counted as OTHER, so that a client cannot add label values. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The route label of a request no route matched (a 404 of any address). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The parts of mysql2's pool read here (its own fields: mysql2 has no public counts). */
interface Mysql2Pool {
  config?: { connectionLimit?: number };
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/**
 * The API's Prometheus metrics (deploy/metrics.md names each one), served on a port of their own (METRICS_PORT),
 * never on the public one: they tell the traffic and the backlog, which are the operator's, and a scrape's queries
 * must not be anyone's to repeat. Off unless METRICS_PORT is set: nothing is counted then.
 *
 * Requests are labelled by their route's pattern (/api/products/:id), never the address asked for, so the number of
 * series stays that of the routes whatever clients send. The rest is read when scraped: the database pool, the
 * search index, the outbox and the live streams.
 */
@Injectable()
export class Metrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  readonly registry = new Registry();
  private server: Server | null = null;
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  private readonly querySeconds: Histogram<'outcome'>;

  constructor(
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly searchIndex: SearchIndex,
    private readonly mail: MailDispatcher,
    private readonly live: LiveService,
    private readonly replicas: ReadReplicas,
  ) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'usedcars_http_requests_total',
      help: 'Requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: 'usedcars_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.querySeconds = new Histogram({
      name: 'usedcars_db_query_duration_seconds',
      help: 'Time each database query took, by outcome (ok or error)',
      labelNames: ['outcome'],
      buckets: QUERY_BUCKETS,
      registers,
    });
    if (dataSource.options.type !== 'better-sqlite3') this.poolGauges(registers);
    if (config.searchIndex) this.searchIndexGauges(registers);
    if (replicas.configured) this.replicaGauges(registers);
    this.mailGauges(registers);
    new Gauge({
      name: 'usedcars_live_streams_open',
      help: 'Live-event streams (GET /api/live/events) open on this instance',
      registers,
      collect() {
        this.set(live.openStreams);
      },
    });
  }

  get enabled(): boolean {
    return this.config.metricsPort !== null;
  }

  /** Where the metrics port listens once started (the tests ask, having asked for any free port). */
  get address(): AddressInfo | null {
    return (this.server?.address() as AddressInfo | null) ?? null;
  }

  /** Counts every request the public server answers, by route pattern. Called by configureApp. */
  instrument(fastify: FastifyInstance): void {
    if (!this.enabled) return;
    fastify.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        // The pattern the router matched; undefined when none did (the 404 handler answered).
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: String(reply.statusCode),
      };
      this.requests.inc(labels);
      // A live-event stream lasts as long as its page stays open: its time is no answer's latency. (Fastify runs no
      // onResponse for the stream's hijacked reply today; this keeps it so if that changes.)
      if (!String(reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
        this.requestSeconds.observe(labels, reply.elapsedTime / 1000);
      }
      done();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    collectDefaultMetrics({ register: this.registry });
    const querySeconds = this.querySeconds;
    const timer: EntitySubscriberInterface = {
      afterQuery(event: AfterQueryEvent) {
        if (event.executionTime !== undefined) {
          querySeconds.observe({ outcome: event.success ? 'ok' : 'error' }, event.executionTime / 1000);
        } else if (!event.success) querySeconds.observe({ outcome: 'error' }, 0);
      },
    };
    this.dataSource.subscribers.push(timer);
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res
          .writeHead(404, { 'Content-Type': 'text/plain' })
          .end('Not found: the metrics are at GET /metrics\n');
        return;
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': this.registry.contentType }).end(text),
        (error: unknown) => {
          this.logger.warn(`Metrics not collected: ${String(error)}`);
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end('The metrics could not be collected\n');
        },
      );
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      const refused = (error: Error) =>
        reject(
          new Error(`The metrics cannot listen on METRICS_PORT ${this.config.metricsPort}: ${error.message}`),
        );
      server.once('error', refused);
      server.listen(this.config.metricsPort!, this.config.metricsHost, () => {
        server.off('error', refused);
        resolve();
      });
    });
    const { address, port } = this.address!;
    this.logger.log(`Metrics on http://${address}:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  /** The connection pool (MySQL; SQLite has one connection and no pool, so these are absent there). */
  private poolGauges(registers: Registry[]): void {
    const pool = (): Mysql2Pool | undefined => {
      const driver = this.dataSource.driver as { pool?: Mysql2Pool };
      return this.dataSource.isInitialized ? driver.pool : undefined;
    };
    new Gauge({
      name: 'usedcars_db_pool_connections',
      help: 'Database connections of the pool, by state: in use (by a query or a transaction) or idle',
      labelNames: ['state'],
      registers,
      collect() {
        const current = pool();
        if (!current?._allConnections || !current._freeConnections) return;
        const idle = current._freeConnections.length;
        this.set({ state: 'in_use' }, current._allConnections.length - idle);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'usedcars_db_pool_max_connections',
      help: 'The most connections the pool opens',
      registers,
      collect() {
        const limit = pool()?.config?.connectionLimit;
        if (limit !== undefined) this.set(limit);
      },
    });
    new Gauge({
      name: 'usedcars_db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the pool',
      registers,
      collect() {
        const waiting = pool()?._connectionQueue?.length;
        if (waiting !== undefined) this.set(waiting);
      },
    });
  }

  private searchIndexGauges(registers: Registry[]): void {
    const index = this.searchIndex;
    new Gauge({
      name: 'usedcars_search_index_ready',
      help: 'Whether the in-memory search index has loaded (1) or not yet (0); absent when SEARCH_INDEX=false',
      registers,
      collect() {
        this.set(index.state === 'ready' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'usedcars_search_index_listings',
      help: 'Listed cars held by the search index',
      registers,
      collect() {
        this.set(index.stats.listings);
      },
    });
    new Gauge({
      name: 'usedcars_search_index_bytes',
      help: "Bytes of the search index's arrays",
      registers,
      collect() {
        this.set(index.stats.bytes);
      },
    });
    new Gauge({
      name: 'usedcars_search_index_lag_seconds',
      help: 'How long the search index has lacked a catalog write it heard of (0: it holds every one); SQL answers meanwhile',
      registers,
      collect() {
        this.set(index.stats.lagSeconds);
      },
    });
    new Gauge({
      name: 'usedcars_search_index_writes_behind',
      help: 'Catalog writes heard of that the search index does not hold yet',
      registers,
      collect() {
        this.set(index.stats.writesBehind);
      },
    });
    new Counter({
      name: 'usedcars_search_index_catch_up_failures_total',
      help: 'Catch-ups of the search index that failed (SQL answers until one succeeds)',
      registers,
      collect() {
        this.reset();
        this.inc(index.stats.catchUpFailures);
      },
    });
  }

  /** The read replicas (DATABASE_REPLICA_URLS), by name (host:port): absent without them. */
  private replicaGauges(registers: Registry[]): void {
    const replicas = this.replicas;
    new Gauge({
      name: 'usedcars_db_replica_lag_seconds',
      help: 'How far behind the primary each read replica is, measured with GTIDs (MASTER_GTID_WAIT)',
      labelNames: ['replica'],
      registers,
      collect() {
        for (const replica of replicas.status) this.set({ replica: replica.name }, replica.lagSeconds);
      },
    });
    new Gauge({
      name: 'usedcars_db_replica_up',
      help: 'Whether each read replica may answer public reads (1), or is behind past the limit or down (0)',
      labelNames: ['replica'],
      registers,
      collect() {
        for (const replica of replicas.status)
          this.set({ replica: replica.name }, replica.state === 'up' ? 1 : 0);
      },
    });
    new Counter({
      name: 'usedcars_db_public_reads_total',
      help: 'Connections taken for public catalog reads, by the server that gave them (replica, or primary when no replica was usable)',
      labelNames: ['server'],
      registers,
      collect() {
        this.reset();
        this.inc({ server: 'replica' }, replicas.reads.replica);
        this.inc({ server: 'primary' }, replicas.reads.primary);
      },
    });
    new Counter({
      name: 'usedcars_db_replica_read_failures_total',
      help: 'Queries that failed on a read replica and were run again on the primary',
      registers,
      collect() {
        this.reset();
        this.inc(replicas.failures);
      },
    });
  }

  /**
   * The outbox, read from the database at each scrape (the same on every instance: graph and alert on max()), and
   * this instance's sends.
   */
  private mailGauges(registers: Registry[]): void {
    const mail = this.mail;
    type Backlog = Awaited<ReturnType<MailDispatcher['backlog']>>;
    // One read of the outbox per scrape, shared by its gauges. A database that does not answer leaves them out of
    // that scrape (an alert on their absence, or on the database's own, tells it) rather than failing it all.
    let backlog: Promise<Backlog | null> | null = null;
    const read = () =>
      (backlog ??= mail
        .backlog()
        .catch((error: unknown) => {
          this.logger.warn(`The outbox could not be read for the metrics: ${String(error)}`);
          return null;
        })
        .finally(() => setImmediate(() => (backlog = null))));
    const gauge = (name: string, help: string, value: (backlog: Backlog) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const current = await read();
          if (current) this.set(value(current));
        },
      });
    gauge(
      'usedcars_mail_outbox_queued',
      'Mails in the outbox waiting to be sent (due or later)',
      (b) => b.queued,
    );
    gauge('usedcars_mail_outbox_due', 'Mails in the outbox due now and not yet sent', (b) => b.due);
    gauge(
      'usedcars_mail_outbox_oldest_due_seconds',
      'How long past its due time the longest-waiting mail of the outbox is (0: none is due)',
      (b) => b.oldestDueSeconds,
    );
    gauge(
      'usedcars_mail_outbox_failed',
      'Mails given up on after every attempt failed (state failed in outbox_mails)',
      (b) => b.failed,
    );
    const counts = mail.counts;
    const counter = (name: string, help: string, value: () => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(value());
        },
      });
    counter('usedcars_mail_sent_total', 'Mails this instance sent', () => counts.sent);
    counter(
      'usedcars_mail_send_failures_total',
      'Attempts of this instance to send a mail that the mail server refused or did not answer',
      () => counts.failedAttempts,
    );
    counter(
      'usedcars_mail_given_up_total',
      'Mails this instance gave up on after their last attempt failed',
      () => counts.gaveUp,
    );
    counter(
      'usedcars_mail_dropped_total',
      "Mails this instance dropped by the outbox's rules (an unproven address, a withdrawn topic, a full hour)",
      () => counts.dropped,
    );
  }
}
