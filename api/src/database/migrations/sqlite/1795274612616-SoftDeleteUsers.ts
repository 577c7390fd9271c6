import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SoftDeleteUsers1795274612616 implements MigrationInterface {
  name = 'SoftDeleteUsers1795274612616';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_products_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_category_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_advertise_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_author_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_products" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(120) NOT NULL, "description" text NOT NULL, "categoryId" varchar(36) NOT NULL, "brandId" varchar(36) NOT NULL, "condition" varchar CHECK( "condition" IN (\'Excellent\',\'Good\',\'Fair\') ) NOT NULL, "originalPriceCents" integer NOT NULL, "sellPriceCents" integer NOT NULL, "location" varchar CHECK( "location" IN (\'Dhaka\',\'Chittagong\',\'Borishal\',\'Cumilla\',\'Feni\',\'Pabna\',\'Noakhali\') ) NOT NULL, "purchaseMonth" varchar(7) NOT NULL, "mobile" varchar(32) NOT NULL, "imageUrl" varchar(255) NOT NULL, "thumbUrl" varchar(255) NOT NULL, "authorId" varchar(36) NOT NULL, "advertise" boolean NOT NULL DEFAULT (0), "sold" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_ea86d0c514c4ecbb5694cbf57df" FOREIGN KEY ("brandId") REFERENCES "brands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ff56834e735fa78a15d0cf21926" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_products"("id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold") SELECT "id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold" FROM "products"',
    );
    await queryRunner.query('DROP TABLE "products"');
    await queryRunner.query('ALTER TABLE "temporary_products" RENAME TO "products"');
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
    await queryRunner.query('DROP INDEX "IDX_orders_customer_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "productAuthorId" varchar(36) NOT NULL, "customerId" varchar(36) NOT NULL, "customerName" varchar(100) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerMobile" varchar(32) NOT NULL, "meetLocation" varchar(200) NOT NULL, "bookingDate" datetime NOT NULL, "priceCents" integer NOT NULL, "payment" boolean NOT NULL DEFAULT (0), "paymentMethod" varchar(40), "transitionID" varchar(255), "paymentDate" datetime, CONSTRAINT "FK_8624dad595ae567818ad9983b33" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_orders"("id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "payment", "paymentMethod", "transitionID", "paymentDate") SELECT "id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "payment", "paymentMethod", "transitionID", "paymentDate" FROM "orders"',
    );
    await queryRunner.query('DROP TABLE "orders"');
    await queryRunner.query('ALTER TABLE "temporary_orders" RENAME TO "orders"');
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_customer_created" ON "orders" ("customerId", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "UQ_wishlist_user_product"');
    await queryRunner.query(
      'CREATE TABLE "temporary_wishlist_entries" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "productId" varchar(36) NOT NULL, CONSTRAINT "FK_caf964a6cb56450b5ad16c6fefa" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_wishlist_entries"("id", "createdAt", "updatedAt", "userId", "productId") SELECT "id", "createdAt", "updatedAt", "userId", "productId" FROM "wishlist_entries"',
    );
    await queryRunner.query('DROP TABLE "wishlist_entries"');
    await queryRunner.query('ALTER TABLE "temporary_wishlist_entries" RENAME TO "wishlist_entries"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_wishlist_user_product" ON "wishlist_entries" ("userId", "productId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_users" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "displayName" varchar(100) NOT NULL, "email" varchar(254) NOT NULL, "passwordHash" varchar(255), "photoURL" varchar(500), "role" varchar CHECK( "role" IN (\'Admin\',\'Seller\',\'Buyer\') ) NOT NULL DEFAULT (\'Buyer\'), "verified" boolean NOT NULL DEFAULT (0), "deletedAt" datetime, CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_users"("id", "createdAt", "updatedAt", "displayName", "email", "passwordHash", "photoURL", "role", "verified") SELECT "id", "createdAt", "updatedAt", "displayName", "email", "passwordHash", "photoURL", "role", "verified" FROM "users"',
    );
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('ALTER TABLE "temporary_users" RENAME TO "users"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_category_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_advertise_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_author_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_products" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(120) NOT NULL, "description" text NOT NULL, "categoryId" varchar(36) NOT NULL, "brandId" varchar(36) NOT NULL, "condition" varchar CHECK( "condition" IN (\'Excellent\',\'Good\',\'Fair\') ) NOT NULL, "originalPriceCents" integer NOT NULL, "sellPriceCents" integer NOT NULL, "location" varchar CHECK( "location" IN (\'Dhaka\',\'Chittagong\',\'Borishal\',\'Cumilla\',\'Feni\',\'Pabna\',\'Noakhali\') ) NOT NULL, "purchaseMonth" varchar(7) NOT NULL, "mobile" varchar(32) NOT NULL, "imageUrl" varchar(255) NOT NULL, "thumbUrl" varchar(255) NOT NULL, "authorId" varchar(36) NOT NULL, "advertise" boolean NOT NULL DEFAULT (0), "sold" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_ea86d0c514c4ecbb5694cbf57df" FOREIGN KEY ("brandId") REFERENCES "brands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ff56834e735fa78a15d0cf21926" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_76ec85a3cf5734a18f3fecda246" FOREIGN KEY ("authorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_products"("id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold") SELECT "id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold" FROM "products"',
    );
    await queryRunner.query('DROP TABLE "products"');
    await queryRunner.query('ALTER TABLE "temporary_products" RENAME TO "products"');
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
    await queryRunner.query('DROP INDEX "IDX_orders_customer_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "productAuthorId" varchar(36) NOT NULL, "customerId" varchar(36) NOT NULL, "customerName" varchar(100) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerMobile" varchar(32) NOT NULL, "meetLocation" varchar(200) NOT NULL, "bookingDate" datetime NOT NULL, "priceCents" integer NOT NULL, "payment" boolean NOT NULL DEFAULT (0), "paymentMethod" varchar(40), "transitionID" varchar(255), "paymentDate" datetime, CONSTRAINT "FK_8624dad595ae567818ad9983b33" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_6179b69bee9eaaf75bfdffda4d0" FOREIGN KEY ("productAuthorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_e5de51ca888d8b1f5ac25799dd1" FOREIGN KEY ("customerId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_orders"("id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "payment", "paymentMethod", "transitionID", "paymentDate") SELECT "id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "payment", "paymentMethod", "transitionID", "paymentDate" FROM "orders"',
    );
    await queryRunner.query('DROP TABLE "orders"');
    await queryRunner.query('ALTER TABLE "temporary_orders" RENAME TO "orders"');
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_customer_created" ON "orders" ("customerId", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "UQ_wishlist_user_product"');
    await queryRunner.query(
      'CREATE TABLE "temporary_wishlist_entries" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "productId" varchar(36) NOT NULL, CONSTRAINT "FK_caf964a6cb56450b5ad16c6fefa" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_02acccf5cd82ef8b30548b4ea56" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_wishlist_entries"("id", "createdAt", "updatedAt", "userId", "productId") SELECT "id", "createdAt", "updatedAt", "userId", "productId" FROM "wishlist_entries"',
    );
    await queryRunner.query('DROP TABLE "wishlist_entries"');
    await queryRunner.query('ALTER TABLE "temporary_wishlist_entries" RENAME TO "wishlist_entries"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_wishlist_user_product" ON "wishlist_entries" ("userId", "productId") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_wishlist_user_product"');
    await queryRunner.query('ALTER TABLE "wishlist_entries" RENAME TO "temporary_wishlist_entries"');
    await queryRunner.query(
      'CREATE TABLE "wishlist_entries" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "productId" varchar(36) NOT NULL, CONSTRAINT "FK_caf964a6cb56450b5ad16c6fefa" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "wishlist_entries"("id", "createdAt", "updatedAt", "userId", "productId") SELECT "id", "createdAt", "updatedAt", "userId", "productId" FROM "temporary_wishlist_entries"',
    );
    await queryRunner.query('DROP TABLE "temporary_wishlist_entries"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_wishlist_user_product" ON "wishlist_entries" ("userId", "productId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_orders_customer_created"');
    await queryRunner.query('ALTER TABLE "orders" RENAME TO "temporary_orders"');
    await queryRunner.query(
      'CREATE TABLE "orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "productAuthorId" varchar(36) NOT NULL, "customerId" varchar(36) NOT NULL, "customerName" varchar(100) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerMobile" varchar(32) NOT NULL, "meetLocation" varchar(200) NOT NULL, "bookingDate" datetime NOT NULL, "priceCents" integer NOT NULL, "payment" boolean NOT NULL DEFAULT (0), "paymentMethod" varchar(40), "transitionID" varchar(255), "paymentDate" datetime, CONSTRAINT "FK_8624dad595ae567818ad9983b33" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "orders"("id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "payment", "paymentMethod", "transitionID", "paymentDate") SELECT "id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "payment", "paymentMethod", "transitionID", "paymentDate" FROM "temporary_orders"',
    );
    await queryRunner.query('DROP TABLE "temporary_orders"');
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_customer_created" ON "orders" ("customerId", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "IDX_products_author_created"');
    await queryRunner.query('DROP INDEX "IDX_products_advertise_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_category_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_created"');
    await queryRunner.query('ALTER TABLE "products" RENAME TO "temporary_products"');
    await queryRunner.query(
      'CREATE TABLE "products" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(120) NOT NULL, "description" text NOT NULL, "categoryId" varchar(36) NOT NULL, "brandId" varchar(36) NOT NULL, "condition" varchar CHECK( "condition" IN (\'Excellent\',\'Good\',\'Fair\') ) NOT NULL, "originalPriceCents" integer NOT NULL, "sellPriceCents" integer NOT NULL, "location" varchar CHECK( "location" IN (\'Dhaka\',\'Chittagong\',\'Borishal\',\'Cumilla\',\'Feni\',\'Pabna\',\'Noakhali\') ) NOT NULL, "purchaseMonth" varchar(7) NOT NULL, "mobile" varchar(32) NOT NULL, "imageUrl" varchar(255) NOT NULL, "thumbUrl" varchar(255) NOT NULL, "authorId" varchar(36) NOT NULL, "advertise" boolean NOT NULL DEFAULT (0), "sold" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_ea86d0c514c4ecbb5694cbf57df" FOREIGN KEY ("brandId") REFERENCES "brands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ff56834e735fa78a15d0cf21926" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "products"("id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold") SELECT "id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold" FROM "temporary_products"',
    );
    await queryRunner.query('DROP TABLE "temporary_products"');
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
    await queryRunner.query('ALTER TABLE "users" RENAME TO "temporary_users"');
    await queryRunner.query(
      'CREATE TABLE "users" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "displayName" varchar(100) NOT NULL, "email" varchar(254) NOT NULL, "passwordHash" varchar(255), "photoURL" varchar(500), "role" varchar CHECK( "role" IN (\'Admin\',\'Seller\',\'Buyer\') ) NOT NULL DEFAULT (\'Buyer\'), "verified" boolean NOT NULL DEFAULT (0), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"))',
    );
    await queryRunner.query(
      'INSERT INTO "users"("id", "createdAt", "updatedAt", "displayName", "email", "passwordHash", "photoURL", "role", "verified") SELECT "id", "createdAt", "updatedAt", "displayName", "email", "passwordHash", "photoURL", "role", "verified" FROM "temporary_users"',
    );
    await queryRunner.query('DROP TABLE "temporary_users"');
    await queryRunner.query('DROP INDEX "UQ_wishlist_user_product"');
    await queryRunner.query('ALTER TABLE "wishlist_entries" RENAME TO "temporary_wishlist_entries"');
    await queryRunner.query(
      'CREATE TABLE "wishlist_entries" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "productId" varchar(36) NOT NULL, CONSTRAINT "FK_caf964a6cb56450b5ad16c6fefa" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_02acccf5cd82ef8b30548b4ea56" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "wishlist_entries"("id", "createdAt", "updatedAt", "userId", "productId") SELECT "id", "createdAt", "updatedAt", "userId", "productId" FROM "temporary_wishlist_entries"',
    );
    await queryRunner.query('DROP TABLE "temporary_wishlist_entries"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_wishlist_user_product" ON "wishlist_entries" ("userId", "productId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_orders_customer_created"');
    await queryRunner.query('ALTER TABLE "orders" RENAME TO "temporary_orders"');
    await queryRunner.query(
      'CREATE TABLE "orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "productAuthorId" varchar(36) NOT NULL, "customerId" varchar(36) NOT NULL, "customerName" varchar(100) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerMobile" varchar(32) NOT NULL, "meetLocation" varchar(200) NOT NULL, "bookingDate" datetime NOT NULL, "priceCents" integer NOT NULL, "payment" boolean NOT NULL DEFAULT (0), "paymentMethod" varchar(40), "transitionID" varchar(255), "paymentDate" datetime, CONSTRAINT "FK_e5de51ca888d8b1f5ac25799dd1" FOREIGN KEY ("customerId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_6179b69bee9eaaf75bfdffda4d0" FOREIGN KEY ("productAuthorId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_8624dad595ae567818ad9983b33" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "orders"("id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "payment", "paymentMethod", "transitionID", "paymentDate") SELECT "id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "payment", "paymentMethod", "transitionID", "paymentDate" FROM "temporary_orders"',
    );
    await queryRunner.query('DROP TABLE "temporary_orders"');
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_customer_created" ON "orders" ("customerId", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "IDX_products_author_created"');
    await queryRunner.query('DROP INDEX "IDX_products_advertise_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_category_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_created"');
    await queryRunner.query('ALTER TABLE "products" RENAME TO "temporary_products"');
    await queryRunner.query(
      'CREATE TABLE "products" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(120) NOT NULL, "description" text NOT NULL, "categoryId" varchar(36) NOT NULL, "brandId" varchar(36) NOT NULL, "condition" varchar CHECK( "condition" IN (\'Excellent\',\'Good\',\'Fair\') ) NOT NULL, "originalPriceCents" integer NOT NULL, "sellPriceCents" integer NOT NULL, "location" varchar CHECK( "location" IN (\'Dhaka\',\'Chittagong\',\'Borishal\',\'Cumilla\',\'Feni\',\'Pabna\',\'Noakhali\') ) NOT NULL, "purchaseMonth" varchar(7) NOT NULL, "mobile" varchar(32) NOT NULL, "imageUrl" varchar(255) NOT NULL, "thumbUrl" varchar(255) NOT NULL, "authorId" varchar(36) NOT NULL, "advertise" boolean NOT NULL DEFAULT (0), "sold" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_76ec85a3cf5734a18f3fecda246" FOREIGN KEY ("authorId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_ea86d0c514c4ecbb5694cbf57df" FOREIGN KEY ("brandId") REFERENCES "brands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ff56834e735fa78a15d0cf21926" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "products"("id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold") SELECT "id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold" FROM "temporary_products"',
    );
    await queryRunner.query('DROP TABLE "temporary_products"');
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
  }
}
