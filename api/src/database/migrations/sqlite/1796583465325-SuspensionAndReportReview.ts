import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger UpdatedAtTriggers gives every table with `updatedAt`, for the tables this migration rebuilds. */
function updatedAtTrigger(table: string): string {
  return (
    `CREATE TRIGGER "TRG_${table}_updatedAt" AFTER UPDATE ON "${table}" FOR EACH ROW ` +
    'WHEN NEW."updatedAt" IS OLD."updatedAt" BEGIN ' +
    `UPDATE "${table}" SET "updatedAt" = strftime('%Y-%m-%d %H:%M:%f', 'now') WHERE "id" = NEW."id"; END`
  );
}

// Written by hand: SQLite adds the users' columns in place (the generator would copy the whole table, which others
// reference). A report's resolver (a foreign key) and a notification kind (a CHECK) need their tables rebuilt, which
// then get their updatedAt triggers back.
export class SuspensionAndReportReview1796583465325 implements MigrationInterface {
  name = 'SuspensionAndReportReview1796583465325';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "suspendedAt" datetime');
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "warningCount" integer NOT NULL DEFAULT (0)');

    await queryRunner.query(
      'CREATE TABLE "conversation_reports_new" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "conversationId" varchar(36) NOT NULL, "reporterId" varchar(36) NOT NULL, "reason" varchar CHECK( "reason" IN (\'spam\',\'scam\',\'abuse\',\'other\') ) NOT NULL, "resolvedAt" datetime, "resolution" varchar CHECK( "resolution" IN (\'dismissed\',\'warned\',\'suspended\',\'deleted\') ), "resolvedById" varchar(36), CONSTRAINT "FK_12de1c35260621b9ebb61790c1c" FOREIGN KEY ("reporterId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_d2991c2d120c7b2b46c60ec6a7a" FOREIGN KEY ("conversationId") REFERENCES "conversations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_8e2f310f214af8bd3a0262419e7" FOREIGN KEY ("resolvedById") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "conversation_reports_new"("id", "createdAt", "updatedAt", "conversationId", "reporterId", "reason") ' +
        'SELECT "id", "createdAt", "updatedAt", "conversationId", "reporterId", "reason" FROM "conversation_reports"',
    );
    await queryRunner.query('DROP TABLE "conversation_reports"');
    await queryRunner.query('ALTER TABLE "conversation_reports_new" RENAME TO "conversation_reports"');
    await this.indexReports(queryRunner);
    await queryRunner.query(
      'CREATE INDEX "IDX_conversation_reports_resolved_created" ON "conversation_reports" ("resolvedAt", "createdAt") ',
    );
    await queryRunner.query(updatedAtTrigger('conversation_reports'));

    await this.rebuildNotifications(queryRunner, ['saved-search', 'price-drop', 'account-warning']);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM "notifications" WHERE "kind" = \'account-warning\'');
    await this.rebuildNotifications(queryRunner, ['saved-search', 'price-drop']);

    await queryRunner.query(
      'CREATE TABLE "conversation_reports_old" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "conversationId" varchar(36) NOT NULL, "reporterId" varchar(36) NOT NULL, "reason" varchar CHECK( "reason" IN (\'spam\',\'scam\',\'abuse\',\'other\') ) NOT NULL, CONSTRAINT "FK_d2991c2d120c7b2b46c60ec6a7a" FOREIGN KEY ("conversationId") REFERENCES "conversations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_12de1c35260621b9ebb61790c1c" FOREIGN KEY ("reporterId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "conversation_reports_old"("id", "createdAt", "updatedAt", "conversationId", "reporterId", "reason") ' +
        'SELECT "id", "createdAt", "updatedAt", "conversationId", "reporterId", "reason" FROM "conversation_reports"',
    );
    await queryRunner.query('DROP TABLE "conversation_reports"');
    await queryRunner.query('ALTER TABLE "conversation_reports_old" RENAME TO "conversation_reports"');
    await this.indexReports(queryRunner);
    await queryRunner.query(updatedAtTrigger('conversation_reports'));

    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "warningCount"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "suspendedAt"');
  }

  private async indexReports(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_conversation_reports_conversation_reporter" ON "conversation_reports" ("conversationId", "reporterId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_conversation_reports_created" ON "conversation_reports" ("createdAt") ',
    );
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
