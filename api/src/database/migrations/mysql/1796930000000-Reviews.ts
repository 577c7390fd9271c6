import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Buyers' reviews of sellers, the sellers' rating kept on their account, and the notices they bring. */
export class Reviews1796930000000 implements MigrationInterface {
  name = 'Reviews1796930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `reviews` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `orderId` varchar(36) NOT NULL, `sellerId` varchar(36) NOT NULL, `reviewerId` varchar(36) NOT NULL, `stars` int NOT NULL, `text` text NOT NULL, `answer` text NULL, `answeredAt` datetime NULL, `hiddenAt` datetime NULL, `hiddenReason` varchar(500) NULL, `hiddenById` varchar(36) NULL, INDEX `IDX_reviews_hidden_created` (`hiddenAt`, `createdAt`), INDEX `IDX_reviews_reviewer_created` (`reviewerId`, `createdAt`), INDEX `IDX_reviews_seller_hidden_created` (`sellerId`, `hiddenAt`, `createdAt`), UNIQUE INDEX `UQ_reviews_order` (`orderId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query("ALTER TABLE `users` ADD `ratingCount` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `users` ADD `ratingStars` int NOT NULL DEFAULT '0'");
    await queryRunner.query(
      "ALTER TABLE `notifications` CHANGE `kind` `kind` enum ('saved-search', 'price-drop', 'account-warning', 'booking-canceled', 'listing-taken-down', 'offer', 'deal-update', 'review-received', 'review-answered') NOT NULL",
    );
    await queryRunner.query(
      'ALTER TABLE `reviews` ADD CONSTRAINT `FK_53a68dc905777554b7f702791fa` FOREIGN KEY (`orderId`) REFERENCES `orders`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `reviews` ADD CONSTRAINT `FK_9805ee71aa117dee3c3f60f5271` FOREIGN KEY (`sellerId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `reviews` ADD CONSTRAINT `FK_f9238c3e3739dc40322f577fc46` FOREIGN KEY (`reviewerId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `reviews` ADD CONSTRAINT `FK_ef67973d4098bf97844059f2db8` FOREIGN KEY (`hiddenById`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `reviews` DROP FOREIGN KEY `FK_ef67973d4098bf97844059f2db8`');
    await queryRunner.query('ALTER TABLE `reviews` DROP FOREIGN KEY `FK_f9238c3e3739dc40322f577fc46`');
    await queryRunner.query('ALTER TABLE `reviews` DROP FOREIGN KEY `FK_9805ee71aa117dee3c3f60f5271`');
    await queryRunner.query('ALTER TABLE `reviews` DROP FOREIGN KEY `FK_53a68dc905777554b7f702791fa`');
    await queryRunner.query(
      "DELETE FROM `notifications` WHERE `kind` IN ('review-received', 'review-answered')",
    );
    await queryRunner.query(
      "ALTER TABLE `notifications` CHANGE `kind` `kind` enum ('saved-search', 'price-drop', 'account-warning', 'booking-canceled', 'listing-taken-down', 'offer', 'deal-update') NOT NULL",
    );
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `ratingStars`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `ratingCount`');
    await queryRunner.query('DROP INDEX `UQ_reviews_order` ON `reviews`');
    await queryRunner.query('DROP INDEX `IDX_reviews_seller_hidden_created` ON `reviews`');
    await queryRunner.query('DROP INDEX `IDX_reviews_reviewer_created` ON `reviews`');
    await queryRunner.query('DROP INDEX `IDX_reviews_hidden_created` ON `reviews`');
    await queryRunner.query('DROP TABLE `reviews`');
  }
}
