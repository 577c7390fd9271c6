import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PriceHistory1795591427065 implements MigrationInterface {
  name = 'PriceHistory1795591427065';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `products` ADD `priceHistory` text NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `priceHistory`');
  }
}
