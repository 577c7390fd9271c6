import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1795601648492 implements MigrationInterface {
  name = 'MailOutbox1795601648492';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "outbox_mails" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "kind" varchar(40) NOT NULL, "recipient" varchar(254) NOT NULL, "subject" varchar(200) NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "headers" text, "state" varchar CHECK( "state" IN (\'queued\',\'sent\',\'failed\') ) NOT NULL DEFAULT (\'queued\'), "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime NOT NULL, "sentAt" datetime, "lastError" varchar(500))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_outbox_mails_due" ON "outbox_mails" ("state", "nextAttemptAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "email_verifications" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "email" varchar(254) NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_email_verifications_token" ON "email_verifications" ("tokenHash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_email_verifications_user_created" ON "email_verifications" ("userId", "createdAt") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_email_verifications_user_created"');
    await queryRunner.query('DROP INDEX "UQ_email_verifications_token"');
    await queryRunner.query('DROP TABLE "email_verifications"');
    await queryRunner.query('DROP INDEX "IDX_outbox_mails_due"');
    await queryRunner.query('DROP TABLE "outbox_mails"');
  }
}
