import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: the generator rebuilds the whole products table (a copy of every row) to add columns, which
// SQLite can add in place. The definitions match what TypeORM reads back from the table's SQL.
const COLUMNS = [
  '"model" varchar(60)',
  '"mileageKm" integer',
  `"fuel" varchar CHECK( "fuel" IN ('Petrol','Diesel','Hybrid','Electric','CNG','LPG') )`,
  `"transmission" varchar CHECK( "transmission" IN ('Automatic','Manual') )`,
  '"previousOwners" smallint',
  '"color" varchar(30)',
  '"engineCc" integer',
  '"vin" varchar(17)',
];

export class VehicleFacts1795590196230 implements MigrationInterface {
  name = 'VehicleFacts1795590196230';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of COLUMNS) await queryRunner.query(`ALTER TABLE "products" ADD COLUMN ${column}`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [...COLUMNS].reverse()) {
      await queryRunner.query(`ALTER TABLE "products" DROP COLUMN ${column.split(' ')[0]}`);
    }
  }
}
