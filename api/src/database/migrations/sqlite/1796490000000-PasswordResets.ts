import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Forgotten passwords (their mailed links) and each account's session epoch, which a new password moves on. */
export class PasswordResets1796490000000 implements MigrationInterface {
  name = 'PasswordResets1796490000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "sessionEpoch" integer NOT NULL DEFAULT (0)');
    await queryRunner.query(
      'CREATE TABLE "password_resets" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "email" varchar(254) NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_password_resets_token" ON "password_resets" ("tokenHash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_password_resets_user_created" ON "password_resets" ("userId", "createdAt") ',
    );
    // As UpdatedAtTriggers does for every table with an updatedAt column.
    await queryRunner.query(
      'CREATE TRIGGER "TRG_password_resets_updatedAt" AFTER UPDATE ON "password_resets" FOR EACH ROW ' +
        'WHEN NEW."updatedAt" IS OLD."updatedAt" BEGIN ' +
        'UPDATE "password_resets" SET "updatedAt" = strftime(\'%Y-%m-%d %H:%M:%f\', \'now\') WHERE "id" = NEW."id"; END',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "TRG_password_resets_updatedAt"');
    await queryRunner.query('DROP INDEX "IDX_password_resets_user_created"');
    await queryRunner.query('DROP INDEX "UQ_password_resets_token"');
    await queryRunner.query('DROP TABLE "password_resets"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "sessionEpoch"');
  }
}
