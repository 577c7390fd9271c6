import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_BEFORE =
  '("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "productId" varchar(36) NOT NULL, CONSTRAINT "FK_caf964a6cb56450b5ad16c6fefa" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_02acccf5cd82ef8b30548b4ea56" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)';
const TABLE_AFTER =
  '("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "productId" varchar(36) NOT NULL, "priceToldCents" integer NOT NULL, "priceToldAt" datetime, CONSTRAINT "FK_caf964a6cb56450b5ad16c6fefa" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_02acccf5cd82ef8b30548b4ea56" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)';

// A wish-list entry keeps the lowest price its wish-lister was told of, and when: existing entries start from the
// car's price now, as if they had just been listed. SQLite adds a NOT NULL column without a default only by
// rebuilding the table (nothing refers to it).
export class PriceDropAlerts1796420000000 implements MigrationInterface {
  name = 'PriceDropAlerts1796420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_wishlist_user_product"');
    await queryRunner.query(`CREATE TABLE "temporary_wishlist_entries" ${TABLE_AFTER}`);
    await queryRunner.query(
      'INSERT INTO "temporary_wishlist_entries"("id", "createdAt", "updatedAt", "userId", "productId", "priceToldCents", "priceToldAt") ' +
        'SELECT "entry"."id", "entry"."createdAt", "entry"."updatedAt", "entry"."userId", "entry"."productId", "product"."sellPriceCents", NULL ' +
        'FROM "wishlist_entries" "entry" INNER JOIN "products" "product" ON "product"."id" = "entry"."productId"',
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
    await queryRunner.query(`CREATE TABLE "wishlist_entries" ${TABLE_BEFORE}`);
    await queryRunner.query(
      'INSERT INTO "wishlist_entries"("id", "createdAt", "updatedAt", "userId", "productId") ' +
        'SELECT "id", "createdAt", "updatedAt", "userId", "productId" FROM "temporary_wishlist_entries"',
    );
    await queryRunner.query('DROP TABLE "temporary_wishlist_entries"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_wishlist_user_product" ON "wishlist_entries" ("userId", "productId") ',
    );
  }
}
