import type { QueryRunner } from 'typeorm';
import { updateLeavingUpdatedAt } from './update-leaving-updated-at';

/** The changes a history keeps besides the first price, as PRICE_HISTORY_KEPT_CHANGES when this was written. */
const KEPT_CHANGES = 20;
/** No history of more than KEPT_CHANGES + 1 entries is this short (an entry is at least 47 characters). */
const SHORTEST_LONG_HISTORY = 1000;
const BATCH = 200;

/**
 * Cuts every listing's price history down to its first price and last KEPT_CHANGES changes, in id order, a batch at
 * a time. A history that is not readable JSON (a MySQL column that filled up, in a lenient SQL mode, keeps a cut
 * one) is cleared: it then reads as the current price. `updatedAt` is left as it was: the listing did not change.
 * The same SQL on SQLite and MySQL.
 */
export async function boundPriceHistories(queryRunner: QueryRunner): Promise<void> {
  const name = (identifier: string) => queryRunner.connection.driver.escape(identifier);
  const [id, history, updatedAt, products] = ['id', 'priceHistory', 'updatedAt', 'products'].map(name);
  let after = '';
  for (;;) {
    const rows = (await queryRunner.query(
      `SELECT ${id} AS id, ${history} AS history, ${updatedAt} AS updatedAt FROM ${products} WHERE ${id} > ? AND ${history} IS NOT NULL ` +
        `AND LENGTH(${history}) > ? ORDER BY ${id} LIMIT ${BATCH}`,
      [after, SHORTEST_LONG_HISTORY],
    )) as { id: string; history: string; updatedAt: unknown }[];
    for (const row of rows) {
      const bounded = boundedHistory(row.history);
      if (bounded === row.history) continue;
      await updateLeavingUpdatedAt(
        queryRunner,
        'products',
        { priceHistory: bounded },
        { id: row.id },
        row.updatedAt,
      );
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** The stored history cut to its first entry and last KEPT_CHANGES; null when it is not a readable list. */
function boundedHistory(stored: string): string | null {
  let entries: unknown;
  try {
    entries = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!Array.isArray(entries) || entries.length === 0) return null;
  if (entries.length <= KEPT_CHANGES + 1) return stored;
  const [first, ...changes] = entries as unknown[];
  return JSON.stringify([first, ...changes.slice(-KEPT_CHANGES)]);
}
