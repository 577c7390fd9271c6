import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConversationMailsAndReports1795800000001 implements MigrationInterface {
  name = 'ConversationMailsAndReports1795800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `conversations` ADD `buyerMailedAt` datetime NULL');
    await queryRunner.query('ALTER TABLE `conversations` ADD `sellerMailedAt` datetime NULL');
    await queryRunner.query(
      "CREATE TABLE `conversation_reports` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `conversationId` varchar(36) NOT NULL, `reporterId` varchar(36) NOT NULL, `reason` enum ('spam', 'scam', 'abuse', 'other') NOT NULL, INDEX `IDX_conversation_reports_created` (`createdAt`), UNIQUE INDEX `UQ_conversation_reports_conversation_reporter` (`conversationId`, `reporterId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'ALTER TABLE `conversation_reports` ADD CONSTRAINT `FK_d2991c2d120c7b2b46c60ec6a7a` FOREIGN KEY (`conversationId`) REFERENCES `conversations`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `conversation_reports` ADD CONSTRAINT `FK_12de1c35260621b9ebb61790c1c` FOREIGN KEY (`reporterId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `conversation_reports` DROP FOREIGN KEY `FK_12de1c35260621b9ebb61790c1c`',
    );
    await queryRunner.query(
      'ALTER TABLE `conversation_reports` DROP FOREIGN KEY `FK_d2991c2d120c7b2b46c60ec6a7a`',
    );
    await queryRunner.query(
      'DROP INDEX `UQ_conversation_reports_conversation_reporter` ON `conversation_reports`',
    );
    await queryRunner.query('DROP INDEX `IDX_conversation_reports_created` ON `conversation_reports`');
    await queryRunner.query('DROP TABLE `conversation_reports`');
    await queryRunner.query('ALTER TABLE `conversations` DROP COLUMN `sellerMailedAt`');
    await queryRunner.query('ALTER TABLE `conversations` DROP COLUMN `buyerMailedAt`');
  }
}
