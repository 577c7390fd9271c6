import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Offers in conversations (a price proposed, answered, agreed), and their notices. */
export class Offers1796910000000 implements MigrationInterface {
  name = 'Offers1796910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `offers` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `conversationId` varchar(36) NOT NULL, `productId` varchar(36) NOT NULL, `buyerId` varchar(36) NOT NULL, `sellerId` varchar(36) NOT NULL, `fromParty` enum ('buyer', 'seller') NOT NULL, `makerId` varchar(36) NOT NULL, `amountCents` int NOT NULL, `state` enum ('open', 'accepted', 'declined', 'countered', 'withdrawn', 'expired') NOT NULL DEFAULT 'open', `expiresAt` datetime NOT NULL, `answeredAt` datetime NULL, `openKey` varchar(36) NULL, UNIQUE INDEX `UQ_offers_open` (`openKey`), INDEX `IDX_offers_buyer_product_state` (`buyerId`, `productId`, `state`), INDEX `IDX_offers_seller_state` (`sellerId`, `state`), INDEX `IDX_offers_maker_created` (`makerId`, `createdAt`), INDEX `IDX_offers_conversation_created` (`conversationId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "ALTER TABLE `notifications` CHANGE `kind` `kind` enum ('saved-search', 'price-drop', 'account-warning', 'booking-canceled', 'listing-taken-down', 'offer') NOT NULL",
    );
    await queryRunner.query(
      'ALTER TABLE `offers` ADD CONSTRAINT `FK_32c3dad408cd64a753976d55bed` FOREIGN KEY (`conversationId`) REFERENCES `conversations`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `offers` DROP FOREIGN KEY `FK_32c3dad408cd64a753976d55bed`');
    await queryRunner.query("DELETE FROM `notifications` WHERE `kind` = 'offer'");
    await queryRunner.query(
      "ALTER TABLE `notifications` CHANGE `kind` `kind` enum ('saved-search', 'price-drop', 'account-warning', 'booking-canceled', 'listing-taken-down') NOT NULL",
    );
    await queryRunner.query('DROP INDEX `IDX_offers_conversation_created` ON `offers`');
    await queryRunner.query('DROP INDEX `IDX_offers_maker_created` ON `offers`');
    await queryRunner.query('DROP INDEX `IDX_offers_seller_state` ON `offers`');
    await queryRunner.query('DROP INDEX `IDX_offers_buyer_product_state` ON `offers`');
    await queryRunner.query('DROP INDEX `UQ_offers_open` ON `offers`');
    await queryRunner.query('DROP TABLE `offers`');
  }
}
