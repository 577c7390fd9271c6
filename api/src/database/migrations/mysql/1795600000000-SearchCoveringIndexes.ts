import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two covering indexes for the varied searches of /cars (see Product): counting a search's matches (up to
 * SEARCH_COUNT_CAP) and the facets' sample of the newest cars read only index entries, never the rows.
 */
export class SearchCoveringIndexes1795600000000 implements MigrationInterface {
  name = 'SearchCoveringIndexes1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX `IDX_products_public_search` ON `products` (`sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `sellPriceCents`, `categoryId`, `brandId`, `purchaseMonth`, `mileageKm`, `fuel`, `transmission`, `model`, `authorId`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_products_public_sample` ON `products` (`sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `createdAt`, `brandId`, `categoryId`, `fuel`, `transmission`, `sellPriceCents`, `purchaseMonth`, `mileageKm`, `model`, `authorId`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_products_public_sample` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_public_search` ON `products`');
  }
}
