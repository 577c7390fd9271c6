import type { QueryRunner } from 'typeorm';

/**
 * Writes `values` to the row of `table` that `where` matches, leaving its `updatedAt` at `updatedAt` (as read): a
 * migration's repair is nobody's edit. MySQL's ON UPDATE stamp is held off by setting the column to itself; SQLite's
 * trigger (UpdatedAtTriggers) stamps the row anyway, so the time read is put back. True when a row was written.
 */
export async function updateLeavingUpdatedAt(
  queryRunner: QueryRunner,
  table: string,
  values: Record<string, unknown>,
  where: Record<string, unknown>,
  updatedAt: unknown,
): Promise<boolean> {
  const sql = (identifier: string) => queryRunner.connection.driver.escape(identifier);
  const stamp = sql('updatedAt');
  const assignments = Object.keys(values).map((column) => `${sql(column)} = ?`);
  const conditions = Object.keys(where).map((column) => `${sql(column)} = ?`);
  const written = await queryRunner.query(
    `UPDATE ${sql(table)} SET ${[...assignments, `${stamp} = ${stamp}`].join(', ')} WHERE ${conditions.join(' AND ')}`,
    [...Object.values(values), ...Object.values(where)],
    true,
  );
  if (!written.affected) return false;
  if (queryRunner.connection.driver.options.type === 'better-sqlite3') {
    await queryRunner.query(`UPDATE ${sql(table)} SET ${stamp} = ? WHERE ${sql('id')} = ?`, [
      updatedAt,
      where.id,
    ]);
  }
  return true;
}
