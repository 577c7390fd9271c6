import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PublicListIndexes1795302754833 implements MigrationInterface {
  name = 'PublicListIndexes1795302754833';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Create before dropping: the foreign keys on categoryId and brandId always keep an index.
    await queryRunner.query(
      'CREATE INDEX `IDX_products_public_price` ON `products` (`sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `sellPriceCents`, `createdAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_products_advertise_public_created` ON `products` (`advertise`, `sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `createdAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_products_brand_public_created` ON `products` (`brandId`, `sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `createdAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_products_category_public_created` ON `products` (`categoryId`, `sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `createdAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_products_public_created` ON `products` (`sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`, `createdAt`)',
    );
    await queryRunner.query('DROP INDEX `IDX_products_advertise_sold_created` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_category_sold_created` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_sold_created` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_sold_price` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_brand_sold_created` ON `products`');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Create before dropping: the foreign keys on categoryId and brandId always keep an index.
    await queryRunner.query(
      'CREATE INDEX `IDX_products_brand_sold_created` ON `products` (`brandId`, `sold`, `createdAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_products_sold_price` ON `products` (`sold`, `sellPriceCents`)',
    );
    await queryRunner.query('CREATE INDEX `IDX_products_sold_created` ON `products` (`sold`, `createdAt`)');
    await queryRunner.query(
      'CREATE INDEX `IDX_products_category_sold_created` ON `products` (`categoryId`, `sold`, `createdAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_products_advertise_sold_created` ON `products` (`advertise`, `sold`, `createdAt`)',
    );
    await queryRunner.query('DROP INDEX `IDX_products_public_created` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_category_public_created` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_brand_public_created` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_advertise_public_created` ON `products`');
    await queryRunner.query('DROP INDEX `IDX_products_public_price` ON `products`');
  }
}
