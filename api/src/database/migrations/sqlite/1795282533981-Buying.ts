import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Buying1795282533981 implements MigrationInterface {
  name = 'Buying1795282533981';

  // `orders` is empty in every database before this migration (no endpoint wrote it yet), so replacing the
  // `payment` flag by `paymentState` loses nothing.
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_events" ("id" varchar(255) PRIMARY KEY NOT NULL, "type" varchar(80) NOT NULL, "paymentIntentId" varchar(255), "receivedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "sandbox_payment_intents" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "clientSecret" varchar(100) NOT NULL, "amount" integer NOT NULL, "currency" varchar(3) NOT NULL, "status" varchar CHECK( "status" IN (\'requires_payment_method\',\'requires_capture\',\'succeeded\',\'canceled\') ) NOT NULL, "metadata" text NOT NULL, "idempotencyKey" varchar(255), "lastErrorMessage" varchar(255), "captureCount" integer NOT NULL DEFAULT (0))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_sandbox_intents_idempotency_key" ON "sandbox_payment_intents" ("idempotencyKey") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_sandbox_intents_client_secret" ON "sandbox_payment_intents" ("clientSecret") ',
    );
    await queryRunner.query('DROP INDEX "IDX_orders_customer_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "productAuthorId" varchar(36) NOT NULL, "customerId" varchar(36) NOT NULL, "customerName" varchar(100) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerMobile" varchar(32) NOT NULL, "meetLocation" varchar(200) NOT NULL, "bookingDate" datetime NOT NULL, "priceCents" integer NOT NULL, "paymentMethod" varchar(40), "transitionID" varchar(255), "paymentDate" datetime, CONSTRAINT "FK_e5de51ca888d8b1f5ac25799dd1" FOREIGN KEY ("customerId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_6179b69bee9eaaf75bfdffda4d0" FOREIGN KEY ("productAuthorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_8624dad595ae567818ad9983b33" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_orders"("id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "paymentMethod", "transitionID", "paymentDate") SELECT "id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "paymentMethod", "transitionID", "paymentDate" FROM "orders"',
    );
    await queryRunner.query('DROP TABLE "orders"');
    await queryRunner.query('ALTER TABLE "temporary_orders" RENAME TO "orders"');
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_customer_created" ON "orders" ("customerId", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "IDX_products_brand_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_price"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_month"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_category_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_advertise_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_author_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_products" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(120) NOT NULL, "description" text NOT NULL, "categoryId" varchar(36) NOT NULL, "brandId" varchar(36) NOT NULL, "condition" varchar CHECK( "condition" IN (\'Excellent\',\'Good\',\'Fair\') ) NOT NULL, "originalPriceCents" integer NOT NULL, "sellPriceCents" integer NOT NULL, "location" varchar CHECK( "location" IN (\'Dhaka\',\'Chittagong\',\'Borishal\',\'Cumilla\',\'Feni\',\'Pabna\',\'Noakhali\') ) NOT NULL, "purchaseMonth" varchar(7) NOT NULL, "mobile" varchar(32) NOT NULL, "imageUrl" varchar(255) NOT NULL, "thumbUrl" varchar(255) NOT NULL, "authorId" varchar(36) NOT NULL, "advertise" boolean NOT NULL DEFAULT (0), "sold" boolean NOT NULL DEFAULT (0), "takenDownAt" datetime, "takedownReason" varchar(500), "deletedAt" datetime, "saleOrderId" varchar(36), CONSTRAINT "FK_ea86d0c514c4ecbb5694cbf57df" FOREIGN KEY ("brandId") REFERENCES "brands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ff56834e735fa78a15d0cf21926" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_76ec85a3cf5734a18f3fecda246" FOREIGN KEY ("authorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_products"("id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold", "takenDownAt", "takedownReason", "deletedAt") SELECT "id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold", "takenDownAt", "takedownReason", "deletedAt" FROM "products"',
    );
    await queryRunner.query('DROP TABLE "products"');
    await queryRunner.query('ALTER TABLE "temporary_products" RENAME TO "products"');
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
    await queryRunner.query('DROP INDEX "IDX_orders_customer_created"');
    await queryRunner.query(
      'CREATE TABLE "temporary_orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "productAuthorId" varchar(36) NOT NULL, "customerId" varchar(36) NOT NULL, "customerName" varchar(100) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerMobile" varchar(32) NOT NULL, "meetLocation" varchar(200) NOT NULL, "bookingDate" datetime NOT NULL, "priceCents" integer NOT NULL, "paymentMethod" varchar(40), "transitionID" varchar(255), "paymentDate" datetime, "paymentState" varchar CHECK( "paymentState" IN (\'unpaid\',\'capturing\',\'paid\') ) NOT NULL DEFAULT (\'unpaid\'), "paymentIntentId" varchar(255), "lastPaymentError" varchar(500), "canceledAt" datetime, "openBookingKey" varchar(36), CONSTRAINT "FK_e5de51ca888d8b1f5ac25799dd1" FOREIGN KEY ("customerId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_6179b69bee9eaaf75bfdffda4d0" FOREIGN KEY ("productAuthorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_8624dad595ae567818ad9983b33" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_orders"("id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "paymentMethod", "transitionID", "paymentDate") SELECT "id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "paymentMethod", "transitionID", "paymentDate" FROM "orders"',
    );
    await queryRunner.query('DROP TABLE "orders"');
    await queryRunner.query('ALTER TABLE "temporary_orders" RENAME TO "orders"');
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_customer_created" ON "orders" ("customerId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_orders_payment_intent" ON "orders" ("paymentIntentId") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_orders_open_booking" ON "orders" ("productId", "openBookingKey") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_product_state" ON "orders" ("productId", "paymentState") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_author_created" ON "orders" ("productAuthorId", "createdAt") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_orders_author_created"');
    await queryRunner.query('DROP INDEX "IDX_orders_product_state"');
    await queryRunner.query('DROP INDEX "UQ_orders_open_booking"');
    await queryRunner.query('DROP INDEX "UQ_orders_payment_intent"');
    await queryRunner.query('DROP INDEX "IDX_orders_customer_created"');
    await queryRunner.query('ALTER TABLE "orders" RENAME TO "temporary_orders"');
    await queryRunner.query(
      'CREATE TABLE "orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "productAuthorId" varchar(36) NOT NULL, "customerId" varchar(36) NOT NULL, "customerName" varchar(100) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerMobile" varchar(32) NOT NULL, "meetLocation" varchar(200) NOT NULL, "bookingDate" datetime NOT NULL, "priceCents" integer NOT NULL, "paymentMethod" varchar(40), "transitionID" varchar(255), "paymentDate" datetime, CONSTRAINT "FK_e5de51ca888d8b1f5ac25799dd1" FOREIGN KEY ("customerId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_6179b69bee9eaaf75bfdffda4d0" FOREIGN KEY ("productAuthorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_8624dad595ae567818ad9983b33" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "orders"("id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "paymentMethod", "transitionID", "paymentDate") SELECT "id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "paymentMethod", "transitionID", "paymentDate" FROM "temporary_orders"',
    );
    await queryRunner.query('DROP TABLE "temporary_orders"');
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_customer_created" ON "orders" ("customerId", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "IDX_products_author_created"');
    await queryRunner.query('DROP INDEX "IDX_products_advertise_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_category_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_created"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_month"');
    await queryRunner.query('DROP INDEX "IDX_products_sold_price"');
    await queryRunner.query('DROP INDEX "IDX_products_brand_sold_created"');
    await queryRunner.query('ALTER TABLE "products" RENAME TO "temporary_products"');
    await queryRunner.query(
      'CREATE TABLE "products" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "name" varchar(120) NOT NULL, "description" text NOT NULL, "categoryId" varchar(36) NOT NULL, "brandId" varchar(36) NOT NULL, "condition" varchar CHECK( "condition" IN (\'Excellent\',\'Good\',\'Fair\') ) NOT NULL, "originalPriceCents" integer NOT NULL, "sellPriceCents" integer NOT NULL, "location" varchar CHECK( "location" IN (\'Dhaka\',\'Chittagong\',\'Borishal\',\'Cumilla\',\'Feni\',\'Pabna\',\'Noakhali\') ) NOT NULL, "purchaseMonth" varchar(7) NOT NULL, "mobile" varchar(32) NOT NULL, "imageUrl" varchar(255) NOT NULL, "thumbUrl" varchar(255) NOT NULL, "authorId" varchar(36) NOT NULL, "advertise" boolean NOT NULL DEFAULT (0), "sold" boolean NOT NULL DEFAULT (0), "takenDownAt" datetime, "takedownReason" varchar(500), "deletedAt" datetime, CONSTRAINT "FK_ea86d0c514c4ecbb5694cbf57df" FOREIGN KEY ("brandId") REFERENCES "brands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ff56834e735fa78a15d0cf21926" FOREIGN KEY ("categoryId") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_76ec85a3cf5734a18f3fecda246" FOREIGN KEY ("authorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "products"("id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold", "takenDownAt", "takedownReason", "deletedAt") SELECT "id", "createdAt", "updatedAt", "name", "description", "categoryId", "brandId", "condition", "originalPriceCents", "sellPriceCents", "location", "purchaseMonth", "mobile", "imageUrl", "thumbUrl", "authorId", "advertise", "sold", "takenDownAt", "takedownReason", "deletedAt" FROM "temporary_products"',
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
    await queryRunner.query(
      'CREATE INDEX "IDX_products_sold_month" ON "products" ("sold", "purchaseMonth") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_sold_price" ON "products" ("sold", "sellPriceCents") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_brand_sold_created" ON "products" ("brandId", "sold", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "IDX_orders_customer_created"');
    await queryRunner.query('ALTER TABLE "orders" RENAME TO "temporary_orders"');
    await queryRunner.query(
      'CREATE TABLE "orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "productAuthorId" varchar(36) NOT NULL, "customerId" varchar(36) NOT NULL, "customerName" varchar(100) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerMobile" varchar(32) NOT NULL, "meetLocation" varchar(200) NOT NULL, "bookingDate" datetime NOT NULL, "priceCents" integer NOT NULL, "payment" boolean NOT NULL DEFAULT (0), "paymentMethod" varchar(40), "transitionID" varchar(255), "paymentDate" datetime, CONSTRAINT "FK_e5de51ca888d8b1f5ac25799dd1" FOREIGN KEY ("customerId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_6179b69bee9eaaf75bfdffda4d0" FOREIGN KEY ("productAuthorId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_8624dad595ae567818ad9983b33" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "orders"("id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "paymentMethod", "transitionID", "paymentDate") SELECT "id", "createdAt", "updatedAt", "productId", "productAuthorId", "customerId", "customerName", "customerEmail", "customerMobile", "meetLocation", "bookingDate", "priceCents", "paymentMethod", "transitionID", "paymentDate" FROM "temporary_orders"',
    );
    await queryRunner.query('DROP TABLE "temporary_orders"');
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_customer_created" ON "orders" ("customerId", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "UQ_sandbox_intents_client_secret"');
    await queryRunner.query('DROP INDEX "UQ_sandbox_intents_idempotency_key"');
    await queryRunner.query('DROP TABLE "sandbox_payment_intents"');
    await queryRunner.query('DROP TABLE "payment_events"');
  }
}
