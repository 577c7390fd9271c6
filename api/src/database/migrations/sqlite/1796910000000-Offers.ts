import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger UpdatedAtTriggers gives every table with `updatedAt`. */
function updatedAtTrigger(table: string): string {
  return (
    `CREATE TRIGGER "TRG_${table}_updatedAt" AFTER UPDATE ON "${table}" FOR EACH ROW ` +
    'WHEN NEW."updatedAt" IS OLD."updatedAt" BEGIN ' +
    `UPDATE "${table}" SET "updatedAt" = strftime('%Y-%m-%d %H:%M:%f', 'now') WHERE "id" = NEW."id"; END`
  );
}

const KINDS_BEFORE = [
  'saved-search',
  'price-drop',
  'account-warning',
  'booking-canceled',
  'listing-taken-down',
];

// Written by hand: the offers table with its trigger, and the notification kind `offer`, a CHECK, which SQLite
// changes only by rebuilding the table (which then gets its updatedAt trigger back).
/** Offers in conversations (a price proposed, answered, agreed), and their notices. */
export class Offers1796910000000 implements MigrationInterface {
  name = 'Offers1796910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "offers" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), ' +
        '"updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "conversationId" varchar(36) NOT NULL, ' +
        '"productId" varchar(36) NOT NULL, "buyerId" varchar(36) NOT NULL, "sellerId" varchar(36) NOT NULL, ' +
        '"fromParty" varchar CHECK( "fromParty" IN (\'buyer\',\'seller\') ) NOT NULL, "makerId" varchar(36) NOT NULL, ' +
        '"amountCents" integer NOT NULL, ' +
        "\"state\" varchar CHECK( \"state\" IN ('open','accepted','declined','countered','withdrawn','expired') ) NOT NULL DEFAULT ('open'), " +
        '"expiresAt" datetime NOT NULL, "answeredAt" datetime, "openKey" varchar(36), ' +
        'CONSTRAINT "FK_32c3dad408cd64a753976d55bed" FOREIGN KEY ("conversationId") REFERENCES "conversations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_offers_open" ON "offers" ("openKey") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_offers_buyer_product_state" ON "offers" ("buyerId", "productId", "state") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_offers_seller_state" ON "offers" ("sellerId", "state") ');
    await queryRunner.query('CREATE INDEX "IDX_offers_maker_created" ON "offers" ("makerId", "createdAt") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_offers_conversation_created" ON "offers" ("conversationId", "createdAt") ',
    );
    await queryRunner.query(updatedAtTrigger('offers'));
    await this.rebuildNotifications(queryRunner, [...KINDS_BEFORE, 'offer']);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM "notifications" WHERE "kind" = \'offer\'');
    await this.rebuildNotifications(queryRunner, KINDS_BEFORE);
    await queryRunner.query('DROP TRIGGER "TRG_offers_updatedAt"');
    await queryRunner.query('DROP INDEX "IDX_offers_conversation_created"');
    await queryRunner.query('DROP INDEX "IDX_offers_maker_created"');
    await queryRunner.query('DROP INDEX "IDX_offers_seller_state"');
    await queryRunner.query('DROP INDEX "IDX_offers_buyer_product_state"');
    await queryRunner.query('DROP INDEX "UQ_offers_open"');
    await queryRunner.query('DROP TABLE "offers"');
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
