// `updatedAt` is kept by the database on both drivers (MySQL's ON UPDATE, SQLite's triggers): a write that forgets it
// (raw SQL, a query builder) still stamps it, so the search index's catch-up and the sitemap's lastmod see the change.
import { DataSource } from 'typeorm';
import { Product } from '../src/catalog';
import { readDatabaseConfig } from '../src/config/database.config';
import { resolveDataSourceOptions } from '../src/database';
import { createTestEnvironment, testDriver, type TestEnvironment } from './test-database';

describe(`updatedAt kept by the database (${testDriver})`, () => {
  let environment: TestEnvironment;
  let dataSource: DataSource;

  beforeAll(async () => {
    environment = await createTestEnvironment({ seeded: true });
    dataSource = new DataSource({
      ...(await resolveDataSourceOptions(readDatabaseConfig(environment.env))),
      logger: undefined,
      logging: false,
    });
    await dataSource.initialize();
  });

  afterAll(async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    await environment.cleanUp();
  });

  /** The tables with an `updatedAt` column, and those whose column the database stamps on every update. */
  async function stampedTables(): Promise<{ withColumn: string[]; stamped: string[] }> {
    if (testDriver === 'sqlite') {
      const columns = await dataSource.query<{ name: string }[]>(
        "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c WHERE m.type = 'table' AND c.name = 'updatedAt'",
      );
      const triggers = await dataSource.query<{ table: string; sql: string }[]>(
        'SELECT tbl_name AS "table", sql FROM sqlite_master WHERE type = \'trigger\'',
      );
      return {
        withColumn: columns.map((row) => row.name).sort(),
        stamped: triggers
          .filter(({ sql }) => /AFTER UPDATE/i.test(sql) && /SET "updatedAt" = strftime/i.test(sql))
          .map((row) => row.table)
          .sort(),
      };
    }
    const columns = await dataSource.query<{ name: string; extra: string }[]>(
      'SELECT TABLE_NAME AS name, EXTRA AS extra FROM information_schema.COLUMNS ' +
        "WHERE TABLE_SCHEMA = DATABASE() AND COLUMN_NAME = 'updatedAt'",
    );
    return {
      withColumn: columns.map((row) => row.name).sort(),
      stamped: columns
        .filter((row) => /on update current_timestamp/i.test(row.extra))
        .map((row) => row.name)
        .sort(),
    };
  }

  it('stamps every table with an updatedAt column, and every entity with an update date has one', async () => {
    const { withColumn, stamped } = await stampedTables();
    expect(withColumn.length).toBeGreaterThan(10);
    expect(stamped).toEqual(withColumn);
    const entities = dataSource.entityMetadatas
      .filter((metadata) => metadata.updateDateColumn)
      .map((metadata) => metadata.tableName)
      .sort();
    expect(entities).toEqual(withColumn);
  });

  it('stamps a raw UPDATE that leaves updatedAt out with the current UTC time, and keeps one that sets it', async () => {
    const products = dataSource.getRepository(Product);
    const [car] = await products.find({ take: 1, order: { id: 'ASC' } });
    const long_ago = '2020-01-02 03:04:05.678';
    await dataSource.query('UPDATE `products` SET `updatedAt` = ? WHERE `id` = ?', [long_ago, car!.id]);
    expect((await products.findOneByOrFail({ id: car!.id })).updatedAt.toISOString()).toBe(
      '2020-01-02T03:04:05.678Z',
    );

    const before = Date.now();
    await dataSource.query('UPDATE `products` SET `openReportCount` = `openReportCount` + 1 WHERE `id` = ?', [
      car!.id,
    ]);
    const stamped = (await products.findOneByOrFail({ id: car!.id })).updatedAt.getTime();
    // The database's clock, in UTC as the app writes it (a server in another time zone would be hours off).
    expect(Math.abs(stamped - before)).toBeLessThan(5_000);

    await dataSource.query('UPDATE `products` SET `openReportCount` = 0, `updatedAt` = ? WHERE `id` = ?', [
      long_ago,
      car!.id,
    ]);
    expect((await products.findOneByOrFail({ id: car!.id })).updatedAt.toISOString()).toBe(
      '2020-01-02T03:04:05.678Z',
    );
  });
});
