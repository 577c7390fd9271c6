import { type DataSource, type EntityTarget, type ObjectLiteral, QueryFailedError } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { isDeadlock } from './database-errors';

export interface ConditionalUpdate {
  /** Backtick-quoted identifiers and `?` parameters: the same text runs on SQLite and MySQL/MariaDB. */
  sql: string;
  /** Numbers, strings and null only (better-sqlite3 takes no booleans or dates: see `sqlBool`, `sqlDateTime`). */
  params: (string | number | null)[];
  /** False for a statement that may match no row without undoing the others (default true). */
  mustChange?: boolean;
}

/** A boolean as both drivers store it. */
export function sqlBool(value: boolean): number {
  return value ? 1 : 0;
}

/** A time as TypeORM stores a `datetime` column on both drivers: UTC `YYYY-MM-DD HH:MM:SS.mmm`. */
export function sqlDateTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** The part of better-sqlite3's connection used here (it ships no types of its own). */
interface SqliteConnection {
  prepare(sql: string): { run(...params: unknown[]): { changes: number } };
  transaction(work: () => void): () => void;
}

class RolledBack extends Error {}

/**
 * Runs conditional writes in one transaction that commits only if every one of them (unless marked
 * `mustChange: false`) changed a row. Answers the index of the first that changed nothing (everything rolled
 * back), or -1 when all committed. Other errors (a unique key violated, say) roll back and are thrown, but for a
 * deadlock on MySQL/MariaDB: its victim was rolled back whole, so it is run again (a few times), as the conditions
 * make safe.
 *
 * On SQLite, TypeORM runs every query of the process on one shared connection, so one of its transactions would
 * also swallow (and on rollback undo) other requests' writes made while it awaits. There the statements run
 * through better-sqlite3's synchronous transaction instead, which nothing can interleave with.
 */
export async function runAllOrNothing(dataSource: DataSource, updates: ConditionalUpdate[]): Promise<number> {
  let failedAt = -1;
  if (dataSource.options.type === 'better-sqlite3') {
    const connection = (dataSource.driver as unknown as { databaseConnection: SqliteConnection })
      .databaseConnection;
    try {
      connection.transaction(() => {
        updates.forEach((update, index) => {
          let changes: number;
          try {
            changes = connection.prepare(update.sql).run(...update.params).changes;
          } catch (error) {
            // The same error type TypeORM throws on MySQL (e.g. for isUniqueViolation).
            throw new QueryFailedError(update.sql, update.params, error as Error);
          }
          if (changes === 0 && update.mustChange !== false) {
            failedAt = index;
            throw new RolledBack();
          }
        });
      })();
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
    return failedAt;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dataSource.transaction(async (manager) => {
        for (const [index, update] of updates.entries()) {
          const result = (await manager.query(update.sql, update.params)) as { affectedRows?: number };
          if (!result.affectedRows && update.mustChange !== false) {
            failedAt = index;
            throw new RolledBack();
          }
        }
      });
      return -1;
    } catch (error) {
      if (error instanceof RolledBack) return failedAt;
      if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
}

/** How many times a transaction chosen as a deadlock's victim is run in all. */
const DEADLOCK_ATTEMPTS = 5;

/**
 * An INSERT of one row of `entity`, as a statement for runAllOrNothing, in the driver's own SQL and with values
 * converted as TypeORM stores them. Entity listeners do not run: give the id and the times.
 */
export function insertStatement<Entity extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<Entity>,
  values: QueryDeepPartialEntity<Entity>,
): ConditionalUpdate {
  const [sql, params] = dataSource
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values(values)
    .getQueryAndParameters();
  return { sql, params: params as ConditionalUpdate['params'] };
}
