import 'reflect-metadata';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { readAppConfig } from '../config/app.config';
import { readDatabaseConfig, type DatabaseConfig } from '../config/database.config';
import { readMediaConfig } from '../config/media.config';
import { migrationNames, resolveDataSourceOptions } from '../database';
import { copyPhotosIntoStore, createMediaStore, MEDIA_FILE_NAME, type MediaStore } from '../media';

// `npm run backup [-- --to <folder>]` and `npm run restore -- <backup folder>` (build the API first). A backup is a
// folder: the database (a SQLite copy made with SQLite's online backup, or a gzipped mysqldump taken in one
// transaction), every photo of the store (disk or bucket), and manifest.json, written last, so a folder without one is
// an unfinished backup. Both run while the API serves: photos are copied after the database, and since a photo is
// never changed or deleted, every photo the database names is in the backup.

export type Env = Record<string, string | undefined>;
type Log = (line: string) => void;

export const MANIFEST = 'manifest.json';
const PHOTOS = 'photos';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: {
    driver: DatabaseConfig['driver'];
    file: string;
    /** The newest migration applied: an older build of the API, which lacks it, cannot restore the backup. */
    lastMigration: string | null;
    /** Rows of each table: exact for SQLite (counted in the copy); for MySQL counted just after the dump. */
    rows: Record<string, number>;
    rowsExact: boolean;
  };
  photos: { count: number; bytes: number };
}

export class BackupError extends Error {}

