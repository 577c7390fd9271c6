import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The search index's catch-up reads the listings and accounts changed since a time (search-index.service.ts). */
export class ChangedSinceIndexes1796100000000 implements MigrationInterface {
  name = 'ChangedSinceIndexes1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX "IDX_products_updated" ON "products" ("updatedAt")');
    await queryRunner.query('CREATE INDEX "IDX_users_updated" ON "users" ("updatedAt")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_users_updated"');
    await queryRunner.query('DROP INDEX "IDX_products_updated"');
  }
}
