import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: SQLite adds the column in place (the generator would copy the whole table).
export class PriceHistory1795591427000 implements MigrationInterface {
  name = 'PriceHistory1795591427000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "products" ADD COLUMN "priceHistory" text');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "products" DROP COLUMN "priceHistory"');
  }
}
