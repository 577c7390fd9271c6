import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a queued mail tells of (MailTopics), so that its writer can withdraw it before it goes. */
export class MailTopic1796410000000 implements MigrationInterface {
  name = 'MailTopic1796410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `outbox_mails` ADD `topic` varchar(80) NULL DEFAULT NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `outbox_mails` DROP COLUMN `topic`');
  }
}
