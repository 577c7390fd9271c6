import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger UpdatedAtTriggers gives every table with `updatedAt`, for the table this migration rebuilds. */
function updatedAtTrigger(table: string): string {
  return (
    `CREATE TRIGGER "TRG_${table}_updatedAt" AFTER UPDATE ON "${table}" FOR EACH ROW ` +
    'WHEN NEW."updatedAt" IS OLD."updatedAt" BEGIN ' +
    `UPDATE "${table}" SET "updatedAt" = strftime('%Y-%m-%d %H:%M:%f', 'now') WHERE "id" = NEW."id"; END`
  );
}

// Written by hand: a notification kind is a CHECK, which SQLite changes only by rebuilding the table (which then
// gets its updatedAt trigger back).
export class SellerNotices1796600000000 implements MigrationInterface {
  name = 'SellerNotices1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.rebuildNotifications(queryRunner, [
      'saved-search',
      'price-drop',
      'account-warning',
      'booking-canceled',
      'listing-taken-down',
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DELETE FROM "notifications" WHERE "kind" IN (\'booking-canceled\', \'listing-taken-down\')',
    );
    await this.rebuildNotifications(queryRunner, ['saved-search', 'price-drop', 'account-warning']);
  }

  private async rebuildNotifications(queryRunner: QueryRunner, kinds: string[]): Promise<void> {
    const allowed = kinds.map((kind) => `'${kind}'`).join(',');
    await queryRunner.query(
      'CREATE TABLE "notifications_new" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), ' +
        '"updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, ' +
        `"kind" varchar CHECK( "kind" IN (${allowed}) ) NOT NULL, "title" varchar(200) NOT NULL, ` +
        '"text" varchar(500) NOT NULL, "link" varchar(300) NOT NULL, "readAt" datetime)',
    );
    await queryRunner.query(
      'INSERT INTO "notifications_new"("id", "createdAt", "updatedAt", "userId", "kind", "title", "text", "link", "readAt") ' +
        'SELECT "id", "createdAt", "updatedAt", "userId", "kind", "title", "text", "link", "readAt" FROM "notifications"',
    );
    await queryRunner.query('DROP TABLE "notifications"');
    await queryRunner.query('ALTER TABLE "notifications_new" RENAME TO "notifications"');
    await queryRunner.query('CREATE INDEX "IDX_notifications_user_id" ON "notifications" ("userId", "id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_notifications_user_read" ON "notifications" ("userId", "readAt") ',
    );
    await queryRunner.query(updatedAtTrigger('notifications'));
  }
}
