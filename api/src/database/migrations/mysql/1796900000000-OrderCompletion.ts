import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a paid order's deal completed (the car changed hands): what gives its buyer the right to review the seller. */
export class OrderCompletion1796900000000 implements MigrationInterface {
  name = 'OrderCompletion1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `orders` ADD `completedAt` datetime NULL DEFAULT NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `completedAt`');
  }
}
