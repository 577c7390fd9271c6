import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountTrust1795469335685 implements MigrationInterface {
  name = 'AccountTrust1795469335685';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `users` ADD `emailVerifiedAt` datetime NULL');
    await queryRunner.query('ALTER TABLE `reports` ADD `countsTowardHold` tinyint NOT NULL DEFAULT 1');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `reports` DROP COLUMN `countsTowardHold`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `emailVerifiedAt`');
  }
}
