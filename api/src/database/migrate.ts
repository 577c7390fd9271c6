import 'reflect-metadata';
import { InvalidConfigError } from '../config/validate-config';
import { createDataSourceFromEnv } from './data-source';

/** `npm run migrate -w api`: applies pending migrations to the configured database, then exits. */
async function main(): Promise<void> {
  const dataSource = await createDataSourceFromEnv();
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(
      applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'No pending migrations.',
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof InvalidConfigError ? error.message : error);
  process.exit(1);
});
