import type { QueryRunner } from 'typeorm';
import { searchWordsOf } from '../../catalog';

const BATCH = 500;

/**
 * Writes every listing's `searchWords` from its columns (searchWordsOf), in id order, a batch per statement, leaving
 * `updatedAt` as it was: nobody edited the listings. The caller holds off SQLite's updatedAt trigger. The same SQL on
 * SQLite and MySQL.
 */
export async function fillSearchWords(queryRunner: QueryRunner): Promise<void> {
  const name = (identifier: string) => queryRunner.connection.driver.escape(identifier);
  const columns = ['name', 'description', 'model', 'fuel', 'transmission', 'listingYear', 'location'];
  const [id, words, updatedAt, products] = ['id', 'searchWords', 'updatedAt', 'products'].map(name);
  let after = '';
  for (;;) {
    const rows = (await queryRunner.query(
      `SELECT ${id} AS id, ${columns.map((column) => `${name(column)} AS ${name(column)}`).join(', ')} ` +
        `FROM ${products} WHERE ${id} > ? ORDER BY ${id} LIMIT ${BATCH}`,
      [after],
    )) as (Parameters<typeof searchWordsOf>[0] & { id: string })[];
    if (rows.length === 0) return;
    await queryRunner.query(
      `UPDATE ${products} SET ${words} = CASE ${id} ${rows.map(() => 'WHEN ? THEN ?').join(' ')} END, ` +
        `${updatedAt} = ${updatedAt} WHERE ${id} IN (${rows.map(() => '?').join(', ')})`,
      [
        ...rows.flatMap((row) => [row.id, searchWordsOf({ ...row, listingYear: Number(row.listingYear) })]),
        ...rows.map((row) => row.id),
      ],
    );
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
