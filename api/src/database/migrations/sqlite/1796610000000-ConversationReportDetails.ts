import type { MigrationInterface, QueryRunner } from 'typeorm';

// What a reporter writes about a reported conversation (optional): reports made before it have none.
export class ConversationReportDetails1796610000000 implements MigrationInterface {
  name = 'ConversationReportDetails1796610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "conversation_reports" ADD COLUMN "details" varchar(1000)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "conversation_reports" DROP COLUMN "details"');
  }
}
