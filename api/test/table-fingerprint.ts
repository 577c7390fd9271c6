import type { DataSource } from 'typeorm';

/**
 * Row counts and last update of every table: equal before and after means nothing was written. One query (a
 * UNION ALL over the tables) so that taking it around every request stays cheap on a networked database.
 */
export async function tableFingerprint(dataSource: DataSource): Promise<string> {
  const tables = await tableFingerprints(dataSource);
  return Object.entries(tables)
    .map(([table, print]) => `${table}:${print}`)
    .join('|');
}

/** The same, table by table: which tables a request changed. */
export async function tableFingerprints(dataSource: DataSource): Promise<Record<string, string>> {
  const selects = dataSource.entityMetadatas.map((meta) => {
    const updated = meta.updateDateColumn ? `MAX(\`${meta.updateDateColumn.databaseName}\`)` : 'NULL';
    return `SELECT '${meta.tableName}' AS t, COUNT(*) AS c, ${updated} AS u FROM \`${meta.tableName}\``;
  });
  const rows = await dataSource.query<Record<string, unknown>[]>(selects.join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [String(row.t), `${String(row.c)}:${String(row.u ?? '')}`]));
}
