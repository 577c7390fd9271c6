import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The search index's catch-up reads the rating segments refreshed since a time (search-index.service.ts). */
export class SegmentsRefreshedIndex1796300000000 implements MigrationInterface {
  name = 'SegmentsRefreshedIndex1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX `IDX_price_segments_refreshed` ON `price_segments` (`refreshedAt`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_price_segments_refreshed` ON `price_segments`');
  }
}
