import type { MigrationInterface, QueryRunner } from 'typeorm';
import { fillSearchWords } from '../fill-search-words';

/**
 * A listing's words for text searches (`searchWords`: its name, description, model, fuel, gearbox, year and place,
 * by the rules of catalog/search-words.ts), written by the listing's writer and here for the listings kept before,
 * with the table's updatedAt trigger (UpdatedAtTriggers) set aside meanwhile: nobody edited them.
 */
export class SearchWords1796800000000 implements MigrationInterface {
  name = 'SearchWords1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD COLUMN "searchWords" text NOT NULL DEFAULT ('')`);
    const [{ sql: trigger }] = (await queryRunner.query(
      `SELECT "sql" FROM "sqlite_master" WHERE "type" = 'trigger' AND "name" = 'TRG_products_updatedAt'`,
    )) as [{ sql: string }];
    await queryRunner.query('DROP TRIGGER "TRG_products_updatedAt"');
    await fillSearchWords(queryRunner);
    await queryRunner.query(trigger);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "products" DROP COLUMN "searchWords"');
  }
}
