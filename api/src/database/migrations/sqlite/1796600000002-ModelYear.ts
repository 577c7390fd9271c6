import type { MigrationInterface, QueryRunner } from 'typeorm';

// The indexes that read a listing's year: from the purchase month to the listing's year (listingYear).
const INDEXES = {
  IDX_products_price_segment: [
    '"brandId", "model", "purchaseMonth", "mileageKm", "sellPriceCents", "sold", "deletedAt", "takenDownAt", "heldForReviewAt", "authorId", "id"',
    '"brandId", "model", "listingYear", "mileageKm", "sellPriceCents", "sold", "deletedAt", "takenDownAt", "heldForReviewAt", "authorId", "id"',
  ],
  IDX_products_public_search: [
    '"sold", "deletedAt", "takenDownAt", "heldForReviewAt", "sellPriceCents", "categoryId", "brandId", "purchaseMonth", "mileageKm", "fuel", "transmission", "model", "authorId"',
    '"sold", "deletedAt", "takenDownAt", "heldForReviewAt", "sellPriceCents", "categoryId", "brandId", "listingYear", "mileageKm", "fuel", "transmission", "model", "authorId"',
  ],
  IDX_products_public_sample: [
    '"sold", "deletedAt", "takenDownAt", "heldForReviewAt", "createdAt", "brandId", "categoryId", "fuel", "transmission", "sellPriceCents", "purchaseMonth", "mileageKm", "model", "authorId"',
    '"sold", "deletedAt", "takenDownAt", "heldForReviewAt", "createdAt", "brandId", "categoryId", "fuel", "transmission", "sellPriceCents", "listingYear", "mileageKm", "model", "authorId"',
  ],
} as const;
// The year sort and range: IDX_products_public_month (by purchase month) gives way to IDX_products_public_year.
const YEAR_ORDER = [
  ['IDX_products_public_month', '"purchaseMonth"'],
  ['IDX_products_public_year', '"listingYear"'],
] as const;

/**
 * The model year (year of manufacture), beside the month of purchase, and the listing's year that the year filter,
 * sort and price rating read (the model year, else the purchase year). Written by hand: SQLite adds the columns in
 * place (a NOT NULL one only with a default). Existing listings keep the model year null (it was never asked, and
 * the purchase year is not it): their listing year is their purchase year, filled without touching `updatedAt`
 * (nobody edited them; the search index computes the same year from the columns it reads), so with the table's
 * updatedAt trigger (UpdatedAtTriggers) set aside meanwhile.
 */
export class ModelYear1796600000002 implements MigrationInterface {
  name = 'ModelYear1796600000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "products" ADD COLUMN "modelYear" smallint');
    await queryRunner.query('ALTER TABLE "products" ADD COLUMN "listingYear" smallint NOT NULL DEFAULT (0)');
    const [{ sql: trigger }] = (await queryRunner.query(
      `SELECT "sql" FROM "sqlite_master" WHERE "type" = 'trigger' AND "name" = 'TRG_products_updatedAt'`,
    )) as [{ sql: string }];
    await queryRunner.query('DROP TRIGGER "TRG_products_updatedAt"');
    await queryRunner.query(
      'UPDATE "products" SET "listingYear" = CAST(SUBSTR("purchaseMonth", 1, 4) AS INTEGER)',
    );
    await queryRunner.query(trigger);
    await this.reindex(queryRunner, 1);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.reindex(queryRunner, 0);
    await queryRunner.query('ALTER TABLE "products" DROP COLUMN "listingYear"');
    await queryRunner.query('ALTER TABLE "products" DROP COLUMN "modelYear"');
  }

  private async reindex(queryRunner: QueryRunner, version: 0 | 1): Promise<void> {
    for (const [name, columns] of Object.entries(INDEXES)) {
      await queryRunner.query(`DROP INDEX "${name}"`);
      await queryRunner.query(`CREATE INDEX "${name}" ON "products" (${columns[version]}) `);
    }
    const [dropped] = YEAR_ORDER[1 - version]!;
    const [created, year] = YEAR_ORDER[version];
    await queryRunner.query(`DROP INDEX "${dropped}"`);
    await queryRunner.query(
      `CREATE INDEX "${created}" ON "products" ("sold", "deletedAt", "takenDownAt", "heldForReviewAt", ${year}, "createdAt") `,
    );
  }
}
