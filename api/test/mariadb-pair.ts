import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Connection, createConnection } from 'mysql2/promise';

const run = promisify(execFile);
const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';

/** The application's account on both servers (a real user: no SUPER, so the replica's read_only binds it). */
export const APP_USER = { user: 'app', password: 'app-secret' };
const REPLICATION_USER = { user: 'repl', password: 'repl-secret' };
export const DATABASE = 'marketplace';

export interface MariaDbServer {
  port: number;
  socket: string;
  dataDir: string;
  /** The application's URL of the marketplace database on this server. */
  appUrl: string;
  /** A root connection over the socket (root has no password and may write past read_only). */
  root(): Promise<Connection>;
  /** Stops the process (SIGKILL: a crash) and waits for it to exit. */
  kill(): Promise<void>;
}

/**
 * A MariaDB primary and a replica of it, each its own mariadbd on this machine (a temporary data folder, a free port):
 * binlog replication by GTID (MASTER_USE_GTID=slave_pos), ROW format, the replica read-only. `stop` ends both and
 * removes their folders. The system tables are installed once and copied, which halves the start.
 */
export async function startMariaDbPair(): Promise<{
  primary: MariaDbServer;
  replica: MariaDbServer;
  stop(): Promise<void>;
}> {
  const root = mkdtempSync(join(tmpdir(), 'api-replicas-'));
  const servers: MariaDbServer[] = [];
  const processes: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.kill()));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const installed = join(root, 'primary');
    await run(
      INSTALL_DB,
      [
        '--no-defaults',
        `--datadir=${installed}`,
        '--user=root',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--innodb-log-file-size=8M',
      ],
      { timeout: 120_000 },
    );
    cpSync(installed, join(root, 'replica'), { recursive: true });
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const primary = await startServer(join(root, 'primary'), primaryPort, 1, true, processes);
    servers.push(primary);
    const replica = await startServer(join(root, 'replica'), replicaPort, 2, false, processes);
    servers.push(replica);

    const onPrimary = await primary.root();
    try {
      for (const sql of [
        `CREATE USER '${REPLICATION_USER.user}'@'127.0.0.1' IDENTIFIED BY '${REPLICATION_USER.password}'`,
        `GRANT REPLICATION SLAVE ON *.* TO '${REPLICATION_USER.user}'@'127.0.0.1'`,
        `CREATE USER '${APP_USER.user}'@'127.0.0.1' IDENTIFIED BY '${APP_USER.password}'`,
        `CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        `GRANT ALL ON ${DATABASE}.* TO '${APP_USER.user}'@'127.0.0.1'`,
      ])
        await onPrimary.query(sql);
    } finally {
      await onPrimary.end();
    }
    // From the primary's first binary log on: the users and the database above come over too.
    const onReplica = await replica.root();
    try {
      await onReplica.query(
        `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primaryPort}, ` +
          `MASTER_USER='${REPLICATION_USER.user}', MASTER_PASSWORD='${REPLICATION_USER.password}', ` +
          'MASTER_USE_GTID=slave_pos, MASTER_CONNECT_RETRY=1',
      );
      await onReplica.query('START SLAVE');
    } finally {
      await onReplica.end();
    }
    return { primary, replica, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

async function startServer(
  dataDir: string,
  port: number,
  serverId: number,
  isPrimary: boolean,
  processes: ChildProcess[],
): Promise<MariaDbServer> {
  const socket = join(dataDir, 'mysqld.sock');
  const child = spawn(
    MARIADBD,
    [
      '--no-defaults',
      '--user=root',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--server-id=${serverId}`,
      `--pid-file=${join(dataDir, 'mariadbd.pid')}`,
      `--log-error=${join(dataDir, 'error.log')}`,
      '--skip-name-resolve',
      '--innodb-buffer-pool-size=64M',
      '--innodb-log-file-size=8M',
      // A test's durability is the process's: no fsync per commit.
      '--innodb-flush-log-at-trx-commit=2',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
      ...(isPrimary
        ? [`--log-bin=${join(dataDir, 'binlog')}`, '--binlog-format=ROW', '--sync-binlog=0']
        : ['--read-only=1', `--relay-log=${join(dataDir, 'relay')}`]),
    ],
    { stdio: 'ignore' },
  );
  processes.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: MariaDbServer = {
    port,
    socket,
    dataDir,
    appUrl: `mysql://${APP_USER.user}:${APP_USER.password}@127.0.0.1:${port}/${DATABASE}`,
    root: () => createConnection({ socketPath: socket, user: 'root', multipleStatements: true }),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  // Up once it answers on its socket (a busy machine may take a while).
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mariadbd exited at start: see ${dataDir}/error.log`);
    try {
      const connection = await server.root();
      await connection.end();
      return server;
    } catch (error) {
      if (Date.now() > deadline) {
        await server.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Copies `database` of the MySQL server at `serverUrl` into the marketplace database of `target` (mariadb-dump). */
export async function copyDatabaseInto(
  serverUrl: string,
  database: string,
  target: MariaDbServer,
): Promise<void> {
  const source = new URL(serverUrl);
  const dump = spawn(
    'mariadb-dump',
    [
      `--host=${source.hostname}`,
      `--port=${source.port || 3306}`,
      `--user=${decodeURIComponent(source.username) || 'root'}`,
      ...(source.password ? [`--password=${decodeURIComponent(source.password)}`] : []),
      '--single-transaction',
      '--skip-lock-tables',
      database,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const load = spawn('mariadb', [`--socket=${target.socket}`, '--user=root', DATABASE], {
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  dump.stdout.pipe(load.stdin);
  const exitOf = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const [dumped, loaded] = await Promise.all([exitOf(dump), exitOf(load)]);
  if (dumped !== 0 || loaded !== 0)
    throw new Error(`copying ${database} failed (dump ${dumped}, load ${loaded})`);
}
