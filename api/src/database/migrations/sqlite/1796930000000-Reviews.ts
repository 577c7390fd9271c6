import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger UpdatedAtTriggers gives every table with `updatedAt`, for the tables this migration makes. */
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
  'offer',
  'deal-update',
];

// Written by hand: the users' two columns are added in place (the generator rebuilds the table), and a
// notification kind is a CHECK, which SQLite changes only by rebuilding that table (as SellerNotices did).
/** Buyers' reviews of sellers, the sellers' rating kept on their account, and the notices they bring. */
export class Reviews1796930000000 implements MigrationInterface {
  name = 'Reviews1796930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "reviews" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "orderId" varchar(36) NOT NULL, "sellerId" varchar(36) NOT NULL, "reviewerId" varchar(36) NOT NULL, "stars" integer NOT NULL, "text" text NOT NULL, "answer" text, "answeredAt" datetime, "hiddenAt" datetime, "hiddenReason" varchar(500), "hiddenById" varchar(36), CONSTRAINT "FK_53a68dc905777554b7f702791fa" FOREIGN KEY ("orderId") REFERENCES "orders" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_9805ee71aa117dee3c3f60f5271" FOREIGN KEY ("sellerId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_f9238c3e3739dc40322f577fc46" FOREIGN KEY ("reviewerId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ef67973d4098bf97844059f2db8" FOREIGN KEY ("hiddenById") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_reviews_hidden_created" ON "reviews" ("hiddenAt", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_reviews_reviewer_created" ON "reviews" ("reviewerId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_reviews_seller_hidden_created" ON "reviews" ("sellerId", "hiddenAt", "createdAt") ',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reviews_order" ON "reviews" ("orderId") ');
    await queryRunner.query(updatedAtTrigger('reviews'));
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "ratingCount" integer NOT NULL DEFAULT (0)');
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "ratingStars" integer NOT NULL DEFAULT (0)');
    await this.rebuildNotifications(queryRunner, [...KINDS_BEFORE, 'review-received', 'review-answered']);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DELETE FROM "notifications" WHERE "kind" IN (\'review-received\', \'review-answered\')',
    );
    await this.rebuildNotifications(queryRunner, KINDS_BEFORE);
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "ratingStars"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "ratingCount"');
    await queryRunner.query('DROP TRIGGER "TRG_reviews_updatedAt"');
    await queryRunner.query('DROP INDEX "UQ_reviews_order"');
    await queryRunner.query('DROP INDEX "IDX_reviews_seller_hidden_created"');
    await queryRunner.query('DROP INDEX "IDX_reviews_reviewer_created"');
    await queryRunner.query('DROP INDEX "IDX_reviews_hidden_created"');
    await queryRunner.query('DROP TABLE "reviews"');
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
