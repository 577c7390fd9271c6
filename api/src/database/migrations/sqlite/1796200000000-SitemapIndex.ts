import type { MigrationInterface, QueryRunner } from 'typeorm';

// The sitemap's keyset pages of listed cars (GET /products/sitemap), read from the index alone.
export class SitemapIndex1796200000000 implements MigrationInterface {
  name = 'SitemapIndex1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_products_public_id" ON "products" ("sold", "deletedAt", "takenDownAt", "heldForReviewAt", "id", "updatedAt", "authorId") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_products_public_id"');
  }
}
