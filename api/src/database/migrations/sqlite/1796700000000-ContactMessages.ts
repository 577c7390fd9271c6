import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The contact form's messages, for the admins to read and mark handled. */
export class ContactMessages1796700000000 implements MigrationInterface {
  name = 'ContactMessages1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(100) NOT NULL, "email" varchar(254) NOT NULL, "topic" varchar CHECK( "topic" IN (\'buying\',\'selling\',\'payment\',\'account\',\'safety\',\'other\') ) NOT NULL, "message" text NOT NULL, "userId" varchar(36), "handledAt" datetime, "handledById" varchar(36), CONSTRAINT "FK_c4f2c2dac3ce280013b8d39dd48" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_11c271a603160dd0a4226b69caa" FOREIGN KEY ("handledById") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_handled_created" ON "contact_messages" ("handledAt", "createdAt") ',
    );
    // As UpdatedAtTriggers does for every table with an updatedAt column.
    await queryRunner.query(
      'CREATE TRIGGER "TRG_contact_messages_updatedAt" AFTER UPDATE ON "contact_messages" FOR EACH ROW ' +
        'WHEN NEW."updatedAt" IS OLD."updatedAt" BEGIN ' +
        'UPDATE "contact_messages" SET "updatedAt" = strftime(\'%Y-%m-%d %H:%M:%f\', \'now\') WHERE "id" = NEW."id"; END',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "TRG_contact_messages_updatedAt"');
    await queryRunner.query('DROP INDEX "IDX_contact_messages_handled_created"');
    await queryRunner.query('DROP TABLE "contact_messages"');
  }
}
