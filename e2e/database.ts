// Read-only access to the product database the browser tests run against (the embedded SQLite file),
// for facts no public endpoint reveals, such as which cars the seed marked as sold.
import path from 'node:path';
import Database from 'better-sqlite3';

export const E2E_DATA_DIR = path.resolve(__dirname, '..', 'data', 'e2e');

export function queryDatabase<T>(sql: string): T[] {
  const db = new Database(path.join(E2E_DATA_DIR, 'marketplace.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}
