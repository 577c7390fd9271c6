import type { MigrationInterface, QueryRunner } from 'typeorm';

// Existing listings keep null: their one image is the cover.
export class ListingPhotos1795700000000 implements MigrationInterface {
  name = 'ListingPhotos1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `products` ADD `images` text NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `images`');
  }
}
