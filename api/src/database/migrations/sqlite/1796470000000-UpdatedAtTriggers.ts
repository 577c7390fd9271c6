import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table with an `updatedAt` column (BaseEntity's). */
const TABLES = [
  'alert_cursors',
  'brands',
  'categories',
  'conversation_messages',
  'conversation_reports',
  'conversations',
  'email_verifications',
  'notifications',
  'orders',
  'outbox_mails',
  'products',
  'reports',
  'sandbox_payment_intents',
  'saved_searches',
  'user_blocks',
  'users',
  'wishlist_entries',
];

/**
 * SQLite's stand-in for MySQL's `ON UPDATE CURRENT_TIMESTAMP(6)`: an UPDATE that leaves `updatedAt` as it was
 * (raw SQL or a query builder that forgot it) stamps it with the current UTC time, in the format TypeORM writes.
 * One difference: SQLite stamps a row the statement matched even if no value changed. A table that SQLite
 * migrations rebuild loses its trigger: test/updated-at.spec.ts finds any table without one.
 */
export class UpdatedAtTriggers1796470000000 implements MigrationInterface {
  name = 'UpdatedAtTriggers1796470000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "TRG_${table}_updatedAt" AFTER UPDATE ON "${table}" FOR EACH ROW ` +
          'WHEN NEW."updatedAt" IS OLD."updatedAt" BEGIN ' +
          `UPDATE "${table}" SET "updatedAt" = strftime('%Y-%m-%d %H:%M:%f', 'now') WHERE "id" = NEW."id"; END`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`DROP TRIGGER "TRG_${table}_updatedAt"`);
  }
}
