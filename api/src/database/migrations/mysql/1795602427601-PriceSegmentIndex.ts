import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PriceSegmentIndex1795602427601 implements MigrationInterface {
  name = 'PriceSegmentIndex1795602427601';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX `IDX_products_price_segment` ON `products` (`brandId`, `model`, `purchaseMonth`, `mileageKm`, `sellPriceCents`, `sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_products_price_segment` ON `products`');
  }
}
