import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Text search (GET /products?q=) narrows by this index before its LIKE: see ListingQueries.matchText. MySQL only
 * (SQLite keeps LIKE alone); building it on a million listings takes about a minute. Written by hand: the entity
 * declares it with synchronize: false, so TypeORM neither creates it on SQLite nor drops it here.
 */
export class SearchTextIndex1795400100000 implements MigrationInterface {
  name = 'SearchTextIndex1795400100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE FULLTEXT INDEX `IDX_products_text` ON `products` (`name`, `description`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_products_text` ON `products`');
  }
}
