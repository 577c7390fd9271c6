import type { MigrationInterface, QueryRunner } from 'typeorm';

const PRICE_SEGMENT_INDEX =
  '`brandId`, `model`, `purchaseMonth`, `mileageKm`, `sellPriceCents`, `sold`, `deletedAt`, `takenDownAt`, `heldForReviewAt`';

/**
 * Price ratings count established sellers only, each a few times a window: the segments are emptied (the API
 * rebuilds them at start under the new rule) and keep the ids each leaves out; the refresh reads sellers and ids
 * from the index; the standing pass finds accounts by age and orders by payment.
 */
export class EstablishedSellers1796440000000 implements MigrationInterface {
  name = 'EstablishedSellers1796440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM `price_segments`');
    await queryRunner.query('ALTER TABLE `price_segments` ADD `leftOutIds` text NOT NULL');
    await queryRunner.query('DROP INDEX `IDX_products_price_segment` ON `products`');
    await queryRunner.query(
      `CREATE INDEX \`IDX_products_price_segment\` ON \`products\` (${PRICE_SEGMENT_INDEX}, \`authorId\`, \`id\`)`,
    );
    await queryRunner.query('CREATE INDEX `IDX_users_created` ON `users` (`createdAt`)');
    await queryRunner.query('CREATE INDEX `IDX_orders_paid` ON `orders` (`paymentDate`)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_orders_paid` ON `orders`');
    await queryRunner.query('DROP INDEX `IDX_users_created` ON `users`');
    await queryRunner.query('DROP INDEX `IDX_products_price_segment` ON `products`');
    await queryRunner.query(
      `CREATE INDEX \`IDX_products_price_segment\` ON \`products\` (${PRICE_SEGMENT_INDEX})`,
    );
    await queryRunner.query('DELETE FROM `price_segments`');
    await queryRunner.query('ALTER TABLE `price_segments` DROP COLUMN `leftOutIds`');
  }
}
