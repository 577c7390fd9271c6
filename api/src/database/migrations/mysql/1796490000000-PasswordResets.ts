import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Forgotten passwords (their mailed links) and each account's session epoch, which a new password moves on. */
export class PasswordResets1796490000000 implements MigrationInterface {
  name = 'PasswordResets1796490000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `users` ADD `sessionEpoch` int NOT NULL DEFAULT '0'");
    await queryRunner.query(
      'CREATE TABLE `password_resets` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `userId` varchar(36) NOT NULL, `email` varchar(254) NOT NULL, `tokenHash` varchar(64) NOT NULL, `expiresAt` datetime NOT NULL, `usedAt` datetime NULL, UNIQUE INDEX `UQ_password_resets_token` (`tokenHash`), INDEX `IDX_password_resets_user_created` (`userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `password_resets`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `sessionEpoch`');
  }
}
