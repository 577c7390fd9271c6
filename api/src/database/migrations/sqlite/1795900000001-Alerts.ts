import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Alerts1795900000001 implements MigrationInterface {
  name = 'Alerts1795900000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "notifications" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "kind" varchar CHECK( "kind" IN (\'saved-search\',\'price-drop\') ) NOT NULL, "title" varchar(200) NOT NULL, "text" varchar(500) NOT NULL, "link" varchar(300) NOT NULL, "readAt" datetime)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_notifications_user_read" ON "notifications" ("userId", "readAt") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_notifications_user_id" ON "notifications" ("userId", "id") ');
    await queryRunner.query(
      'CREATE TABLE "alert_cursors" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "lastCreatedAt" datetime NOT NULL, "lastId" varchar(36) NOT NULL, "leaseUntil" datetime)',
    );
    await queryRunner.query(
      'CREATE TABLE "saved_searches" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "name" varchar(80) NOT NULL, "query" text NOT NULL, "emailAlerts" boolean NOT NULL DEFAULT (1), "brand" varchar(60), "category" varchar(60), "minPriceCents" integer, "maxPriceCents" integer, "unsubscribeToken" varchar(64) NOT NULL, "lastMailedAt" datetime)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_saved_searches_unsubscribe" ON "saved_searches" ("unsubscribeToken") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_saved_searches_brand_category" ON "saved_searches" ("brand", "category") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_saved_searches_user" ON "saved_searches" ("userId", "id") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_saved_searches_user"');
    await queryRunner.query('DROP INDEX "IDX_saved_searches_brand_category"');
    await queryRunner.query('DROP INDEX "UQ_saved_searches_unsubscribe"');
    await queryRunner.query('DROP TABLE "saved_searches"');
    await queryRunner.query('DROP TABLE "alert_cursors"');
    await queryRunner.query('DROP INDEX "IDX_notifications_user_id"');
    await queryRunner.query('DROP INDEX "IDX_notifications_user_read"');
    await queryRunner.query('DROP TABLE "notifications"');
  }
}
