import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VehicleFacts1795590203144 implements MigrationInterface {
  name = 'VehicleFacts1795590203144';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `products` ADD `model` varchar(60) NULL');
    await queryRunner.query('ALTER TABLE `products` ADD `mileageKm` int NULL');
    await queryRunner.query(
      "ALTER TABLE `products` ADD `fuel` enum ('Petrol', 'Diesel', 'Hybrid', 'Electric', 'CNG', 'LPG') NULL",
    );
    await queryRunner.query("ALTER TABLE `products` ADD `transmission` enum ('Automatic', 'Manual') NULL");
    await queryRunner.query('ALTER TABLE `products` ADD `previousOwners` smallint NULL');
    await queryRunner.query('ALTER TABLE `products` ADD `color` varchar(30) NULL');
    await queryRunner.query('ALTER TABLE `products` ADD `engineCc` int NULL');
    await queryRunner.query('ALTER TABLE `products` ADD `vin` varchar(17) NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `vin`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `engineCc`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `color`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `previousOwners`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `transmission`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `fuel`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `mileageKm`');
    await queryRunner.query('ALTER TABLE `products` DROP COLUMN `model`');
  }
}
