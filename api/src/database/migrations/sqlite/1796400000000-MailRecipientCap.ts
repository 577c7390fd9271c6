import type { MigrationInterface, QueryRunner } from 'typeorm';

const OUTBOX_COLUMNS =
  '"id", "createdAt", "updatedAt", "kind", "recipient", "subject", "text", "html", "headers", "state", "attempts", "nextAttemptAt", "sentAt", "lastError"';

function outboxTable(name: string, states: string): string {
  return `CREATE TABLE "${name}" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(40) NOT NULL, "recipient" varchar(254) NOT NULL, "subject" varchar(200) NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "headers" text, "state" varchar CHECK( "state" IN (${states}) ) NOT NULL DEFAULT ('queued'), "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime NOT NULL, "sentAt" datetime, "lastError" varchar(500))`;
}

/** The outbox's `dropped` state (SQLite changes a CHECK by copying the table) and each address's sending slots. */
export class MailRecipientCap1796400000000 implements MigrationInterface {
  name = 'MailRecipientCap1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "mail_recipient_slots" ("recipient" varchar(254) NOT NULL, "slot" integer NOT NULL, "usedAt" datetime NOT NULL, PRIMARY KEY ("recipient", "slot"))',
    );
    await queryRunner.query('DROP INDEX "IDX_outbox_mails_due"');
    await queryRunner.query(outboxTable('temporary_outbox_mails', "'queued','sent','failed','dropped'"));
    await queryRunner.query(
      `INSERT INTO "temporary_outbox_mails"(${OUTBOX_COLUMNS}) SELECT ${OUTBOX_COLUMNS} FROM "outbox_mails"`,
    );
    await queryRunner.query('DROP TABLE "outbox_mails"');
    await queryRunner.query('ALTER TABLE "temporary_outbox_mails" RENAME TO "outbox_mails"');
    await queryRunner.query(
      'CREATE INDEX "IDX_outbox_mails_due" ON "outbox_mails" ("state", "nextAttemptAt") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_outbox_mails_due"');
    // A dropped mail was never sent: the older schema's nearest state is failed.
    await queryRunner.query(`UPDATE "outbox_mails" SET "state" = 'failed' WHERE "state" = 'dropped'`);
    await queryRunner.query('ALTER TABLE "outbox_mails" RENAME TO "temporary_outbox_mails"');
    await queryRunner.query(outboxTable('outbox_mails', "'queued','sent','failed'"));
    await queryRunner.query(
      `INSERT INTO "outbox_mails"(${OUTBOX_COLUMNS}) SELECT ${OUTBOX_COLUMNS} FROM "temporary_outbox_mails"`,
    );
    await queryRunner.query('DROP TABLE "temporary_outbox_mails"');
    await queryRunner.query(
      'CREATE INDEX "IDX_outbox_mails_due" ON "outbox_mails" ("state", "nextAttemptAt") ',
    );
    await queryRunner.query('DROP TABLE "mail_recipient_slots"');
  }
}
