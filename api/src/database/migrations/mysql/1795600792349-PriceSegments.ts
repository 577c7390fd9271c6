import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PriceSegments1795600792349 implements MigrationInterface {
  name = 'PriceSegments1795600792349';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `price_segments` (`segmentKey` varchar(120) NOT NULL, `brandId` varchar(36) NOT NULL, `modelKey` varchar(60) NOT NULL, `year` smallint NOT NULL, `band` int NOT NULL, `comparableCount` int NOT NULL, `middleOffset` int NOT NULL, `middlePrices` text NOT NULL, `refreshedAt` datetime NOT NULL, INDEX `IDX_price_segments_model` (`brandId`, `modelKey`), PRIMARY KEY (`segmentKey`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_price_segments_model` ON `price_segments`');
    await queryRunner.query('DROP TABLE `price_segments`');
  }
}
