import { createConnection } from 'mysql2/promise';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/database.config';
import { ENTITIES } from './entities';
import { TypeOrmLogger } from './typeorm-logger';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

/**
 * TypeORM reads MariaDB's catalog differently from MySQL's (e.g. nullable columns report the default 'NULL'), so
 * it must be told which one it talks to. A mysql:// URL may point at either: ask the server.
 */
export async function detectMysqlFlavor(url: string): Promise<'mysql' | 'mariadb'> {
  const connection = await createConnection({ uri: url, connectTimeout: 10_000 });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as { version?: unknown }[])[0]?.version ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

/** The name each migration this build knows is recorded under, oldest first. */
export function migrationNames(driver: DatabaseConfig['driver']): string[] {
  return (driver === 'sqlite' ? SQLITE_MIGRATIONS : MYSQL_MIGRATIONS).map(
    (Migration) => new Migration().name ?? Migration.name,
  );
}

/** The options for `config`, asking a mysql:// server whether it is MySQL or MariaDB first. */
export async function resolveDataSourceOptions(config: DatabaseConfig): Promise<DataSourceOptions> {
  if (config.driver === 'mysql' && !config.flavor) {
    return buildDataSourceOptions({ ...config, flavor: await detectMysqlFlavor(config.url) });
  }
  return buildDataSourceOptions(config);
}

/** One place that turns the database config into TypeORM options, used by the app, the scripts and the tests. */
export function buildDataSourceOptions(config: DatabaseConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    synchronize: false,
    migrationsRun: true,
    migrationsTableName: 'migrations',
    logger: new TypeOrmLogger(['error', 'warn', 'migration']),
  };
  if (config.driver === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.database,
      migrations: SQLITE_MIGRATIONS,
      // WAL lets readers go on while a write is in progress.
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('busy_timeout = 5000');
      },
    };
  }
  return {
    ...common,
    type: config.flavor ?? 'mysql',
    url: config.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    migrations: MYSQL_MIGRATIONS,
    ...(config.replicas?.length
      ? {
          // TypeORM's replication (a mysql2 pool cluster). Every query goes to the primary unless a public read
          // asks for a replica (PrimaryFirstDataSource, ReadReplicas): defaultMode says so for query builders too.
          replication: {
            master: { url: config.url },
            slaves: config.replicas.map(({ url }) => ({ url })),
            defaultMode: 'master' as const,
            selector: 'RR' as const,
            // A replica that refuses a connection is set aside for 5 s (not for good, the cluster's default).
            removeNodeErrorCount: 1,
            restoreNodeTimeout: 5000,
          },
        }
      : {}),
  };
}
