// `node bench/catalog/rating-cost.mjs --size 1000|100000|1000000` (after generate.mjs; run under flock
// /work/bench.lock): what the price rating costs on the generated catalog, through the built API's own PriceRatings:
// the full rebuild, one page's ratings read (24 cars, one query), and the refresh a listing write pays after its
// commit (one car's model, its 15 neighbouring segments), one at a time and 10 at once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, databaseUrl } from '../lib/api-server.mjs';

const { values } = parseArgs({
  options: { size: { type: 'string', default: '1000000' }, samples: { type: 'string', default: '200' } },
});
const database = `bench_catalog_${values.size}`;
process.env.DATABASE_URL = databaseUrl(database);
process.env.LOG_LEVEL = 'warn';
const require = createRequire(import.meta.url);
require('reflect-metadata');
const { DataSource, In } = require(path.join(ROOT, 'node_modules', 'typeorm'));
const { resolveDataSourceOptions } = require(path.join(ROOT, 'api', 'dist', 'database'));
const { readDatabaseConfig } = require(path.join(ROOT, 'api', 'dist', 'config', 'database.config.js'));
const { PriceRatings, PriceSegment, Product } = require(path.join(ROOT, 'api', 'dist', 'catalog'));

const samples = Number(values.samples);
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
};
async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const dataSource = new DataSource(await resolveDataSourceOptions(readDatabaseConfig()));
await dataSource.initialize();
try {
  const ratings = new PriceRatings(dataSource, dataSource.getRepository(PriceSegment));
  const rebuild = await timed(() => ratings.rebuildAll());
  const [{ segments }] = await dataSource.query('SELECT COUNT(*) AS segments FROM `price_segments`');
  // Listings spread over the catalog (every n-th by id), the kind a page shows.
  const ids = (
    await dataSource.query(
      'SELECT `id` FROM `products` WHERE `model` IS NOT NULL AND `deletedAt` IS NULL ORDER BY `id` LIMIT ?',
      [samples * 24],
    )
  ).map((row) => row.id);
  const cars = await dataSource.getRepository(Product).findBy({ id: In(ids) });
  const pageReads = [];
  for (let start = 0; start + 24 <= cars.length; start += 24)
    pageReads.push(await timed(() => ratings.ratingsOf(cars.slice(start, start + 24))));
  const rated = await ratings.ratingsOf(cars);
  const labels = {};
  for (const rating of rated.values())
    labels[rating.label ?? 'none'] = (labels[rating.label ?? 'none'] ?? 0) + 1;
  const refreshes = [];
  for (const car of cars.slice(0, samples))
    refreshes.push(await timed(() => ratings.refreshListings([car.id])));
  const parallel = cars.slice(samples, samples * 2);
  const parallelTimes = [];
  const wall = await timed(async () => {
    for (let start = 0; start < parallel.length; start += 10)
      await Promise.all(
        parallel
          .slice(start, start + 10)
          .map(async (car) => parallelTimes.push(await timed(() => ratings.refreshListings([car.id])))),
      );
  });
  console.log(
    `| ${values.size} | rebuild ${(rebuild / 1000).toFixed(1)} s (${segments} segments) | page of 24: ${summary(pageReads)} | refresh, one at a time: ${summary(refreshes)} | 10 at once: ${summary(parallelTimes)}, ${((parallel.length / wall) * 1000).toFixed(0)}/s |`,
  );
  console.log(`labels of ${rated.size} listings: ${JSON.stringify(labels)}`);
} finally {
  await dataSource.destroy();
}
