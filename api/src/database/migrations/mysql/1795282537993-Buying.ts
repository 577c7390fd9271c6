import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Buying1795282537993 implements MigrationInterface {
  name = 'Buying1795282537993';

  // `orders` is empty in every database before this migration (no endpoint wrote it yet), so replacing the
  // `payment` flag by `paymentState` loses nothing.
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `payment_events` (`id` varchar(255) NOT NULL, `type` varchar(80) NOT NULL, `paymentIntentId` varchar(255) NULL, `receivedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `sandbox_payment_intents` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `clientSecret` varchar(100) NOT NULL, `amount` int NOT NULL, `currency` varchar(3) NOT NULL, `status` enum ('requires_payment_method', 'requires_capture', 'succeeded', 'canceled') NOT NULL, `metadata` text NOT NULL, `idempotencyKey` varchar(255) NULL, `lastErrorMessage` varchar(255) NULL, `captureCount` int NOT NULL DEFAULT '0', UNIQUE INDEX `UQ_sandbox_intents_idempotency_key` (`idempotencyKey`), UNIQUE INDEX `UQ_sandbox_intents_client_secret` (`clientSecret`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `payment`');
    await queryRunner.query('ALTER TABLE `products` ADD `saleOrderId` varchar(36) NULL');
    await queryRunner.query(
      "ALTER TABLE `orders` ADD `paymentState` enum ('unpaid', 'capturing', 'paid') NOT NULL DEFAULT 'unpaid'",
    );
    await queryRunner.query('ALTER TABLE `orders` ADD `paymentIntentId` varchar(255) NULL');
    await queryRunner.query('ALTER TABLE `orders` ADD `lastPaymentError` varchar(500) NULL');
    await queryRunner.query('ALTER TABLE `orders` ADD `canceledAt` datetime NULL');
    await queryRunner.query('ALTER TABLE `orders` ADD `openBookingKey` varchar(36) NULL');
    await queryRunner.query('CREATE UNIQUE INDEX `UQ_orders_payment_intent` ON `orders` (`paymentIntentId`)');
    await queryRunner.query(
      'CREATE UNIQUE INDEX `UQ_orders_open_booking` ON `orders` (`productId`, `openBookingKey`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_orders_product_state` ON `orders` (`productId`, `paymentState`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_orders_author_created` ON `orders` (`productAuthorId`, `createdAt`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The new indexes serve the foreign keys on productId and productAuthorId (InnoDB dropped its own for them):
    // give the keys back their own indexes before dropping ours.
    await queryRunner.query('CREATE INDEX `FK_6179b69bee9eaaf75bfdffda4d0` ON `orders` (`productAuthorId`)');
    await queryRunner.query('CREATE INDEX `FK_8624dad595ae567818ad9983b33` ON `orders` (`productId`)');
    await queryRunner.query('DROP INDEX `IDX_orders_author_created` ON `orders`');
    await queryRunner.query('DROP INDEX `IDX_orders_product_state` ON `orders`');
    await queryRunner.query('DROP INDEX `UQ_orders_open_booking` ON `orders`');
    await queryRunner.query('DROP INDEX `UQ_orders_payment_intent` ON `orders`');
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `openBookingKey`');
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `canceledAt`');
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `lastPaymentError`');
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `paymentIntentId`');
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `paymentState`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `saleOrderId`');
    await queryRunner.query('ALTER TABLE `orders` ADD `payment` tinyint NOT NULL DEFAULT 0');
    await queryRunner.query('DROP INDEX `UQ_sandbox_intents_client_secret` ON `sandbox_payment_intents`');
    await queryRunner.query('DROP INDEX `UQ_sandbox_intents_idempotency_key` ON `sandbox_payment_intents`');
    await queryRunner.query('DROP TABLE `sandbox_payment_intents`');
    await queryRunner.query('DROP TABLE `payment_events`');
  }
}
