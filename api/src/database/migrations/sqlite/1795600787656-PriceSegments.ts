import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PriceSegments1795600787656 implements MigrationInterface {
  name = 'PriceSegments1795600787656';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "price_segments" ("segmentKey" varchar(120) PRIMARY KEY NOT NULL, "brandId" varchar(36) NOT NULL, "modelKey" varchar(60) NOT NULL, "year" smallint NOT NULL, "band" integer NOT NULL, "comparableCount" integer NOT NULL, "middleOffset" integer NOT NULL, "middlePrices" text NOT NULL, "refreshedAt" datetime NOT NULL)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_price_segments_model" ON "price_segments" ("brandId", "modelKey") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_price_segments_model"');
    await queryRunner.query('DROP TABLE "price_segments"');
  }
}
