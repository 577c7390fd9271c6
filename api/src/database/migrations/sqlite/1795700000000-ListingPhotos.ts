import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: SQLite adds the column in place (the generator would copy the whole table). Existing listings
// keep null: their one image is the cover.
export class ListingPhotos1795700000000 implements MigrationInterface {
  name = 'ListingPhotos1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "products" ADD COLUMN "images" text');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "products" DROP COLUMN "images"');
  }
}
