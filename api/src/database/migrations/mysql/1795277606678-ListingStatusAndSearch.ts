import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ListingStatusAndSearch1795277606678 implements MigrationInterface {
  name = 'ListingStatusAndSearch1795277606678';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `products` ADD `takenDownAt` datetime NULL');
    await queryRunner.query('ALTER TABLE `products` ADD `takedownReason` varchar(500) NULL');
    await queryRunner.query('ALTER TABLE `products` ADD `deletedAt` datetime NULL');
    await queryRunner.query('CREATE INDEX `IDX_products_sold_month` ON `products` (`sold`, `purchaseMonth`)');
    await queryRunner.query(
      'CREATE INDEX `IDX_products_sold_price` ON `products` (`sold`, `sellPriceCents`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_products_brand_sold_created` ON `products` (`brandId`, `sold`, `createdAt`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // InnoDB gave the brand foreign key this index in place of its own: drop the key with it, then add it back
    // (which recreates the key's own index).
    await queryRunner.query('ALTER TABLE `products` DROP FOREIGN KEY `FK_ea86d0c514c4ecbb5694cbf57df`');
    await queryRunner.query('DROP INDEX `IDX_products_brand_sold_created` ON `products`');
    await queryRunner.query(
      'ALTER TABLE `products` ADD CONSTRAINT `FK_ea86d0c514c4ecbb5694cbf57df` FOREIGN KEY (`brandId`) REFERENCES `brands`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query('DROP INDEX `IDX_products_sold_price` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_sold_month` ON `products`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `deletedAt`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `takedownReason`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `takenDownAt`');
  }
}
