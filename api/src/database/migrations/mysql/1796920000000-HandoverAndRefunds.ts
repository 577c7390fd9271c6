import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The handover of paid orders, their disputes and refunds (docs/product-rules.md, "Handover, disputes and refunds"). */
export class HandoverAndRefunds1796920000000 implements MigrationInterface {
  name = 'HandoverAndRefunds1796920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `order_disputes` (`orderId` varchar(36) NOT NULL, `openedById` varchar(36) NOT NULL, `openedBy` varchar(10) NOT NULL, `reason` varchar(20) NOT NULL, `report` text NOT NULL, `openedAt` datetime NOT NULL, `answer` text NULL, `answeredAt` datetime NULL, `decidedFor` varchar(10) NULL, `decidedById` varchar(36) NULL, `decidedAt` datetime NULL, INDEX `IDX_order_disputes_opener` (`openedById`, `decidedAt`), INDEX `IDX_order_disputes_open` (`decidedAt`, `openedAt`), PRIMARY KEY (`orderId`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `order_refunds` (`orderId` varchar(36) NOT NULL, `sellerId` varchar(36) NOT NULL, `reason` varchar(20) NOT NULL, `paymentIntentId` varchar(255) NOT NULL, `amountCents` int NOT NULL, `requestedAt` datetime NOT NULL, `refundId` varchar(255) NULL, `refundedAt` datetime NULL, INDEX `IDX_order_refunds_seller_reason` (`sellerId`, `reason`, `requestedAt`), PRIMARY KEY (`orderId`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `sandbox_refunds` (`id` varchar(40) NOT NULL, `paymentIntentId` varchar(255) NOT NULL, `amount` int NOT NULL, `idempotencyKey` varchar(255) NOT NULL, `createdAt` datetime NOT NULL, UNIQUE INDEX `UQ_sandbox_refunds_idempotency_key` (`idempotencyKey`), UNIQUE INDEX `UQ_sandbox_refunds_intent` (`paymentIntentId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query('ALTER TABLE `orders` ADD `dealState` varchar(20) NULL');
    await queryRunner.query('ALTER TABLE `orders` ADD `handedOverAt` datetime NULL');
    await queryRunner.query('ALTER TABLE `orders` ADD `receivedAt` datetime NULL');
    await queryRunner.query(
      "ALTER TABLE `notifications` CHANGE `kind` `kind` enum ('saved-search', 'price-drop', 'account-warning', 'booking-canceled', 'listing-taken-down', 'offer', 'deal-update') NOT NULL",
    );
    await queryRunner.query('CREATE INDEX `IDX_orders_deal_state` ON `orders` (`paymentState`, `dealState`)');
    // The orders paid before the handover existed changed hands as they were paid: completed then, never waiting for
    // a handover (the sweep would refund every one of them past its 14 days). `updatedAt` kept: nobody changed them.
    await queryRunner.query(
      "UPDATE `orders` SET `dealState` = 'completed', `completedAt` = `paymentDate`, `updatedAt` = `updatedAt` WHERE `paymentState` = 'paid' AND `canceledAt` IS NULL",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_orders_deal_state` ON `orders`');
    await queryRunner.query("DELETE FROM `notifications` WHERE `kind` = 'deal-update'");
    await queryRunner.query(
      "ALTER TABLE `notifications` CHANGE `kind` `kind` enum ('saved-search', 'price-drop', 'account-warning', 'booking-canceled', 'listing-taken-down', 'offer') NOT NULL",
    );
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `receivedAt`');
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `handedOverAt`');
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `dealState`');
    await queryRunner.query('DROP INDEX `UQ_sandbox_refunds_intent` ON `sandbox_refunds`');
    await queryRunner.query('DROP INDEX `UQ_sandbox_refunds_idempotency_key` ON `sandbox_refunds`');
    await queryRunner.query('DROP TABLE `sandbox_refunds`');
    await queryRunner.query('DROP INDEX `IDX_order_refunds_seller_reason` ON `order_refunds`');
    await queryRunner.query('DROP TABLE `order_refunds`');
    await queryRunner.query('DROP INDEX `IDX_order_disputes_open` ON `order_disputes`');
    await queryRunner.query('DROP INDEX `IDX_order_disputes_opener` ON `order_disputes`');
    await queryRunner.query('DROP TABLE `order_disputes`');
  }
}
