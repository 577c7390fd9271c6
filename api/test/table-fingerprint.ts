import type { DataSource } from 'typeorm';

/**
 * Row counts and last update of every table: equal before and after means nothing was written. One query (a
 * UNION ALL over the tables) so that taking it around every request stays cheap on a networked database.
 */
export async function tableFingerprint(dataSource: DataSource): Promise<string> {
  const selects = dataSource.entityMetadatas.map((meta) => {
    const updated = meta.updateDateColumn ? `MAX(\`${meta.updateDateColumn.databaseName}\`)` : 'NULL';
    return `SELECT '${meta.tableName}' AS t, COUNT(*) AS c, ${updated} AS u FROM \`${meta.tableName}\``;
  });
  const rows = await dataSource.query<Record<string, unknown>[]>(selects.join(' UNION ALL '));
  return rows.map((row) => `${String(row.t)}:${String(row.c)}:${String(row.u ?? '')}`).join('|');
}
