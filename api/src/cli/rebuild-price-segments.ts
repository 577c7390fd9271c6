import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { PriceRatings, PriceSegment } from '../catalog';
import { readAppConfig } from '../config/app.config';
import { readDatabaseConfig } from '../config/database.config';
import { resolveDataSourceOptions } from '../database';

// `npm run price-segments:rebuild -w api`: recomputes every price segment from the listings (after a bulk import or
// any write that bypassed the API; the API also rebuilds an empty table at start).
async function main(): Promise<void> {
  const dataSource = new DataSource(await resolveDataSourceOptions(readDatabaseConfig()));
  await dataSource.initialize();
  try {
    const started = Date.now();
    const ratings = new PriceRatings(dataSource, dataSource.getRepository(PriceSegment), readAppConfig());
    const models = await ratings.rebuildAll();
    console.log(`Rebuilt the price segments of ${models} models in ${Date.now() - started} ms.`);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
