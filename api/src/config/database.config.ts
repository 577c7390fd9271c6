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
    };

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

/** DATABASE_URL=mysql://... selects MySQL/MariaDB; without it the API uses `${DATA_DIR}/marketplace.sqlite`. */
export function readDatabaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const cleaned = { ...env, DATABASE_URL: env.DATABASE_URL?.trim() || undefined };
  const validated = validateConfig(cleaned, DatabaseEnvironment);
  if (!validated.DATABASE_URL) {
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
    ...(url.protocol === 'mariadb:' ? { flavor: 'mariadb' as const } : {}),
  };
}

export const databaseConfig = registerAs('database', () => readDatabaseConfig());
