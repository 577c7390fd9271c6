import { catalogValue } from '@usedcars/contract/messages';
import type { DataSource } from 'typeorm';
import { auditInsert } from '../audit';
import { isUniqueViolation } from '../common/database-errors';
import { ResourceNotFound, StatusBadConflict } from '../common/domain-errors';
import { runAllOrNothing, sqlDateTime } from '../common/all-or-nothing';
import type { User } from '../users';

interface Named {
  id: string;
  name: string;
  value: string;
}

interface RenameTarget {
  kind: 'brand' | 'category';
  table: 'brands' | 'categories';
  /** The listings' column naming it. */
  listingColumn: 'brandId' | 'categoryId';
}

export const BRAND_RENAME: RenameTarget = { kind: 'brand', table: 'brands', listingColumn: 'brandId' };
export const CATEGORY_RENAME: RenameTarget = {
  kind: 'category',
  table: 'categories',
  listingColumn: 'categoryId',
};

export const RENAME_MESSAGES = {
  taken: (kind: string, other: string) => `Another ${kind} is already named ${other}. Choose another name.`,
  changed: (kind: string) => `This ${kind} was changed meanwhile. Reload the page and try again.`,
} as const;

/**
 * Renames a brand or category. Its value (the key in addresses, saved searches and /cars links) stays, so nothing
 * keyed by it changes; what shows the name is made fresh: the row and the audit entry are written in one
 * transaction with every listing of it re-stamped (`updatedAt`), so each API instance's search index re-reads those
 * listings and forgets the copies it kept for the lists (ListedRows), and the sitemap's lastmod of their pages moves.
 * The caller publishes the entry's catalog event when this answers true (names looked up by text, pages).
 * A name another one has, or whose value another one has, is refused: two entries would read alike.
 */
export async function renameCatalogEntry(
  dataSource: DataSource,
  target: RenameTarget,
  admin: User,
  entry: Named,
  others: Named[],
  newName: string,
): Promise<boolean> {
  const name = newName.trim();
  if (name === entry.name) return false;
  const wanted = catalogValue(name);
  const clash = others.find(
    (other) => other.id !== entry.id && (other.value === wanted || catalogValue(other.name) === wanted),
  );
  if (clash) throw new StatusBadConflict(RENAME_MESSAGES.taken(target.kind, clash.name));
  const at = new Date();
  const now = sqlDateTime(at);
  let failedAt: number;
  try {
    failedAt = await runAllOrNothing(dataSource, [
      {
        sql: `UPDATE \`${target.table}\` SET \`name\` = ?, \`updatedAt\` = ? WHERE \`id\` = ? AND \`name\` = ?`,
        params: [name, now, entry.id, entry.name],
      },
      {
        sql: `UPDATE \`products\` SET \`updatedAt\` = ? WHERE \`${target.listingColumn}\` = ?`,
        params: [now, entry.id],
        mustChange: false,
      },
      auditInsert(
        {
          actorId: admin.id,
          action: `${target.kind}.rename`,
          target: { type: target.kind, id: entry.id, label: name },
          before: { name: entry.name },
          after: { name },
        },
        at,
      ),
    ]);
  } catch (error) {
    // Another admin gave this name at the same moment.
    if (isUniqueViolation(error)) throw new StatusBadConflict(RENAME_MESSAGES.taken(target.kind, name));
    throw error;
  }
  if (failedAt === -1) return true;
  const [still] = await dataSource.query<unknown[]>(`SELECT 1 FROM \`${target.table}\` WHERE \`id\` = ?`, [
    entry.id,
  ]);
  if (!still) throw new ResourceNotFound(target.kind === 'brand' ? 'Brand' : 'Category');
  throw new StatusBadConflict(RENAME_MESSAGES.changed(target.kind));
}
