import { randomBytes } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';

declare const __TEST_DB_DRIVER__: 'sqlite' | 'mysql' | undefined;

export type TestDriver = 'sqlite' | 'mysql';

/** The driver of the jest project running this file (see jest.config.js). */
export const testDriver: TestDriver = typeof __TEST_DB_DRIVER__ === 'string' ? __TEST_DB_DRIVER__ : 'sqlite';

export interface TestEnvironment {
  /** Environment variables for the API: a fresh DATA_DIR and, on MySQL, a fresh database. */
  env: Record<string, string | undefined>;
  dataDir: string;
  cleanUp(): Promise<void>;
}

/**
 * Where the seeded template of this test run is (see test/global-setup.ts): a data folder and, on MySQL, a database
 * holding what the API's first start makes — every migration applied and the demo catalog seeded.
 */
export interface SeededTemplate {
  dataDir: string;
  database?: string;
}

export const TEMPLATE_ENV = { sqlite: 'API_TEST_TEMPLATE_SQLITE', mysql: 'API_TEST_TEMPLATE_MYSQL' } as const;

function seededTemplate(driver: TestDriver): SeededTemplate | null {
  const raw = process.env[TEMPLATE_ENV[driver]];
  return raw ? (JSON.parse(raw) as SeededTemplate) : null;
}

/**
 * A database and data folder for one test file: empty, or with `seeded` a copy of the run's seeded template (the
 * same rows and photo files a first start would make, without paying for the migrations and the demo's pictures in
 * every file).
 */
export async function createTestEnvironment({
  seeded = false,
  driver = testDriver,
}: { seeded?: boolean; driver?: TestDriver } = {}): Promise<TestEnvironment> {
  const template = seeded ? seededTemplate(driver) : null;
  // Seeding again from nothing would pass as well, only ten times slower: a missing template is a broken setup.
  if (seeded && !template)
    throw new Error(`No seeded ${driver} template: test/global-setup.ts did not make one`);
  const dataDir = mkdtempSync(join(tmpdir(), `api-test-${driver}-`));
  if (template) copyDataFolder(template.dataDir, dataDir);
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    // Every request of a test comes from 127.0.0.1 and many from one demo account: the rate-limit tests
    // (auth.spec, limits.spec, image-abuse.spec, contact-messages.spec) set their own low limits.
    AUTH_RATE_LIMIT: '10000',
    WRITE_RATE_LIMIT: '10000',
    UPLOAD_RATE_LIMIT: '10000',
    UPLOAD_DAILY_LIMIT: '100000',
    CONTACT_CLIENT_HOURLY_LIMIT: '10000',
    JWT_SECRET: undefined,
    OIDC_ISSUER_URL: undefined,
    // A tenth of a second per sign-in at the product's cost, thousands of sign-ins in a run: the cost itself is
    // checked by the hasher's and the configuration's tests.
    PASSWORD_HASH_COST: '10',
    // The alerts' background pass writes its cursor on its own schedule, which would change the tables between a
    // request and the check of what it wrote; alerts.spec runs the pass itself.
    ALERT_SCAN_SECONDS: '0',
    // The same for the handover sweep (its refunds would change tables mid-test); handover.spec runs it itself.
    HANDOVER_SWEEP_SECONDS: '0',
    // One instance on its own memory and disk unless a test shares them (test/instances).
    REDIS_URL: undefined,
    MEDIA_STORAGE: undefined,
    INSTANCE_NAME: undefined,
  };
  if (driver === 'sqlite') {
    return { env, dataDir, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the mysql test project');
  const name = `test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = new URL(serverUrl);
  server.pathname = '/';
  const admin = new DataSource({ type: 'mysql', url: server.toString() });
  await admin.initialize();
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  if (template?.database) await copyDatabase(admin, template.database, name);
  server.pathname = `/${name}`;
  env.DATABASE_URL = server.toString();
  return {
    env,
    dataDir,
    cleanUp: async () => {
      try {
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await admin.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The template's data folder for one test file: the files at its top (the SQLite database, written in place) copied,
 * the photos below hard-linked, which takes a fraction of copying hundreds of files. A photo is never written in place
 * (the API writes a new file and renames it), so no test changes the template's.
 */
function copyDataFolder(from: string, to: string, link = false): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target);
      copyDataFolder(source, target, true);
    } else if (link) linkSync(source, target);
    else copyFileSync(source, target);
  }
}

/**
 * Copies every table of `from` into the empty database `to` on the same server: each table as SHOW CREATE TABLE
 * gives it (indexes, foreign keys, auto-increment position), then its rows.
 */
async function copyDatabase(admin: DataSource, from: string, to: string): Promise<void> {
  const runner = admin.createQueryRunner();
  try {
    await runner.connect();
    await runner.query(`USE \`${to}\``);
    // Tables come in name order, not in the order their foreign keys need.
    await runner.query('SET FOREIGN_KEY_CHECKS = 0');
    const tables = (await runner.query(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
      [from],
    )) as { name: string }[];
    for (const { name } of tables) {
      const [created] = (await runner.query(`SHOW CREATE TABLE \`${from}\`.\`${name}\``)) as {
        'Create Table': string;
      }[];
      await runner.query(created?.['Create Table'] as string);
      await runner.query(`INSERT INTO \`${name}\` SELECT * FROM \`${from}\`.\`${name}\``);
    }
  } finally {
    await runner.query('SET FOREIGN_KEY_CHECKS = 1').catch(() => undefined);
    await runner.release();
  }
}

/** Sets `values` on process.env (undefined deletes), returning a function that restores the previous values. */
export function applyEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const set = (entries: Record<string, string | undefined>): void => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  set(values);
  return () => set(previous);
}
