import type { MigrationInterface, QueryRunner } from 'typeorm';
import { fillSearchWords } from '../fill-search-words';

/**
 * A listing's words for text searches (`searchWords`: its name, description, model, fuel, gearbox, year and place,
 * by the rules of catalog/search-words.ts), written by the listing's writer and here for the listings kept before.
 */
export class SearchWords1796800000000 implements MigrationInterface {
  name = 'SearchWords1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `products` ADD `searchWords` text NOT NULL DEFAULT ''");
    await fillSearchWords(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `searchWords`');
  }
}
