import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { IsOptional, ValidateBy, type ValidationOptions } from 'class-validator';
import { readAppConfig } from './app.config';
import { InvalidConfigError, validateConfig } from './validate-config';

export type DatabaseConfig =
  | { driver: 'sqlite'; database: string }
  | {
      driver: 'mysql';
      url: string;
      host: string;
      port: number;
      database: string;
      /** From a mariadb:// URL; for mysql:// the server is asked at connect time (see data-source-options). */
      flavor?: 'mysql' | 'mariadb';
      /**
       * DATABASE_REPLICA_URLS: read replicas of this database (MariaDB binlog replication with GTIDs), which the public
       * catalogue's reads use while they hold every catalog write this instance heard of (api/src/replicas).
       */
      replicas: ReplicaConfig[];
      /** DATABASE_REPLICA_MAX_LAG_SECONDS: a replica further behind than this is skipped (the primary answers). */
      replicaMaxLagSeconds: number;
    };

/** A read replica: its URL, and its name in the metrics and GET /health (host:port, never the password). */
export interface ReplicaConfig {
  url: string;
  name: string;
}

const MYSQL_URL_EXAMPLE = 'mysql://user:password@127.0.0.1:3306/marketplace';

function parseMysqlUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') return null;
    if (!url.hostname) return null;
    if (!/^\/[A-Za-z0-9_$-]+$/.test(url.pathname)) return null;
    return url;
  } catch {
    return null;
  }
}

function IsMysqlUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isMysqlUrl',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseMysqlUrl(value) !== null,
        defaultMessage: () =>
          `DATABASE_URL must be a MySQL URL with a database name, like ${MYSQL_URL_EXAMPLE} (leave it unset to use the embedded SQLite file)`,
      },
    },
    options,
  );
}

class DatabaseEnvironment {
  @IsOptional()
  @IsMysqlUrl()
  DATABASE_URL?: string;
}

/** The default of DATABASE_REPLICA_MAX_LAG_SECONDS: a replica a few seconds behind is skipped. */
export const DEFAULT_REPLICA_MAX_LAG_SECONDS = 5;

/** DATABASE_REPLICA_URLS, comma-separated, each checked as DATABASE_URL is; named host:port in metrics and health. */
function readReplicas(env: Record<string, string | undefined>, primary: boolean): ReplicaConfig[] {
  const raw = env.DATABASE_REPLICA_URLS?.trim();
  if (!raw) return [];
  if (!primary)
    throw new InvalidConfigError([
      'DATABASE_REPLICA_URLS needs DATABASE_URL: replicas are of a MySQL/MariaDB primary, not of the embedded SQLite file',
    ]);
  return raw
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean)
    .map((each) => {
      const url = parseMysqlUrl(each);
      if (!url)
        throw new InvalidConfigError([
          `DATABASE_REPLICA_URLS must be comma-separated MySQL URLs with a database name, like ${MYSQL_URL_EXAMPLE}`,
        ]);
      return { url: each, name: `${url.hostname}:${url.port || 3306}` };
    });
}

function readMaxLag(env: Record<string, string | undefined>): number {
  const raw = env.DATABASE_REPLICA_MAX_LAG_SECONDS?.trim();
  if (!raw) return DEFAULT_REPLICA_MAX_LAG_SECONDS;
  const seconds = Number(raw);
  // Past the search index's catch-up margin (30 s) a lagging replica would hold the catalogue back too long to be of use.
  if (!/^\d+(\.\d+)?$/.test(raw) || seconds <= 0 || seconds > 30)
    throw new InvalidConfigError([
      'DATABASE_REPLICA_MAX_LAG_SECONDS must be a number of seconds above 0, at most 30',
    ]);
  return seconds;
}

/** DATABASE_URL=mysql://... selects MySQL/MariaDB; without it the API uses `${DATA_DIR}/marketplace.sqlite`. */
export function readDatabaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const cleaned = { ...env, DATABASE_URL: env.DATABASE_URL?.trim() || undefined };
  const validated = validateConfig(cleaned, DatabaseEnvironment);
  if (!validated.DATABASE_URL) {
    readReplicas(env, false);
    return { driver: 'sqlite', database: resolve(readAppConfig(env).dataDir, 'marketplace.sqlite') };
  }
  const url = parseMysqlUrl(validated.DATABASE_URL);
  if (!url) throw new InvalidConfigError(['DATABASE_URL could not be parsed']);
  return {
    driver: 'mysql',
    url: validated.DATABASE_URL,
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    database: decodeURIComponent(url.pathname.slice(1)),
    replicas: readReplicas(env, true),
    replicaMaxLagSeconds: readMaxLag(env),
    ...(url.protocol === 'mariadb:' ? { flavor: 'mariadb' as const } : {}),
  };
}

export const databaseConfig = registerAs('database', () => readDatabaseConfig());
