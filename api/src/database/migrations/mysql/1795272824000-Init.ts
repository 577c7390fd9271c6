import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795272824000 implements MigrationInterface {
  name = 'Init1795272824000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `brands` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `name` varchar(60) NOT NULL, `value` varchar(60) NOT NULL, UNIQUE INDEX `IDX_96db6bbbaa6f23cad26871339b` (`name`), UNIQUE INDEX `IDX_894d4a376e9d8742cd41f732e5` (`value`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `categories` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `name` varchar(60) NOT NULL, `value` varchar(60) NOT NULL, `thumbnailUrl` varchar(255) NOT NULL, UNIQUE INDEX `IDX_8b0be371d28245da6e4f4b6187` (`name`), UNIQUE INDEX `IDX_bf37577410b53f5bc94bcf49d3` (`value`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `users` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `displayName` varchar(100) NOT NULL, `email` varchar(254) NOT NULL, `passwordHash` varchar(255) NULL, `photoURL` varchar(500) NULL, `role` enum ('Admin', 'Seller', 'Buyer') NOT NULL DEFAULT 'Buyer', `verified` tinyint NOT NULL DEFAULT 0, UNIQUE INDEX `IDX_97672ac88f789774dd47f7c8be` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `products` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `name` varchar(120) NOT NULL, `description` text NOT NULL, `categoryId` varchar(36) NOT NULL, `brandId` varchar(36) NOT NULL, `condition` enum ('Excellent', 'Good', 'Fair') NOT NULL, `originalPriceCents` int NOT NULL, `sellPriceCents` int NOT NULL, `location` enum ('Dhaka', 'Chittagong', 'Borishal', 'Cumilla', 'Feni', 'Pabna', 'Noakhali') NOT NULL, `purchaseMonth` varchar(7) NOT NULL, `mobile` varchar(32) NOT NULL, `imageUrl` varchar(255) NOT NULL, `thumbUrl` varchar(255) NOT NULL, `authorId` varchar(36) NOT NULL, `advertise` tinyint NOT NULL DEFAULT 0, `sold` tinyint NOT NULL DEFAULT 0, INDEX `IDX_products_author_created` (`authorId`, `createdAt`), INDEX `IDX_products_advertise_sold_created` (`advertise`, `sold`, `createdAt`), INDEX `IDX_products_category_sold_created` (`categoryId`, `sold`, `createdAt`), INDEX `IDX_products_sold_created` (`sold`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `orders` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `productId` varchar(36) NOT NULL, `productAuthorId` varchar(36) NOT NULL, `customerId` varchar(36) NOT NULL, `customerName` varchar(100) NOT NULL, `customerEmail` varchar(254) NOT NULL, `customerMobile` varchar(32) NOT NULL, `meetLocation` varchar(200) NOT NULL, `bookingDate` datetime NOT NULL, `priceCents` int NOT NULL, `payment` tinyint NOT NULL DEFAULT 0, `paymentMethod` varchar(40) NULL, `transitionID` varchar(255) NULL, `paymentDate` datetime NULL, INDEX `IDX_orders_customer_created` (`customerId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `wishlist_entries` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `userId` varchar(36) NOT NULL, `productId` varchar(36) NOT NULL, UNIQUE INDEX `UQ_wishlist_user_product` (`userId`, `productId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `products` ADD CONSTRAINT `FK_ff56834e735fa78a15d0cf21926` FOREIGN KEY (`categoryId`) REFERENCES `categories`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `products` ADD CONSTRAINT `FK_ea86d0c514c4ecbb5694cbf57df` FOREIGN KEY (`brandId`) REFERENCES `brands`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `products` ADD CONSTRAINT `FK_76ec85a3cf5734a18f3fecda246` FOREIGN KEY (`authorId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `orders` ADD CONSTRAINT `FK_8624dad595ae567818ad9983b33` FOREIGN KEY (`productId`) REFERENCES `products`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `orders` ADD CONSTRAINT `FK_6179b69bee9eaaf75bfdffda4d0` FOREIGN KEY (`productAuthorId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `orders` ADD CONSTRAINT `FK_e5de51ca888d8b1f5ac25799dd1` FOREIGN KEY (`customerId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `wishlist_entries` ADD CONSTRAINT `FK_02acccf5cd82ef8b30548b4ea56` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `wishlist_entries` ADD CONSTRAINT `FK_caf964a6cb56450b5ad16c6fefa` FOREIGN KEY (`productId`) REFERENCES `products`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `wishlist_entries` DROP FOREIGN KEY `FK_caf964a6cb56450b5ad16c6fefa`',
    );
    await queryRunner.query(
      'ALTER TABLE `wishlist_entries` DROP FOREIGN KEY `FK_02acccf5cd82ef8b30548b4ea56`',
    );
    await queryRunner.query('ALTER TABLE `orders` DROP FOREIGN KEY `FK_e5de51ca888d8b1f5ac25799dd1`');
    await queryRunner.query('ALTER TABLE `orders` DROP FOREIGN KEY `FK_6179b69bee9eaaf75bfdffda4d0`');
    await queryRunner.query('ALTER TABLE `orders` DROP FOREIGN KEY `FK_8624dad595ae567818ad9983b33`');
    await queryRunner.query('ALTER TABLE `products` DROP FOREIGN KEY `FK_76ec85a3cf5734a18f3fecda246`');
    await queryRunner.query('ALTER TABLE `products` DROP FOREIGN KEY `FK_ea86d0c514c4ecbb5694cbf57df`');
    await queryRunner.query('ALTER TABLE `products` DROP FOREIGN KEY `FK_ff56834e735fa78a15d0cf21926`');
    await queryRunner.query('DROP INDEX `UQ_wishlist_user_product` ON `wishlist_entries`');
    await queryRunner.query('DROP TABLE `wishlist_entries`');
    await queryRunner.query('DROP INDEX `IDX_orders_customer_created` ON `orders`');
    await queryRunner.query('DROP TABLE `orders`');
    await queryRunner.query('DROP INDEX `IDX_products_sold_created` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_category_sold_created` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_advertise_sold_created` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_author_created` ON `products`');
    await queryRunner.query('DROP TABLE `products`');
    await queryRunner.query('DROP INDEX `IDX_97672ac88f789774dd47f7c8be` ON `users`');
    await queryRunner.query('DROP TABLE `users`');
    await queryRunner.query('DROP INDEX `IDX_bf37577410b53f5bc94bcf49d3` ON `categories`');
    await queryRunner.query('DROP INDEX `IDX_8b0be371d28245da6e4f4b6187` ON `categories`');
    await queryRunner.query('DROP TABLE `categories`');
    await queryRunner.query('DROP INDEX `IDX_894d4a376e9d8742cd41f732e5` ON `brands`');
    await queryRunner.query('DROP INDEX `IDX_96db6bbbaa6f23cad26871339b` ON `brands`');
    await queryRunner.query('DROP TABLE `brands`');
  }
}
