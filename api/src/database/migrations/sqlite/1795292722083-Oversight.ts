import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Oversight1795292722083 implements MigrationInterface {
  name = 'Oversight1795292722083';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_log" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL, "actorId" varchar(36) NOT NULL, "action" varchar(40) NOT NULL, "targetType" varchar(20) NOT NULL, "targetId" varchar(36) NOT NULL, "targetLabel" varchar(255) NOT NULL, "valuesBefore" text, "valuesAfter" text)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_action_created" ON "audit_log" ("action", "createdAt", "id") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("createdAt", "id") ');
    await queryRunner.query(
      'CREATE TABLE "reports" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "reporterId" varchar(36) NOT NULL, "reason" varchar CHECK( "reason" IN (\'scam\',\'already_sold\',\'wrong_details\',\'offensive\',\'other\') ) NOT NULL, "note" varchar(500), "resolvedAt" datetime, "resolution" varchar CHECK( "resolution" IN (\'dismissed\',\'taken_down\') ), "resolvedById" varchar(36))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_reports_open_product" ON "reports" ("resolvedAt", "productId") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_reports_product_reporter" ON "reports" ("productId", "reporterId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_products_author_created"');
    await queryRunner.query('DROP INDEX "IDX_products_advertise_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_category_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_month"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_price"');
    await queryRunner.query('DROP INDEX "IDX_products_brand_sold_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_products" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(120) NOT NULL, "description" text NOT NULL, "categoryId" varchar(36) NOT NULL, "brandId" varchar(36) NOT NULL, "condition" varchar CHECK( "condition" IN (\'Excellent\',\'Good\',\'Fair\') ) NOT NULL, "originalPriceCents" integer NOT NULL, "sellPriceCents" integer NOT NULL, "location" varchar CHECK( "location" IN (\'Dhaka\',\'Chittagong\',\'Borishal\',\'Cumilla\',\'Feni\',\'Pabna\',\'Noakhali\') ) NOT NULL, "purchaseMonth" varchar(7) NOT NULL, "mobile" varchar(32) NOT NULL, "imageUrl" varchar(255) NOT NULL, "thumbUrl" varchar(255) NOT NULL, "authorId" varchar(36) NOT NULL, "advertise" boolean NOT NULL DEFAULT (0), "sold" boolean NOT NULL DEFAULT (0), "takenDownAt" datetime, "takedownReason" varchar(500), "deletedAt" datetime, "saleOrderId" varchar(36), "openReportCount" integer NOT NULL DEFAULT (0), "heldForReviewAt" datetime, CONSTRAINT "FK_76ec85a3cf5734a18f3fecda246" FOREIGN KEY ("authorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ff56834e735fa78a15d0cf21926" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ea86d0c514c4ecbb5694cbf57df" FOREIGN KEY ("brandId") REFERENCES "brands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_products"("id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold", "takenDownAt", "takedownReason", "deletedAt", "saleOrderId") SELECT "id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold", "takenDownAt", "takedownReason", "deletedAt", "saleOrderId" FROM "products"',
    );
    await queryRunner.query('DROP TABLE "products"');
    await queryRunner.query('ALTER TABLE "temporary_products" RENAME TO "products"');
    await queryRunner.query(
      'CREATE INDEX "IDX_products_author_created" ON "products" ("authorId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_advertise_sold_created" ON "products" ("advertise", "sold", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_category_sold_created" ON "products" ("categoryId", "sold", "createdAt") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_products_sold_created" ON "products" ("sold", "createdAt") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_products_sold_month" ON "products" ("sold", "purchaseMonth") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_sold_price" ON "products" ("sold", "sellPriceCents") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_brand_sold_created" ON "products" ("brandId", "sold", "createdAt") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_products_open_reports" ON "products" ("openReportCount") ');
    await queryRunner.query('DROP INDEX "IDX_audit_log_action_created"');
    await queryRunner.query('DROP INDEX "IDX_audit_log_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_audit_log" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL, "actorId" varchar(36) NOT NULL, "action" varchar(40) NOT NULL, "targetType" varchar(20) NOT NULL, "targetId" varchar(36) NOT NULL, "targetLabel" varchar(255) NOT NULL, "valuesBefore" text, "valuesAfter" text, CONSTRAINT "FK_cb6aa6f6fd56f08eafb60316225" FOREIGN KEY ("actorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_audit_log"("id", "createdAt", "actorId", "action", "targetType", "targetId", "targetLabel", "valuesBefore", "valuesAfter") SELECT "id", "createdAt", "actorId", "action", "targetType", "targetId", "targetLabel", "valuesBefore", "valuesAfter" FROM "audit_log"',
    );
    await queryRunner.query('DROP TABLE "audit_log"');
    await queryRunner.query('ALTER TABLE "temporary_audit_log" RENAME TO "audit_log"');
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_action_created" ON "audit_log" ("action", "createdAt", "id") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("createdAt", "id") ');
    await queryRunner.query('DROP INDEX "IDX_reports_open_product"');
    await queryRunner.query('DROP INDEX "UQ_reports_product_reporter"');
    await queryRunner.query(
      'CREATE TABLE "temporary_reports" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "reporterId" varchar(36) NOT NULL, "reason" varchar CHECK( "reason" IN (\'scam\',\'already_sold\',\'wrong_details\',\'offensive\',\'other\') ) NOT NULL, "note" varchar(500), "resolvedAt" datetime, "resolution" varchar CHECK( "resolution" IN (\'dismissed\',\'taken_down\') ), "resolvedById" varchar(36), CONSTRAINT "FK_3acdb4c6389dc0a795ebcb38b50" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4353be8309ce86650def2f8572d" FOREIGN KEY ("reporterId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_96c48f2061ac14169c54a3f2d0e" FOREIGN KEY ("resolvedById") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_reports"("id", "createdAt", "updatedAt", "productId", "reporterId", "reason", "note", "resolvedAt", "resolution", "resolvedById") SELECT "id", "createdAt", "updatedAt", "productId", "reporterId", "reason", "note", "resolvedAt", "resolution", "resolvedById" FROM "reports"',
    );
    await queryRunner.query('DROP TABLE "reports"');
    await queryRunner.query('ALTER TABLE "temporary_reports" RENAME TO "reports"');
    await queryRunner.query(
      'CREATE INDEX "IDX_reports_open_product" ON "reports" ("resolvedAt", "productId") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_reports_product_reporter" ON "reports" ("productId", "reporterId") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_reports_product_reporter"');
    await queryRunner.query('DROP INDEX "IDX_reports_open_product"');
    await queryRunner.query('ALTER TABLE "reports" RENAME TO "temporary_reports"');
    await queryRunner.query(
      'CREATE TABLE "reports" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "reporterId" varchar(36) NOT NULL, "reason" varchar CHECK( "reason" IN (\'scam\',\'already_sold\',\'wrong_details\',\'offensive\',\'other\') ) NOT NULL, "note" varchar(500), "resolvedAt" datetime, "resolution" varchar CHECK( "resolution" IN (\'dismissed\',\'taken_down\') ), "resolvedById" varchar(36))',
    );
    await queryRunner.query(
      'INSERT INTO "reports"("id", "createdAt", "updatedAt", "productId", "reporterId", "reason", "note", "resolvedAt", "resolution", "resolvedById") SELECT "id", "createdAt", "updatedAt", "productId", "reporterId", "reason", "note", "resolvedAt", "resolution", "resolvedById" FROM "temporary_reports"',
    );
    await queryRunner.query('DROP TABLE "temporary_reports"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_reports_product_reporter" ON "reports" ("productId", "reporterId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_reports_open_product" ON "reports" ("resolvedAt", "productId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_audit_log_created"');
    await queryRunner.query('DROP INDEX "IDX_audit_log_action_created"');
    await queryRunner.query('ALTER TABLE "audit_log" RENAME TO "temporary_audit_log"');
    await queryRunner.query(
      'CREATE TABLE "audit_log" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL, "actorId" varchar(36) NOT NULL, "action" varchar(40) NOT NULL, "targetType" varchar(20) NOT NULL, "targetId" varchar(36) NOT NULL, "targetLabel" varchar(255) NOT NULL, "valuesBefore" text, "valuesAfter" text)',
    );
    await queryRunner.query(
      'INSERT INTO "audit_log"("id", "createdAt", "actorId", "action", "targetType", "targetId", "targetLabel", "valuesBefore", "valuesAfter") SELECT "id", "createdAt", "actorId", "action", "targetType", "targetId", "targetLabel", "valuesBefore", "valuesAfter" FROM "temporary_audit_log"',
    );
    await queryRunner.query('DROP TABLE "temporary_audit_log"');
    await queryRunner.query('CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("createdAt", "id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_action_created" ON "audit_log" ("action", "createdAt", "id") ',
    );
    await queryRunner.query('DROP INDEX "IDX_products_open_reports"');
    await queryRunner.query('DROP INDEX "IDX_products_brand_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_price"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_month"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_category_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_advertise_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_author_created"');
    await queryRunner.query('ALTER TABLE "products" RENAME TO "temporary_products"');
    await queryRunner.query(
      'CREATE TABLE "products" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(120) NOT NULL, "description" text NOT NULL, "categoryId" varchar(36) NOT NULL, "brandId" varchar(36) NOT NULL, "condition" varchar CHECK( "condition" IN (\'Excellent\',\'Good\',\'Fair\') ) NOT NULL, "originalPriceCents" integer NOT NULL, "sellPriceCents" integer NOT NULL, "location" varchar CHECK( "location" IN (\'Dhaka\',\'Chittagong\',\'Borishal\',\'Cumilla\',\'Feni\',\'Pabna\',\'Noakhali\') ) NOT NULL, "purchaseMonth" varchar(7) NOT NULL, "mobile" varchar(32) NOT NULL, "imageUrl" varchar(255) NOT NULL, "thumbUrl" varchar(255) NOT NULL, "authorId" varchar(36) NOT NULL, "advertise" boolean NOT NULL DEFAULT (0), "sold" boolean NOT NULL DEFAULT (0), "takenDownAt" datetime, "takedownReason" varchar(500), "deletedAt" datetime, "saleOrderId" varchar(36), CONSTRAINT "FK_76ec85a3cf5734a18f3fecda246" FOREIGN KEY ("authorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ff56834e735fa78a15d0cf21926" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ea86d0c514c4ecbb5694cbf57df" FOREIGN KEY ("brandId") REFERENCES "brands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "products"("id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold", "takenDownAt", "takedownReason", "deletedAt", "saleOrderId") SELECT "id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold", "takenDownAt", "takedownReason", "deletedAt", "saleOrderId" FROM "temporary_products"',
    );
    await queryRunner.query('DROP TABLE "temporary_products"');
    await queryRunner.query(
      'CREATE INDEX "IDX_products_brand_sold_created" ON "products" ("brandId", "sold", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_sold_price" ON "products" ("sold", "sellPriceCents") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_sold_month" ON "products" ("sold", "purchaseMonth") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_products_sold_created" ON "products" ("sold", "createdAt") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_products_category_sold_created" ON "products" ("categoryId", "sold", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_advertise_sold_created" ON "products" ("advertise", "sold", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_author_created" ON "products" ("authorId", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "UQ_reports_product_reporter"');
    await queryRunner.query('DROP INDEX "IDX_reports_open_product"');
    await queryRunner.query('DROP TABLE "reports"');
    await queryRunner.query('DROP INDEX "IDX_audit_log_created"');
    await queryRunner.query('DROP INDEX "IDX_audit_log_action_created"');
    await queryRunner.query('DROP TABLE "audit_log"');
  }
}
