import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cheapest first sorts by price ascending, then newest first: mixed directions, which IDX_products_public_price
 * (read backwards for most expensive first) cannot serve, so every page sorted the whole catalogue. Written by
 * hand: TypeORM's @Index has no per-column direction (the entity declares it with synchronize: false).
 */
export class CheapestFirstIndex1795400000000 implements MigrationInterface {
  name = 'CheapestFirstIndex1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_products_public_price_asc" ON "products" ("sold", "deletedAt", "takenDownAt", "heldForReviewAt", "sellPriceCents" ASC, "createdAt" DESC, "id" DESC)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_products_public_price_asc"');
  }
}
