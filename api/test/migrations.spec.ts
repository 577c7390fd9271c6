import { DataSource } from 'typeorm';
import { readDatabaseConfig } from '../src/config/database.config';
import { savedQueryKey } from '../src/alerts/saved-query';
import { resolveDataSourceOptions } from '../src/database';
import { createTestEnvironment, testDriver, type TestEnvironment } from './test-database';

describe(`migrations (${testDriver})`, () => {
  let environment: TestEnvironment;
  let dataSource: DataSource;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    dataSource = new DataSource({
      ...(await resolveDataSourceOptions(readDatabaseConfig(environment.env))),
      migrationsRun: false,
      logger: undefined,
      logging: false,
    });
    await dataSource.initialize();
  });

  afterAll(async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    await environment.cleanUp();
  });

  it('bring an empty database to exactly the schema the entities describe', async () => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    expect(applied.length).toBeGreaterThan(0);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('can be reverted and applied again', async () => {
    const count = dataSource.migrations.length;
    for (let i = 0; i < count; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.showMigrations()).toBe(true);
    await dataSource.runMigrations({ transaction: 'each' });
    expect(await dataSource.showMigrations()).toBe(false);
    expect((await dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
  });

  it("keys the saved searches kept before the key: a user's twins keep the oldest, the others null", async () => {
    // Back to just before the key's migration (later ones undone first), so its rows are those it found.
    const position = dataSource.migrations.findIndex(
      (migration) => migration.name === 'SavedSearchQueryKey1796600000001',
    );
    expect(position).toBeGreaterThan(-1);
    for (let i = dataSource.migrations.length; i > position; i--)
      await dataSource.undoLastMigration({ transaction: 'each' });
    const rows: [string, string, object][] = [
      ['00000000-0000-7000-8000-000000000001', 'user-a', { brand: 'toyota', fuel: ['Petrol', 'Hybrid'] }],
      // The same filters, in another order: a twin of the first.
      ['00000000-0000-7000-8000-000000000002', 'user-a', { fuel: ['Hybrid', 'Petrol'], brand: 'toyota' }],
      ['00000000-0000-7000-8000-000000000003', 'user-a', { brand: 'honda' }],
      ['00000000-0000-7000-8000-000000000004', 'user-b', { brand: 'toyota', fuel: ['Petrol', 'Hybrid'] }],
    ];
    for (const [id, userId, query] of rows) {
      await dataSource.query(
        'INSERT INTO `saved_searches` (`id`, `userId`, `name`, `query`, `unsubscribeToken`) VALUES (?, ?, ?, ?, ?)',
        [id, userId, 'Kept', JSON.stringify(query), `token-${id}`],
      );
    }
    await dataSource.runMigrations({ transaction: 'each' });
    const keys = (await dataSource.query('SELECT `id`, `queryKey` FROM `saved_searches` ORDER BY `id`')) as {
      id: string;
      queryKey: string | null;
    }[];
    const toyotas = savedQueryKey({ brand: 'toyota', fuel: ['Petrol', 'Hybrid'] });
    expect(keys.map((row) => row.queryKey)).toEqual([
      toyotas,
      null,
      savedQueryKey({ brand: 'honda' }),
      toyotas,
    ]);
    await dataSource.query('DELETE FROM `saved_searches`');
  });

  it('gives the listings kept before the model year none, and their purchase year as their year, leaving updatedAt', async () => {
    const position = dataSource.migrations.findIndex(
      (migration) => migration.name === 'ModelYear1796600000002',
    );
    expect(position).toBeGreaterThan(-1);
    for (let i = dataSource.migrations.length; i > position; i--)
      await dataSource.undoLastMigration({ transaction: 'each' });
    // The listing alone: its category, brand and seller do not matter here.
    const runner = dataSource.createQueryRunner();
    const foreignKeys = (on: boolean) =>
      runner.query(
        testDriver === 'sqlite'
          ? `PRAGMA foreign_keys = ${on ? 'ON' : 'OFF'}`
          : `SET FOREIGN_KEY_CHECKS = ${on ? 1 : 0}`,
      );
    try {
      await foreignKeys(false);
      for (const [id, purchaseMonth] of [
        ['00000000-0000-7000-8000-000000000011', '2017-04'],
        ['00000000-0000-7000-8000-000000000012', '2009-12'],
      ]) {
        await runner.query(
          'INSERT INTO `products` (`id`, `createdAt`, `updatedAt`, `name`, `description`, `categoryId`, `brandId`, ' +
            '`condition`, `originalPriceCents`, `sellPriceCents`, `location`, `purchaseMonth`, `mobile`, `imageUrl`, ' +
            "`thumbUrl`, `authorId`) VALUES (?, ?, ?, 'Kept', 'Listed before.', 'c', 'b', 'Good', 100, 90, 'Dhaka', ?, " +
            "'+880', '/i.png', '/t.png', 'a')",
          [id, '2026-01-02 03:04:05.000', '2026-01-02 03:04:05.000', purchaseMonth],
        );
      }
    } finally {
      await foreignKeys(true);
      await runner.release();
    }
    const stamps = () =>
      dataSource.query('SELECT `id`, `updatedAt` FROM `products` ORDER BY `id`') as Promise<object[]>;
    const before = await stamps();
    await dataSource.runMigrations({ transaction: 'each' });
    const rows = (await dataSource.query(
      'SELECT `modelYear`, `listingYear` FROM `products` ORDER BY `id`',
    )) as { modelYear: number | null; listingYear: number }[];
    expect(rows.map((row) => [row.modelYear, Number(row.listingYear)])).toEqual([
      [null, 2017],
      [null, 2009],
    ]);
    expect(await stamps()).toEqual(before);
    await dataSource.query('DELETE FROM `products`');
  });
});
