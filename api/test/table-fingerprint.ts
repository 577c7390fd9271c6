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
  // MySQL answers a Date, whose String() drops the milliseconds: two writes within a second would look alike.
  const stamp = (u: unknown) => (u instanceof Date ? u.toISOString() : String(u ?? ''));
  return Object.fromEntries(rows.map((row) => [String(row.t), `${String(row.c)}:${stamp(row.u)}`]));
}

/** The tables whose every change a public catalog read may show. */
const CATALOG_TABLES = ['products', 'brands', 'categories', 'price_segments'];

/** What public catalog reads show: their tables' fingerprints, and each seller account as its listings show it. */
export interface CatalogPrint {
  tables: Record<string, string>;
  sellers: Map<string, string>;
}

/** `tables`: the tableFingerprints taken at the same moment. */
export async function catalogPrint(
  dataSource: DataSource,
  tables: Record<string, string>,
): Promise<CatalogPrint> {
  const sellers = await dataSource.query<Record<string, unknown>[]>(
    "SELECT `id`, `displayName`, `verified`, `photoURL`, `deletedAt`, `ratingCount`, `ratingStars` FROM `users` WHERE `role` = 'Seller'",
  );
  return {
    tables: Object.fromEntries(CATALOG_TABLES.map((table) => [table, tables[table] ?? ''])),
    sellers: new Map(sellers.map((row) => [String(row.id), JSON.stringify(row)])),
  };
}

/**
 * What changed between two prints that a public read may show: the catalog tables changed, and the sellers whose
 * shown fields changed (a new account is shown nowhere until it lists a car).
 */
export function catalogChanges(before: CatalogPrint, after: CatalogPrint): string[] {
  const tables = CATALOG_TABLES.filter((table) => before.tables[table] !== after.tables[table]);
  const sellers = [...before.sellers]
    .filter(([id, shown]) => after.sellers.get(id) !== shown)
    .map(([id]) => `seller ${id}`);
  return [...tables, ...sellers];
}
