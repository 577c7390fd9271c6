#!/usr/bin/env node
// `node bench/catalog/replica-pair.mjs start [--dir /tmp/bench-replicas --port 3407]` | `stop [--dir ...]`
// A MariaDB primary (--port) and a replica of it (--port + 1) on this machine, for the catalogue under writes with a
// read replica (`npm run bench:writes -- --replica-url ...`, bench/README.md): each its own mariadbd in --dir, binlog
// replication by GTID (MASTER_USE_GTID=slave_pos, ROW format), the replica read-only, root@127.0.0.1 without a
// password on both (a bench machine's). `start` leaves them running and prints the settings to use; `stop` ends them.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string', default: '/tmp/bench-replicas' },
    port: { type: 'string', default: '3407' },
    'buffer-pool': { type: 'string', default: '2G' },
  },
});
const DIR = path.resolve(values.dir);
const PORT = Number(values.port);

function args(name, port, serverId, primary) {
  const dataDir = path.join(DIR, name);
  return [
    '--no-defaults',
    '--user=root',
    `--datadir=${dataDir}`,
    `--socket=${path.join(dataDir, 'mysqld.sock')}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--server-id=${serverId}`,
    `--pid-file=${path.join(dataDir, 'mariadbd.pid')}`,
    `--log-error=${path.join(dataDir, 'error.log')}`,
    '--skip-name-resolve',
    `--innodb-buffer-pool-size=${values['buffer-pool']}`,
    '--innodb-log-file-size=512M',
    '--max-connections=500',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_ci',
    ...(primary
      ? [`--log-bin=${path.join(dataDir, 'binlog')}`, '--binlog-format=ROW']
      : ['--read-only=1', `--relay-log=${path.join(dataDir, 'relay')}`]),
  ];
}

async function rootOn(name) {
  const socketPath = path.join(DIR, name, 'mysqld.sock');
  for (let tries = 0; ; tries += 1) {
    try {
      return await mysql.createConnection({ socketPath, user: 'root' });
    } catch (error) {
      if (tries > 300) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function start() {
  if (existsSync(DIR)) throw new Error(`${DIR} exists: stop the pair first (or choose --dir)`);
  mkdirSync(DIR, { recursive: true });
  execFileSync('/usr/bin/mariadb-install-db', [
    '--no-defaults',
    `--datadir=${path.join(DIR, 'primary')}`,
    '--user=root',
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);
  cpSync(path.join(DIR, 'primary'), path.join(DIR, 'replica'), { recursive: true });
  for (const [name, port, id, primary] of [
    ['primary', PORT, 1, true],
    ['replica', PORT + 1, 2, false],
  ])
    spawn('/usr/sbin/mariadbd', args(name, port, id, primary), { stdio: 'ignore', detached: true }).unref();
  const primary = await rootOn('primary');
  await primary.query("CREATE USER IF NOT EXISTS 'root'@'127.0.0.1'");
  await primary.query("GRANT ALL ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION");
  await primary.end();
  const replica = await rootOn('replica');
  await replica.query(
    `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${PORT}, MASTER_USER='root', MASTER_PASSWORD='', ` +
      'MASTER_USE_GTID=slave_pos, MASTER_CONNECT_RETRY=1',
  );
  await replica.query('START SLAVE');
  await replica.end();
  console.log(`Primary mysql://root@127.0.0.1:${PORT}, replica mysql://root@127.0.0.1:${PORT + 1}. Then:`);
  console.log(
    `  BENCH_MYSQL_URL=mysql://root@127.0.0.1:${PORT} node bench/catalog/generate.mjs --size 1000000`,
  );
  console.log(
    `  BENCH_MYSQL_URL=mysql://root@127.0.0.1:${PORT} npm run bench:writes -- --size 1000000 --instances 2 ` +
      `--replica-url mysql://root@127.0.0.1:${PORT + 1}`,
  );
}

function stop() {
  for (const name of ['primary', 'replica']) {
    const pidFile = path.join(DIR, name, 'mariadbd.pid');
    if (!existsSync(pidFile)) continue;
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // Give them a moment to exit before their folders go.
  execFileSync('sleep', ['3']);
  rmSync(DIR, { recursive: true, force: true });
}

if (positionals[0] === 'start') await start();
else if (positionals[0] === 'stop') stop();
else {
  console.error('Usage: node bench/catalog/replica-pair.mjs start|stop [--dir D] [--port P]');
  process.exit(2);
}
