import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SellerNotices1796600000000 implements MigrationInterface {
  name = 'SellerNotices1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "ALTER TABLE `notifications` CHANGE `kind` `kind` enum ('saved-search', 'price-drop', 'account-warning', 'booking-canceled', 'listing-taken-down') NOT NULL",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "DELETE FROM `notifications` WHERE `kind` IN ('booking-canceled', 'listing-taken-down')",
    );
    await queryRunner.query(
      "ALTER TABLE `notifications` CHANGE `kind` `kind` enum ('saved-search', 'price-drop', 'account-warning') NOT NULL",
    );
  }
}
