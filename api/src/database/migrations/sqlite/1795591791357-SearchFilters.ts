import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The indexes of the /cars filters and sorts (see Product). Generated, but for IDX_products_public_mileage, written
 * by hand: lowest mileage first, then newest first, needs per-column directions, which @Index cannot declare.
 */
export class SearchFilters1795591791357 implements MigrationInterface {
  name = 'SearchFilters1795591791357';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_products_sold_month"');
    await queryRunner.query(
      'CREATE INDEX "IDX_products_fuel_public_created" ON "products" ("fuel", "transmission", "sold", "deletedAt", "takenDownAt", "heldForReviewAt", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_brand_public_model" ON "products" ("brandId", "sold", "deletedAt", "takenDownAt", "heldForReviewAt", "model", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_public_month" ON "products" ("sold", "deletedAt", "takenDownAt", "heldForReviewAt", "purchaseMonth", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_public_mileage" ON "products" ("sold", "deletedAt", "takenDownAt", "heldForReviewAt", "mileageKm" ASC, "createdAt" DESC, "id" DESC)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_products_public_mileage"');
    await queryRunner.query('DROP INDEX "IDX_products_public_month"');
    await queryRunner.query('DROP INDEX "IDX_products_brand_public_model"');
    await queryRunner.query('DROP INDEX "IDX_products_fuel_public_created"');
    await queryRunner.query(
      'CREATE INDEX "IDX_products_sold_month" ON "products" ("sold", "purchaseMonth") ',
    );
  }
}
