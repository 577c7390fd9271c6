import { DataSource } from 'typeorm';
import { readDatabaseConfig } from '../src/config/database.config';
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
});
