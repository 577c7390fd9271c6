import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Oversight1795292764869 implements MigrationInterface {
  name = 'Oversight1795292764869';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `audit_log` (`id` varchar(36) NOT NULL, `createdAt` datetime NOT NULL, `actorId` varchar(36) NOT NULL, `action` varchar(40) NOT NULL, `targetType` varchar(20) NOT NULL, `targetId` varchar(36) NOT NULL, `targetLabel` varchar(255) NOT NULL, `valuesBefore` text NULL, `valuesAfter` text NULL, INDEX `IDX_audit_log_action_created` (`action`, `createdAt`, `id`), INDEX `IDX_audit_log_created` (`createdAt`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `reports` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `productId` varchar(36) NOT NULL, `reporterId` varchar(36) NOT NULL, `reason` enum ('scam', 'already_sold', 'wrong_details', 'offensive', 'other') NOT NULL, `note` varchar(500) NULL, `resolvedAt` datetime NULL, `resolution` enum ('dismissed', 'taken_down') NULL, `resolvedById` varchar(36) NULL, INDEX `IDX_reports_open_product` (`resolvedAt`, `productId`), UNIQUE INDEX `UQ_reports_product_reporter` (`productId`, `reporterId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query("ALTER TABLE `products` ADD `openReportCount` int NOT NULL DEFAULT '0'");
    await queryRunner.query('ALTER TABLE `products` ADD `heldForReviewAt` datetime NULL');
    await queryRunner.query('CREATE INDEX `IDX_products_open_reports` ON `products` (`openReportCount`)');
    await queryRunner.query(
      'ALTER TABLE `audit_log` ADD CONSTRAINT `FK_cb6aa6f6fd56f08eafb60316225` FOREIGN KEY (`actorId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `reports` ADD CONSTRAINT `FK_3acdb4c6389dc0a795ebcb38b50` FOREIGN KEY (`productId`) REFERENCES `products`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `reports` ADD CONSTRAINT `FK_4353be8309ce86650def2f8572d` FOREIGN KEY (`reporterId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `reports` ADD CONSTRAINT `FK_96c48f2061ac14169c54a3f2d0e` FOREIGN KEY (`resolvedById`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `reports` DROP FOREIGN KEY `FK_96c48f2061ac14169c54a3f2d0e`');
    await queryRunner.query('ALTER TABLE `reports` DROP FOREIGN KEY `FK_4353be8309ce86650def2f8572d`');
    await queryRunner.query('ALTER TABLE `reports` DROP FOREIGN KEY `FK_3acdb4c6389dc0a795ebcb38b50`');
    await queryRunner.query('ALTER TABLE `audit_log` DROP FOREIGN KEY `FK_cb6aa6f6fd56f08eafb60316225`');
    await queryRunner.query('DROP INDEX `IDX_products_open_reports` ON `products`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `heldForReviewAt`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `openReportCount`');
    await queryRunner.query('DROP INDEX `UQ_reports_product_reporter` ON `reports`');
    await queryRunner.query('DROP INDEX `IDX_reports_open_product` ON `reports`');
    await queryRunner.query('DROP TABLE `reports`');
    await queryRunner.query('DROP INDEX `IDX_audit_log_created` ON `audit_log`');
    await queryRunner.query('DROP INDEX `IDX_audit_log_action_created` ON `audit_log`');
    await queryRunner.query('DROP TABLE `audit_log`');
  }
}
