import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The FULLTEXT index over (name, description): no search reads it since text searches match the stored words
 * (`searchWords`, docs/search.md "Words"), and InnoDB kept it up to date on every listing written. MySQL only, as was
 * the index.
 */
export class DropSearchTextIndex1796950000000 implements MigrationInterface {
  name = 'DropSearchTextIndex1796950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_products_text` ON `products`');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE FULLTEXT INDEX `IDX_products_text` ON `products` (`name`, `description`)',
    );
  }
}
