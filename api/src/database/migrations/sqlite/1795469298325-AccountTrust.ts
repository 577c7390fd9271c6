import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: the generator rebuilds both tables, and renaming `users` away and back rewrites the foreign keys
// of every table that refers to it. Adding and dropping a column leaves them alone.
export class AccountTrust1795469298325 implements MigrationInterface {
  name = 'AccountTrust1795469298325';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "emailVerifiedAt" datetime');
    await queryRunner.query(
      'ALTER TABLE "reports" ADD COLUMN "countsTowardHold" boolean NOT NULL DEFAULT (1)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reports" DROP COLUMN "countsTowardHold"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "emailVerifiedAt"');
  }
}
