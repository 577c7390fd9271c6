import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEGMENT_COLUMNS =
  '"segmentKey" varchar(120) PRIMARY KEY NOT NULL, "brandId" varchar(36) NOT NULL, "modelKey" varchar(60) NOT NULL, "year" smallint NOT NULL, "band" integer NOT NULL, "comparableCount" integer NOT NULL, "middleOffset" integer NOT NULL, "middlePrices" text NOT NULL, "refreshedAt" datetime NOT NULL';
const PRICE_SEGMENT_INDEX =
  '"brandId", "model", "purchaseMonth", "mileageKm", "sellPriceCents", "sold", "deletedAt", "takenDownAt", "heldForReviewAt"';

/**
 * Price ratings count established sellers only, each a few times a window: the segments are made again (empty, so
 * the API rebuilds them at start under the new rule) with the ids each leaves out; the refresh reads sellers and
 * ids from the index; the standing pass finds accounts by age and orders by payment.
 */
export class EstablishedSellers1796440000000 implements MigrationInterface {
  name = 'EstablishedSellers1796440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.makeSegments(queryRunner, `${SEGMENT_COLUMNS}, "leftOutIds" text NOT NULL`);
    await queryRunner.query('DROP INDEX "IDX_products_price_segment"');
    await queryRunner.query(
      `CREATE INDEX "IDX_products_price_segment" ON "products" (${PRICE_SEGMENT_INDEX}, "authorId", "id") `,
    );
    await queryRunner.query('CREATE INDEX "IDX_users_created" ON "users" ("createdAt") ');
    await queryRunner.query('CREATE INDEX "IDX_orders_paid" ON "orders" ("paymentDate") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_orders_paid"');
    await queryRunner.query('DROP INDEX "IDX_users_created"');
    await queryRunner.query('DROP INDEX "IDX_products_price_segment"');
    await queryRunner.query(
      `CREATE INDEX "IDX_products_price_segment" ON "products" (${PRICE_SEGMENT_INDEX}) `,
    );
    await this.makeSegments(queryRunner, SEGMENT_COLUMNS);
  }

  private async makeSegments(queryRunner: QueryRunner, columns: string): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_price_segments_refreshed"');
    await queryRunner.query('DROP INDEX "IDX_price_segments_model"');
    await queryRunner.query('DROP TABLE "price_segments"');
    await queryRunner.query(`CREATE TABLE "price_segments" (${columns})`);
    await queryRunner.query(
      'CREATE INDEX "IDX_price_segments_model" ON "price_segments" ("brandId", "modelKey") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_price_segments_refreshed" ON "price_segments" ("refreshedAt") ',
    );
  }
}
