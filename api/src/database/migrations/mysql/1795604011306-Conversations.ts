import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Conversations1795604011306 implements MigrationInterface {
  name = 'Conversations1795604011306';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `conversation_messages` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `conversationId` varchar(36) NOT NULL, `senderId` varchar(36) NOT NULL, `text` text NOT NULL, INDEX `IDX_conversation_messages_sender_created` (`senderId`, `createdAt`), INDEX `IDX_conversation_messages_thread` (`conversationId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `conversations` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `productId` varchar(36) NOT NULL, `buyerId` varchar(36) NOT NULL, `sellerId` varchar(36) NOT NULL, `lastMessageAt` datetime NOT NULL, `lastMessageText` varchar(200) NOT NULL, `lastSenderId` varchar(36) NOT NULL, `buyerUnread` int NOT NULL DEFAULT '0', `sellerUnread` int NOT NULL DEFAULT '0', INDEX `IDX_conversations_seller_last` (`sellerId`, `lastMessageAt`), INDEX `IDX_conversations_buyer_last` (`buyerId`, `lastMessageAt`), UNIQUE INDEX `UQ_conversations_product_buyer` (`productId`, `buyerId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `user_blocks` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `blockerId` varchar(36) NOT NULL, `blockedId` varchar(36) NOT NULL, INDEX `IDX_user_blocks_blocked` (`blockedId`), UNIQUE INDEX `UQ_user_blocks_pair` (`blockerId`, `blockedId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `conversations` ADD CONSTRAINT `FK_1fbaa33ad249de15b683ffcb110` FOREIGN KEY (`productId`) REFERENCES `products`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `conversations` ADD CONSTRAINT `FK_fad7b384e73ce2b5e9029a0032a` FOREIGN KEY (`buyerId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `conversations` ADD CONSTRAINT `FK_4173670d70b706461e31d847ce1` FOREIGN KEY (`sellerId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `conversations` DROP FOREIGN KEY `FK_4173670d70b706461e31d847ce1`');
    await queryRunner.query('ALTER TABLE `conversations` DROP FOREIGN KEY `FK_fad7b384e73ce2b5e9029a0032a`');
    await queryRunner.query('ALTER TABLE `conversations` DROP FOREIGN KEY `FK_1fbaa33ad249de15b683ffcb110`');
    await queryRunner.query('DROP INDEX `UQ_user_blocks_pair` ON `user_blocks`');
    await queryRunner.query('DROP INDEX `IDX_user_blocks_blocked` ON `user_blocks`');
    await queryRunner.query('DROP TABLE `user_blocks`');
    await queryRunner.query('DROP INDEX `UQ_conversations_product_buyer` ON `conversations`');
    await queryRunner.query('DROP INDEX `IDX_conversations_buyer_last` ON `conversations`');
    await queryRunner.query('DROP INDEX `IDX_conversations_seller_last` ON `conversations`');
    await queryRunner.query('DROP TABLE `conversations`');
    await queryRunner.query('DROP INDEX `IDX_conversation_messages_thread` ON `conversation_messages`');
    await queryRunner.query(
      'DROP INDEX `IDX_conversation_messages_sender_created` ON `conversation_messages`',
    );
    await queryRunner.query('DROP TABLE `conversation_messages`');
  }
}
