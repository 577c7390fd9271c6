import type { DataSource } from 'typeorm';

export interface ConditionalUpdate {
  /** Backtick-quoted identifiers and `?` parameters: the same text runs on SQLite and MySQL/MariaDB. */
  sql: string;
  /** Numbers and strings only (better-sqlite3 takes no booleans: use 1 and 0). */
  params: (string | number | null)[];
}

/** The part of better-sqlite3's connection used here (it ships no types of its own). */
interface SqliteConnection {
  prepare(sql: string): { run(...params: unknown[]): { changes: number } };
  transaction(work: () => void): () => void;
}

class RolledBack extends Error {}

/**
 * Runs conditional UPDATEs in one transaction that commits only if every one of them changed a row. Answers the
 * index of the first that changed nothing (everything rolled back), or -1 when all committed.
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
          if (connection.prepare(update.sql).run(...update.params).changes === 0) {
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
  try {
    await dataSource.transaction(async (manager) => {
      for (const [index, update] of updates.entries()) {
        const result = (await manager.query(update.sql, update.params)) as { affectedRows?: number };
        if (!result.affectedRows) {
          failedAt = index;
          throw new RolledBack();
        }
      }
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return failedAt;
}
