import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Alerts1795900000001 implements MigrationInterface {
  name = 'Alerts1795900000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `notifications` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `userId` varchar(36) NOT NULL, `kind` enum ('saved-search', 'price-drop') NOT NULL, `title` varchar(200) NOT NULL, `text` varchar(500) NOT NULL, `link` varchar(300) NOT NULL, `readAt` datetime NULL, INDEX `IDX_notifications_user_read` (`userId`, `readAt`), INDEX `IDX_notifications_user_id` (`userId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `alert_cursors` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `lastCreatedAt` datetime NOT NULL, `lastId` varchar(36) NOT NULL, `leaseUntil` datetime NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `saved_searches` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `userId` varchar(36) NOT NULL, `name` varchar(80) NOT NULL, `query` text NOT NULL, `emailAlerts` tinyint NOT NULL DEFAULT 1, `brand` varchar(60) NULL, `category` varchar(60) NULL, `minPriceCents` int NULL, `maxPriceCents` int NULL, `unsubscribeToken` varchar(64) NOT NULL, `lastMailedAt` datetime NULL, UNIQUE INDEX `UQ_saved_searches_unsubscribe` (`unsubscribeToken`), INDEX `IDX_saved_searches_brand_category` (`brand`, `category`), INDEX `IDX_saved_searches_user` (`userId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_saved_searches_user` ON `saved_searches`');
    await queryRunner.query('DROP INDEX `IDX_saved_searches_brand_category` ON `saved_searches`');
    await queryRunner.query('DROP INDEX `UQ_saved_searches_unsubscribe` ON `saved_searches`');
    await queryRunner.query('DROP TABLE `saved_searches`');
    await queryRunner.query('DROP TABLE `alert_cursors`');
    await queryRunner.query('DROP INDEX `IDX_notifications_user_id` ON `notifications`');
    await queryRunner.query('DROP INDEX `IDX_notifications_user_read` ON `notifications`');
    await queryRunner.query('DROP TABLE `notifications`');
  }
}
