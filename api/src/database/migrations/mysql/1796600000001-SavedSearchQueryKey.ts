import { createHash } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** savedQueryKey (api/src/alerts/saved-query.ts) as it was when this migration was written. */
function queryKey(query: Record<string, unknown>): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].map(String).sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

// The key of each saved search's filters, unique per user. Searches saved before it get theirs here; of a user's
// twins (the same filters saved twice) the oldest gets it and the others keep null, which the index allows.
export class SavedSearchQueryKey1796600000001 implements MigrationInterface {
  name = 'SavedSearchQueryKey1796600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `saved_searches` ADD `queryKey` varchar(64) NULL');
    const rows = (await queryRunner.query(
      'SELECT `id`, `userId`, `query` FROM `saved_searches` ORDER BY `id`',
    )) as { id: string; userId: string; query: string }[];
    const seen = new Set<string>();
    for (const row of rows) {
      const key = queryKey(JSON.parse(row.query) as Record<string, unknown>);
      if (seen.has(`${row.userId} ${key}`)) continue;
      seen.add(`${row.userId} ${key}`);
      await queryRunner.query('UPDATE `saved_searches` SET `queryKey` = ? WHERE `id` = ?', [key, row.id]);
    }
    await queryRunner.query(
      'CREATE UNIQUE INDEX `UQ_saved_searches_user_query` ON `saved_searches` (`userId`, `queryKey`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `UQ_saved_searches_user_query` ON `saved_searches`');
    await queryRunner.query('ALTER TABLE `saved_searches` DROP COLUMN `queryKey`');
  }
}
