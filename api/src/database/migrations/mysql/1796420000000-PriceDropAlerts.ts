import type { MigrationInterface, QueryRunner } from 'typeorm';

// A wish-list entry keeps the lowest price its wish-lister was told of, and when: existing entries start from the
// car's price now, as if they had just been listed.
export class PriceDropAlerts1796420000000 implements MigrationInterface {
  name = 'PriceDropAlerts1796420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `wishlist_entries` ADD `priceToldCents` int NOT NULL');
    await queryRunner.query('ALTER TABLE `wishlist_entries` ADD `priceToldAt` datetime NULL');
    await queryRunner.query(
      'UPDATE `wishlist_entries` `entry` INNER JOIN `products` `product` ON `product`.`id` = `entry`.`productId` ' +
        'SET `entry`.`priceToldCents` = `product`.`sellPriceCents`, `entry`.`updatedAt` = `entry`.`updatedAt`',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `wishlist_entries` DROP COLUMN `priceToldAt`');
    await queryRunner.query('ALTER TABLE `wishlist_entries` DROP COLUMN `priceToldCents`');
  }
}
