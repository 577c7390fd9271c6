import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: SQLite adds the two columns in place (the generator would copy the whole table); the new table
// carries its foreign keys from the start.
export class ConversationMailsAndReports1795800000001 implements MigrationInterface {
  name = 'ConversationMailsAndReports1795800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "conversations" ADD COLUMN "buyerMailedAt" datetime');
    await queryRunner.query('ALTER TABLE "conversations" ADD COLUMN "sellerMailedAt" datetime');
    await queryRunner.query(
      'CREATE TABLE "conversation_reports" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "conversationId" varchar(36) NOT NULL, "reporterId" varchar(36) NOT NULL, "reason" varchar CHECK( "reason" IN (\'spam\',\'scam\',\'abuse\',\'other\') ) NOT NULL, CONSTRAINT "FK_d2991c2d120c7b2b46c60ec6a7a" FOREIGN KEY ("conversationId") REFERENCES "conversations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_12de1c35260621b9ebb61790c1c" FOREIGN KEY ("reporterId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_conversation_reports_conversation_reporter" ON "conversation_reports" ("conversationId", "reporterId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_conversation_reports_created" ON "conversation_reports" ("createdAt") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_conversation_reports_created"');
    await queryRunner.query('DROP INDEX "UQ_conversation_reports_conversation_reporter"');
    await queryRunner.query('DROP TABLE "conversation_reports"');
    await queryRunner.query('ALTER TABLE "conversations" DROP COLUMN "sellerMailedAt"');
    await queryRunner.query('ALTER TABLE "conversations" DROP COLUMN "buyerMailedAt"');
  }
}
