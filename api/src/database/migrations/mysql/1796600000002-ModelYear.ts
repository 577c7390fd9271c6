import type { MigrationInterface, QueryRunner } from 'typeorm';

// The three indexes that read a listing's year from their entries get the model year beside the purchase month.
const INDEXES = {
  IDX_products_price_segment: [
    '`brandId`, `model`, `purchaseMonth`, `mileageKm`, `sellPriceCents`, `sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `authorId`, `id`',
    '`brandId`, `model`, `purchaseMonth`, `modelYear`, `mileageKm`, `sellPriceCents`, `sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `authorId`, `id`',
  ],
  IDX_products_public_search: [
    '`sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `sellPriceCents`, `categoryId`, `brandId`, `purchaseMonth`, `mileageKm`, `fuel`, `transmission`, `model`, `authorId`',
    '`sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `sellPriceCents`, `categoryId`, `brandId`, `purchaseMonth`, `modelYear`, `mileageKm`, `fuel`, `transmission`, `model`, `authorId`',
  ],
  IDX_products_public_sample: [
    '`sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `createdAt`, `brandId`, `categoryId`, `fuel`, `transmission`, `sellPriceCents`, `purchaseMonth`, `mileageKm`, `model`, `authorId`',
    '`sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `createdAt`, `brandId`, `categoryId`, `fuel`, `transmission`, `sellPriceCents`, `purchaseMonth`, `modelYear`, `mileageKm`, `model`, `authorId`',
  ],
} as const;

/**
 * The model year (year of manufacture), beside the month of purchase. Existing listings keep it null: their year of manufacture was never asked, and the purchase year is not it.
 */
export class ModelYear1796600000002 implements MigrationInterface {
  name = 'ModelYear1796600000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `products` ADD `modelYear` smallint NULL');
    await this.reindex(queryRunner, 1);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.reindex(queryRunner, 0);
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `modelYear`');
  }

  private async reindex(queryRunner: QueryRunner, version: 0 | 1): Promise<void> {
    for (const [name, columns] of Object.entries(INDEXES)) {
      await queryRunner.query(`DROP INDEX \`${name}\` ON \`products\``);
      await queryRunner.query(`CREATE INDEX \`${name}\` ON \`products\` (${columns[version]})`);
    }
  }
}
