import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ListingStatusAndSearch1795277603865 implements MigrationInterface {
  name = 'ListingStatusAndSearch1795277603865';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_products_author_created"');
    await queryRunner.query('DROP INDEX "IDX_products_advertise_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_category_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_products" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(120) NOT NULL, "description" text NOT NULL, "categoryId" varchar(36) NOT NULL, "brandId" varchar(36) NOT NULL, "condition" varchar CHECK( "condition" IN (\'Excellent\',\'Good\',\'Fair\') ) NOT NULL, "originalPriceCents" integer NOT NULL, "sellPriceCents" integer NOT NULL, "location" varchar CHECK( "location" IN (\'Dhaka\',\'Chittagong\',\'Borishal\',\'Cumilla\',\'Feni\',\'Pabna\',\'Noakhali\') ) NOT NULL, "purchaseMonth" varchar(7) NOT NULL, "mobile" varchar(32) NOT NULL, "imageUrl" varchar(255) NOT NULL, "thumbUrl" varchar(255) NOT NULL, "authorId" varchar(36) NOT NULL, "advertise" boolean NOT NULL DEFAULT (0), "sold" boolean NOT NULL DEFAULT (0), "takenDownAt" datetime, "takedownReason" varchar(500), "deletedAt" datetime, CONSTRAINT "FK_76ec85a3cf5734a18f3fecda246" FOREIGN KEY ("authorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ff56834e735fa78a15d0cf21926" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ea86d0c514c4ecbb5694cbf57df" FOREIGN KEY ("brandId") REFERENCES "brands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_products"("id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold") SELECT "id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold" FROM "products"',
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
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_products_brand_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_price"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_month"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_category_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_advertise_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_author_created"');
    await queryRunner.query('ALTER TABLE "products" RENAME TO "temporary_products"');
    await queryRunner.query(
      'CREATE TABLE "products" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(120) NOT NULL, "description" text NOT NULL, "categoryId" varchar(36) NOT NULL, "brandId" varchar(36) NOT NULL, "condition" varchar CHECK( "condition" IN (\'Excellent\',\'Good\',\'Fair\') ) NOT NULL, "originalPriceCents" integer NOT NULL, "sellPriceCents" integer NOT NULL, "location" varchar CHECK( "location" IN (\'Dhaka\',\'Chittagong\',\'Borishal\',\'Cumilla\',\'Feni\',\'Pabna\',\'Noakhali\') ) NOT NULL, "purchaseMonth" varchar(7) NOT NULL, "mobile" varchar(32) NOT NULL, "imageUrl" varchar(255) NOT NULL, "thumbUrl" varchar(255) NOT NULL, "authorId" varchar(36) NOT NULL, "advertise" boolean NOT NULL DEFAULT (0), "sold" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_76ec85a3cf5734a18f3fecda246" FOREIGN KEY ("authorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ff56834e735fa78a15d0cf21926" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ea86d0c514c4ecbb5694cbf57df" FOREIGN KEY ("brandId") REFERENCES "brands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "products"("id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold") SELECT "id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold" FROM "temporary_products"',
    );
    await queryRunner.query('DROP TABLE "temporary_products"');
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
  }
}
