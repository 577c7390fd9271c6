import { DataSource, type QueryRunner } from 'typeorm';
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

  /** Back to just before the migration `name` (later ones undone first), so that the rows it finds are the test's. */
  async function undoDownTo(name: string): Promise<void> {
    const position = dataSource.migrations.findIndex((migration) => migration.name === name);
    expect(position).toBeGreaterThan(-1);
    for (let i = dataSource.migrations.length; i > position; i--)
      await dataSource.undoLastMigration({ transaction: 'each' });
  }

  /** Writes listings alone, with the foreign keys off: their category, brand and seller do not matter here. */
  async function insertListings(insert: (runner: QueryRunner) => Promise<void>): Promise<void> {
    const runner = dataSource.createQueryRunner();
    const foreignKeys = (on: boolean) =>
      runner.query(
        testDriver === 'sqlite'
          ? `PRAGMA foreign_keys = ${on ? 'ON' : 'OFF'}`
          : `SET FOREIGN_KEY_CHECKS = ${on ? 1 : 0}`,
      );
    try {
      await foreignKeys(false);
      await insert(runner);
    } finally {
      await foreignKeys(true);
      await runner.release();
    }
  }

  /** Each listing's updatedAt, which a migration's fill must leave as it was. */
  const updatedStamps = () =>
    dataSource.query('SELECT `id`, `updatedAt` FROM `products` ORDER BY `id`') as Promise<object[]>;

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
    await undoDownTo('SavedSearchQueryKey1796600000001');
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
    await undoDownTo('ModelYear1796600000002');
    await insertListings(async (runner) => {
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
    });
    const before = await updatedStamps();
    await dataSource.runMigrations({ transaction: 'each' });
    const rows = (await dataSource.query(
      'SELECT `modelYear`, `listingYear` FROM `products` ORDER BY `id`',
    )) as { modelYear: number | null; listingYear: number }[];
    expect(rows.map((row) => [row.modelYear, Number(row.listingYear)])).toEqual([
      [null, 2017],
      [null, 2009],
    ]);
    expect(await updatedStamps()).toEqual(before);
    await dataSource.query('DELETE FROM `products`');
  });

  it('writes the listings kept before their words (name, description, model, facts, year, place), leaving updatedAt', async () => {
    await undoDownTo('SearchWords1796800000000');
    await insertListings(async (runner) => {
      // More than one batch of the fill (500 a statement).
      for (let n = 0; n < 502; n += 1) {
        await runner.query(
          'INSERT INTO `products` (`id`, `createdAt`, `updatedAt`, `name`, `description`, `categoryId`, `brandId`, ' +
            '`condition`, `originalPriceCents`, `sellPriceCents`, `location`, `purchaseMonth`, `modelYear`, ' +
            '`listingYear`, `model`, `fuel`, `transmission`, `mobile`, `imageUrl`, `thumbUrl`, `authorId`) VALUES ' +
            "(?, ?, ?, ?, 'Listed before.', 'c', 'b', 'Good', 100, 90, 'Feni', '2019-04', 2016, 2016, 'CR-V', " +
            "'Diesel', NULL, '+880', '/i.png', '/t.png', 'a')",
          [
            `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
            '2026-01-02 03:04:05.000',
            '2026-01-02 03:04:05.000',
            `Kept ${n}`,
          ],
        );
      }
    });
    const before = await updatedStamps();
    await dataSource.runMigrations({ transaction: 'each' });
    const rows = (await dataSource.query('SELECT `searchWords` FROM `products` ORDER BY `id`')) as {
      searchWords: string;
    }[];
    expect(rows).toHaveLength(502);
    expect(rows[0]!.searchWords).toBe('  kept  0  crv  cr  v  diesel  2016  feni  listed  before  ');
    expect(rows[501]!.searchWords).toBe('  kept  501  crv  cr  v  diesel  2016  feni  listed  before  ');
    expect(await updatedStamps()).toEqual(before);
    await dataSource.query('DELETE FROM `products`');
  });
});
