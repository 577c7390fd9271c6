import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** A fresh, empty database and data folder for one test file. */
export async function createTestEnvironment(): Promise<TestEnvironment> {
  const dataDir = mkdtempSync(join(tmpdir(), `api-test-${testDriver}-`));
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    // Every request of a test comes from 127.0.0.1 and many from one demo account: the rate-limit tests
    // (auth.spec, limits.spec) set their own low limits.
    AUTH_RATE_LIMIT: '10000',
    WRITE_RATE_LIMIT: '10000',
    JWT_SECRET: undefined,
    OIDC_ISSUER_URL: undefined,
    // The alerts' background pass writes its cursor on its own schedule, which would change the tables between a
    // request and the check of what it wrote; alerts.spec runs the pass itself.
    ALERT_SCAN_SECONDS: '0',
    // One instance on its own memory and disk unless a test shares them (test/instances).
    REDIS_URL: undefined,
    MEDIA_STORAGE: undefined,
    INSTANCE_NAME: undefined,
  };
  if (testDriver === 'sqlite') {
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
