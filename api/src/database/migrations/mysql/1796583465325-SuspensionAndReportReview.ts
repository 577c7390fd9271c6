import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SuspensionAndReportReview1796583465325 implements MigrationInterface {
  name = 'SuspensionAndReportReview1796583465325';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `users` ADD `suspendedAt` datetime NULL');
    await queryRunner.query("ALTER TABLE `users` ADD `warningCount` int NOT NULL DEFAULT '0'");
    await queryRunner.query('ALTER TABLE `conversation_reports` ADD `resolvedAt` datetime NULL');
    await queryRunner.query(
      "ALTER TABLE `conversation_reports` ADD `resolution` enum ('dismissed', 'warned', 'suspended', 'deleted') NULL",
    );
    await queryRunner.query('ALTER TABLE `conversation_reports` ADD `resolvedById` varchar(36) NULL');
    await queryRunner.query(
      "ALTER TABLE `notifications` CHANGE `kind` `kind` enum ('saved-search', 'price-drop', 'account-warning') NOT NULL",
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_conversation_reports_resolved_created` ON `conversation_reports` (`resolvedAt`, `createdAt`)',
    );
    await queryRunner.query(
      'ALTER TABLE `conversation_reports` ADD CONSTRAINT `FK_8e2f310f214af8bd3a0262419e7` FOREIGN KEY (`resolvedById`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `conversation_reports` DROP FOREIGN KEY `FK_8e2f310f214af8bd3a0262419e7`',
    );
    await queryRunner.query(
      'DROP INDEX `IDX_conversation_reports_resolved_created` ON `conversation_reports`',
    );
    await queryRunner.query("DELETE FROM `notifications` WHERE `kind` = 'account-warning'");
    await queryRunner.query(
      "ALTER TABLE `notifications` CHANGE `kind` `kind` enum ('saved-search', 'price-drop') NOT NULL",
    );
    await queryRunner.query('ALTER TABLE `conversation_reports` DROP COLUMN `resolvedById`');
    await queryRunner.query('ALTER TABLE `conversation_reports` DROP COLUMN `resolution`');
    await queryRunner.query('ALTER TABLE `conversation_reports` DROP COLUMN `resolvedAt`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `warningCount`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `suspendedAt`');
  }
}