export async function backup({
  env = process.env,
  to,
  log = () => undefined,
}: { env?: Env; to?: string; log?: Log } = {}): Promise<{ folder: string; manifest: BackupManifest }> {
  const app = readAppConfig(env);
  const database = readDatabaseConfig(env);
  const store = createMediaStore(app, readMediaConfig(env));
  const root = resolve(to ?? join(app.dataDir, 'backups'));
  await mkdir(root, { recursive: true });
  const previous = await newestBackup(root);
  const createdAt = new Date().toISOString();
  const folder = join(root, createdAt.replace(/:/g, ''));
  await mkdir(folder);
  try {
    const manifest = await backupInto(folder, createdAt, { database, store, previous, log });
    await writeFile(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return { folder, manifest };
  } catch (error) {
    // Nothing half-made is left to pass for a backup.
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

async function backupInto(
  folder: string,
  createdAt: string,
  {
    database,
    store,
    previous,
    log,
  }: { database: DatabaseConfig; store: MediaStore; previous: string | null; log: Log },
): Promise<BackupManifest> {
  let described: Awaited<ReturnType<typeof describeDatabase>>;
  let file: string;
  if (database.driver === 'sqlite') {
    log(`Backing up the SQLite database ${database.database}...`);
    if (!existsSync(database.database))
      throw new BackupError(`There is no database at ${database.database} to back up.`);
    file = 'database.sqlite';
    const copy = join(folder, file);
    const source = new Database(database.database, { readonly: true, fileMustExist: true });
    try {
      await source.backup(copy);
    } finally {
      source.close();
    }
    // One self-contained file: the copy keeps the live database's WAL mode, whose side files a reader would leave.
    const written = new Database(copy);
    written.pragma('journal_mode = DELETE');
    written.close();
    described = await describeDatabase({ driver: 'sqlite', database: copy });
  } else {
    log(`Backing up the MySQL database ${database.database}...`);
    file = 'database.sql.gz';
    await mysqlTool(database, 'dump', { stdout: join(folder, file) });
    described = await describeDatabase(database);
  }

  log(`Copying the photos of ${store.description}...`);
  const photos = await copyPhotosOut(store, join(folder, PHOTOS), previous && join(previous, PHOTOS));
  return {
    format: 1,
    createdAt,
    database: { driver: database.driver, file, ...described, rowsExact: database.driver === 'sqlite' },
    photos,
  };
}

export async function restore({
  env = process.env,
  from,
  log = () => undefined,
}: {
  env?: Env;
  from: string;
  log?: Log;
}): Promise<{ rows: Record<string, number>; photos: number }> {
  const manifest = await readManifest(from);
  const app = readAppConfig(env);
  const database = readDatabaseConfig(env);
  if (database.driver !== manifest.database.driver) {
    throw new BackupError(
      `This backup is of a ${manifest.database.driver === 'sqlite' ? 'SQLite' : 'MySQL'} database, and the API is set up ` +
        `for ${database.driver === 'sqlite' ? 'SQLite (DATABASE_URL is not set)' : 'MySQL (DATABASE_URL)'}: restore it into the same kind.`,
    );
  }
  const { lastMigration } = manifest.database;
  if (lastMigration && !migrationNames(database.driver).includes(lastMigration)) {
    throw new BackupError(
      `This backup was made by a newer version of the API (its database has the migration ${lastMigration}): ` +
        'restore it with that version or a later one.',
    );
  }
  const dump = join(from, manifest.database.file);
  if (database.driver === 'sqlite') {
    log(`Restoring the database into ${database.database}...`);
    await restoreSqlite(dump, database.database);
  } else {
    log(`Restoring the database into MySQL database ${database.database}...`);
    await createEmptyMysqlDatabase(database);
    await mysqlTool(database, 'restore', { stdin: dump });
  }

  const restored = await describeDatabase(database);
  if (manifest.database.rowsExact) {
    for (const [table, rows] of Object.entries(manifest.database.rows)) {
      if (restored.rows[table] !== rows) {
        throw new BackupError(
          `The restored table ${table} has ${restored.rows[table]} rows; the backup had ${rows}.`,
        );
      }
    }
  }

  const store = createMediaStore(app, readMediaConfig(env));
  log(`Restoring ${manifest.photos.count} photos into ${store.description}...`);
  const photos = await copyPhotosIntoStore(join(from, PHOTOS), store, { log });
  return { rows: restored.rows, photos: photos.copied + photos.alreadyThere };
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(`${folder} is not a finished backup: it has no ${MANIFEST}.`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1)
    throw new BackupError(`${folder} is a backup of an unknown format (${manifest.format}).`);
  return manifest;
}

/** The newest finished backup in `root`: folder names are their UTC time, so they sort by age. */
async function newestBackup(root: string): Promise<string | null> {
  const names = (await readdir(root)).sort().reverse();
  for (const name of names) if (existsSync(join(root, name, MANIFEST))) return join(root, name);
  return null;
}

/**
 * Every photo of `store` into `folder`. A photo already in the previous backup is the same file (names are never
 * reused), so it is hard-linked from there: a daily backup costs the new photos' space, not all of them again.
 */
async function copyPhotosOut(
  store: MediaStore,
  folder: string,
  previous: string | null,
): Promise<BackupManifest['photos']> {
  await mkdir(folder);
  let count = 0;
  let bytes = 0;
  for await (const name of store.list()) {
    if (!MEDIA_FILE_NAME.test(name)) continue;
    const target = join(folder, name);
    if (!(previous && (await linked(join(previous, name), target)))) {
      const file = await store.open(name);
      if (!file) continue;
      await pipeline(file.body, createWriteStream(`${target}.tmp`));
      await rename(`${target}.tmp`, target);
    }
    count += 1;
    bytes += (await stat(target)).size;
  }
  return { count, bytes };
}

async function linked(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Not there, or another disk or a file system without hard links: copy it from the store instead.
    if (code === 'ENOENT' || code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP') return false;
    throw error;
  }
}

/** Refuses to write over a database that holds anything; makes the copy with SQLite's backup. */
async function restoreSqlite(dump: string, target: string): Promise<void> {
  if (existsSync(target)) {
    const existing = new Database(target, { readonly: true });
    try {
      const { tables } = existing
        .prepare("SELECT COUNT(*) AS tables FROM sqlite_master WHERE type = 'table'")
        .get() as { tables: number };
      if (tables > 0) throw notEmpty(target);
    } finally {
      existing.close();
    }
  }
  for (const suffix of ['', '-wal', '-shm']) await rm(`${target}${suffix}`, { force: true });
  await mkdir(dirname(target), { recursive: true });
  const source = new Database(dump, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
}

function notEmpty(where: string): BackupError {
  return new BackupError(
    `The database ${where} is not empty. A restore goes into an empty database: stop the API, then move the ` +
      'database away (or point DATA_DIR or DATABASE_URL at a new one) and restore again.',
  );
}

/** Creates the database if it is missing; refuses one that has any table. */
async function createEmptyMysqlDatabase(config: Extract<DatabaseConfig, { driver: 'mysql' }>): Promise<void> {
  const server = new URL(config.url);
  server.pathname = '/';
  const admin = new DataSource({ type: 'mysql', url: server.toString() });
  await admin.initialize();
  try {
    await admin.query(
      `CREATE DATABASE IF NOT EXISTS \`${config.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    const [existing] = (await admin.query(
      'SELECT COUNT(*) AS tables FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?',
      [config.database],
    )) as { tables: number | string }[];
    if (Number(existing?.tables) > 0) throw notEmpty(config.database);
  } finally {
    await admin.destroy();
  }
}

/** The newest migration and each table's rows, through the API's own entity list. */
async function describeDatabase(
  config: DatabaseConfig,
): Promise<{ lastMigration: string | null; rows: Record<string, number> }> {
  const options = await resolveDataSourceOptions(config);
  // Read only: not the API's start (no migrations), and a SQLite copy stays as it was written.
  const dataSource = new DataSource({
    ...options,
    migrationsRun: false,
    logging: false,
    ...(options.type === 'better-sqlite3' ? { readonly: true, prepareDatabase: undefined } : {}),
  } as DataSourceOptions);
  await dataSource.initialize();
  try {
    const rows: Record<string, number> = {};
    for (const { tableName } of dataSource.entityMetadatas) {
      const [counted] = (await dataSource.query(
        `SELECT COUNT(*) AS count FROM ${dataSource.driver.escape(tableName)}`,
      )) as { count: number | string }[];
      rows[tableName] = Number(counted?.count);
    }
    const [last] = (await dataSource.query(
      `SELECT name FROM ${dataSource.driver.escape('migrations')} ORDER BY id DESC LIMIT 1`,
    )) as { name: string }[];
    return { lastMigration: last?.name ?? null, rows };
  } finally {
    await dataSource.destroy();
  }
}

/**
 * mysqldump (one transaction, so a consistent copy while the API writes) or the mysql client, of the server's flavor
 * (mariadb-dump and mariadb for MariaDB). The password goes in a private option file, never on a command line.
 */
async function mysqlTool(
  config: Extract<DatabaseConfig, { driver: 'mysql' }>,
  job: 'dump' | 'restore',
  files: { stdout?: string; stdin?: string },
): Promise<void> {
  const options = await resolveDataSourceOptions(config);
  const mariadb = options.type === 'mariadb';
  const command = job === 'dump' ? (mariadb ? 'mariadb-dump' : 'mysqldump') : mariadb ? 'mariadb' : 'mysql';
  const url = new URL(config.url);
  const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const folder = await mkdtemp(join(tmpdir(), 'marketplace-backup-'));
  const optionFile = join(folder, 'client.cnf');
  await writeFile(
    optionFile,
    [
      '[client]',
      `host=${quoted(url.hostname)}`,
      `port=${config.port}`,
      // As the API connects: over TCP, also to "localhost" (which the client would take as its socket).
      'protocol=TCP',
      `user=${quoted(decodeURIComponent(url.username))}`,
      `password=${quoted(decodeURIComponent(url.password))}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const args =
    job === 'dump'
      ? [
          '--single-transaction',
          '--quick',
          '--routines',
          '--triggers',
          '--hex-blob',
          '--no-tablespaces',
          '--default-character-set=utf8mb4',
          config.database,
        ]
      : ['--default-character-set=utf8mb4', config.database];
  try {
    await run(command, [`--defaults-extra-file=${optionFile}`, ...args], files);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Runs `command`, its output gzipped into `stdout` or its input gunzipped from `stdin`; fails with its own words. */
async function run(
  command: string,
  args: string[],
  files: { stdout?: string; stdin?: string },
): Promise<void> {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
  const exited = new Promise<number | null>((resolveExit, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found: install the MySQL or MariaDB client tools (Debian: apt-get install mariadb-client).`,
            )
          : error,
      ),
    );
    child.on('close', resolveExit);
  });
  const streams: Promise<void>[] = [];
  if (files.stdout) streams.push(pipeline(child.stdout, createGzip(), createWriteStream(files.stdout)));
  else child.stdout.resume();
  if (files.stdin) streams.push(pipeline(createReadStream(files.stdin), createGunzip(), child.stdin));
  else child.stdin.end();
  const [code] = await Promise.all([exited, ...streams.map((stream) => stream.catch(() => undefined))]);
  if (code !== 0) throw new BackupError(`${command} failed (exit code ${code}): ${errors.trim()}`);
  await Promise.all(streams);
}

export const USAGE =
  'Usage: npm run backup [-- --to <folder>]     (a new backup in <folder>, default DATA_DIR/backups)\n' +
  '       npm run restore -- <backup folder>    (into the empty database and photo store the API is set up for)';

async function main(argv: string[]): Promise<void> {
  const [job, ...rest] = argv;
  const log = (line: string) => console.log(line);
  if (job === 'backup' && (rest.length === 0 || (rest.length === 2 && rest[0] === '--to'))) {
    const { folder, manifest } = await backup({ to: rest[1], log });
    const { rows } = manifest.database;
    console.log(
      `Backed up ${rows.users ?? 0} accounts, ${rows.products ?? 0} listings, ${rows.orders ?? 0} orders and ` +
        `${manifest.photos.count} photos into ${folder}`,
    );
  } else if (job === 'restore' && rest.length === 1) {
    const { rows, photos } = await restore({ from: resolve(rest[0]!), log });
    console.log(
      `Restored ${rows.users ?? 0} accounts, ${rows.products ?? 0} listings, ${rows.orders ?? 0} orders and ` +
        `${photos} photos. Start the API: it applies any migration newer than the backup.`,
    );
  } else throw new BackupError(USAGE);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exitCode = 1;
  });
}
