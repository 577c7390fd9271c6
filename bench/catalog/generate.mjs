// `node bench/catalog/generate.mjs --size 1000|100000|1000000 [--database bench_catalog_<size>]`
// Fills a MySQL/MariaDB database with a realistic catalog for the API-at-scale benchmark: the API's own schema
// (its migrations), the demo categories and brands, one seller per 50 listings (a few deleted), listings with
// names and descriptions from word lists, ~10% sold, ~2% advertised, a few taken down, held or deleted.
// Deterministic (seeded PRNG): the same size always gives the same rows, so runs compare. Skips the fill when the
// database already holds `size` listings.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import { catalogValue } from '@usedcars/contract/messages';
import { prng } from '../lib/random.mjs';
import { ROOT, MYSQL_SERVER_URL, buildApi, databaseUrl } from '../lib/api-server.mjs';

const LISTINGS_PER_SELLER = 50;
const BATCH_ROWS = 2000;
const SIZES = [1000, 100000, 1000000];

const require = createRequire(import.meta.url);
const { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_MODELS, demoVehicleFacts } = require(
  path.join(ROOT, 'api', 'dist', 'database', 'seed', 'demo-data.js'),
);
const { searchWordsOf } = require(path.join(ROOT, 'api', 'dist', 'catalog', 'search-words.js'));
const CONDITIONS = ['Excellent', 'Good', 'Fair'];
const LOCATIONS = ['Dhaka', 'Chittagong', 'Borishal', 'Cumilla', 'Feni', 'Pabna', 'Noakhali'];
const COLOURS = ['white', 'black', 'silver', 'pearl', 'grey', 'blue', 'red', 'maroon', 'green', 'golden'];
const FEATURES = [
  'alloy wheels',
  'push start',
  'sunroof',
  'reverse camera',
  'leather seats',
  'climate control',
  'navigation',
  'fog lights',
  'keyless entry',
  'cruise control',
  'hybrid engine',
  'new tyres',
];
const HISTORY = [
  'single owner',
  'dealer serviced',
  'accident free',
  'fresh paper',
  'tax token up to date',
  'garage kept',
  'recently serviced',
  'original paint',
];

const pick = (random, list) => list[Math.floor(random() * list.length)];
const hex = (random, digits) =>
  Array.from({ length: digits }, () => Math.floor(random() * 16).toString(16)).join('');

/** A UUID v7 for `ms` (as the API's ids: time-ordered), its random bits from `random`. */
function uuidV7(ms, random) {
  const time = ms.toString(16).padStart(12, '0');
  const variant = (8 + Math.floor(random() * 4)).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(random, 3)}-${variant}${hex(random, 3)}-${hex(random, 12)}`;
}

const sqlTime = (ms) => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');

function parseOptions() {
  const { values } = parseArgs({
    options: { size: { type: 'string' }, database: { type: 'string' } },
  });
  const size = Number(values.size);
  if (!SIZES.includes(size)) {
    console.error(`--size must be one of ${SIZES.join(', ')}`);
    process.exit(2);
  }
  const database = values.database ?? `bench_catalog_${size}`;
  if (!/^[a-z0-9_]+$/.test(database)) {
    console.error('--database must be lower-case letters, digits and underscores');
    process.exit(2);
  }
  return { size, database };
}

/** The API's price segments of the listings just written (the built rebuild command). */
function rebuildPriceSegments(database) {
  execFileSync(process.execPath, [path.join(ROOT, 'api', 'dist', 'cli', 'rebuild-price-segments.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl(database), LOG_LEVEL: 'warn' },
  });
}

/** Creates the database if absent and applies the API's migrations to it (the built migrate command). */
async function migrate(database) {
  const server = await mysql.createConnection(MYSQL_SERVER_URL);
  await server.query(
    `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  await server.end();
  await buildApi();
  execFileSync(process.execPath, [path.join(ROOT, 'api', 'dist', 'database', 'migrate.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl(database), LOG_LEVEL: 'warn' },
  });
}

async function insertRows(connection, table, columns, rows) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    await connection.query(
      `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`,
      [batch],
    );
  }
}

/** Categories and brands of the demo seed; answers their ids by name. */
async function fillCatalog(connection, random, epochMs) {
  const categories = DEMO_CATEGORIES.map(({ name }) => [
    uuidV7(epochMs, random),
    sqlTime(epochMs),
    sqlTime(epochMs),
    name,
    catalogValue(name),
    `/media/bench/${catalogValue(name)}.webp`,
  ]);
  const brands = DEMO_BRANDS.map((name) => [
    uuidV7(epochMs, random),
    sqlTime(epochMs),
    sqlTime(epochMs),
    name,
    catalogValue(name),
  ]);
  await insertRows(
    connection,
    'categories',
    ['id', 'createdAt', 'updatedAt', 'name', 'value', 'thumbnailUrl'],
    categories,
  );
  await insertRows(connection, 'brands', ['id', 'createdAt', 'updatedAt', 'name', 'value'], brands);
  return {
    categoryIds: new Map(categories.map((row) => [row[3], row[0]])),
    brandIds: new Map(brands.map((row) => [row[3], row[0]])),
  };
}

async function fillSellers(connection, random, count, epochMs) {
  const ids = [];
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    const id = uuidV7(epochMs + index, random);
    ids.push(id);
    // 1 in 200 sellers deleted their account: their listings must drop out of every public read.
    const deletedAt = random() < 0.005 ? sqlTime(epochMs + index) : null;
    rows.push([
      id,
      sqlTime(epochMs + index),
      sqlTime(epochMs + index),
      `Seller ${index + 1}`,
      `seller${index + 1}@bench.test`,
      null,
      'Seller',
      random() < 0.6 ? 1 : 0,
      deletedAt,
    ]);
  }
  await insertRows(
    connection,
    'users',
    ['id', 'createdAt', 'updatedAt', 'displayName', 'email', 'passwordHash', 'role', 'verified', 'deletedAt'],
    rows,
  );
  return ids;
}

function listingRow(index, size, random, ids, startMs, spanMs) {
  const model = pick(random, DEMO_MODELS);
  const year = 2008 + Math.floor(random() * 17);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  // Made the year it was bought or up to five before (second-hand); from the index, so the seed's stream is unchanged.
  const modelYear = year - MODEL_YEAR_LAGS[index % MODEL_YEAR_LAGS.length];
  const age = 2026 - year;
  const original = Math.round(model.newPrice * (0.9 + random() * 0.2));
  const sell = Math.max(
    1500,
    Math.round(original * Math.max(0.25, 1 - age * 0.06) * (0.85 + random() * 0.2)),
  );
  const createdMs = startMs + Math.floor((index / size) * spanMs) + Math.floor(random() * 1000);
  const colour = pick(random, COLOURS);
  const facts = demoVehicleFacts(model, age * 12 + 6, random);
  const description =
    `${colour} ${model.brand} ${model.model} from ${modelYear}, ${pick(random, HISTORY)}, ${pick(random, FEATURES)}, ` +
    `${pick(random, FEATURES)} and ${pick(random, HISTORY)}. ${facts.mileageKm.toLocaleString('en-US')} km driven.`;
  const sold = random() < 0.1;
  const roll = random();
  const takenDownAt = roll < 0.002 ? sqlTime(createdMs + 86_400_000) : null;
  const heldForReviewAt = roll >= 0.002 && roll < 0.003 ? sqlTime(createdMs + 86_400_000) : null;
  const deletedAt = !sold && roll >= 0.003 && roll < 0.008 ? sqlTime(createdMs + 86_400_000) : null;
  const advertise = !sold && !takenDownAt && !deletedAt && random() < 0.02 ? 1 : 0;
  const photos = benchPhotos(index, catalogValue(model.category));
  const image = photos[0].url;
  const row = [
    uuidV7(createdMs, random),
    sqlTime(createdMs),
    sqlTime(createdMs),
    `${model.brand} ${model.model} ${modelYear}`,
    description,
    ids.categoryIds.get(model.category),
    ids.brandIds.get(model.brand),
    pick(random, CONDITIONS),
    original * 100,
    sell * 100,
    pick(random, LOCATIONS),
    `${year}-${month}`,
    modelYear,
    // The listing's year, as the API writes it: the model year, which every bench listing gives.
    modelYear,
    model.model,
    facts.mileageKm,
    facts.fuel,
    facts.transmission,
    facts.previousOwners,
    colour.charAt(0).toUpperCase() + colour.slice(1),
    facts.engineCc,
    `017${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
    image,
    photos[0].thumbnail,
    JSON.stringify(photos),
    ids.sellerIds[Math.floor(random() * ids.sellerIds.length)],
    advertise,
    sold ? 1 : 0,
    null,
    takenDownAt,
    takenDownAt ? 'Bench: taken down' : null,
    heldForReviewAt ? 3 : 0,
    heldForReviewAt,
    deletedAt,
  ];
  // Its words for text searches, as the API's listing writer keeps them.
  const field = (column) => row[LISTING_COLUMNS.indexOf(column)];
  return [
    ...row,
    searchWordsOf(
      Object.fromEntries(
        ['name', 'description', 'model', 'fuel', 'transmission', 'listingYear', 'location'].map((column) => [
          column,
          field(column),
        ]),
      ),
    ),
  ];
}

/** How many years before its purchase each listing's car was made, in turn: 0 bought new. */
const MODEL_YEAR_LAGS = [0, 2, 1, 5, 0, 3, 1, 4, 2, 0];

/** How many photos listings have, in turn: most 3 to 8, some one, a few the most (12); about 5 on average. */
const PHOTO_COUNTS = [1, 3, 4, 5, 6, 8, 4, 6, 12, 2, 5, 7];

/**
 * A listing's `images` as the API stores them (1600 x 1200 with an 800 px copy and a thumbnail), cycling through 64
 * file names per category. From the index alone, so the other columns stay what the same seed always made.
 */
function benchPhotos(index, category) {
  return Array.from({ length: PHOTO_COUNTS[index % PHOTO_COUNTS.length] }, (_, photo) => {
    const base = `/media/bench/${category}-${(index + photo) % 64}`;
    return {
      url: `${base}.webp`,
      width: 1600,
      height: 1200,
      smaller: [{ url: `${base}-800.webp`, width: 800, height: 600 }],
      thumbnail: `${base}-thumb.webp`,
    };
  });
}

const LISTING_COLUMNS = [
  'id',
  'createdAt',
  'updatedAt',
  'name',
  'description',
  'categoryId',
  'brandId',
  'condition',
  'originalPriceCents',
  'sellPriceCents',
  'location',
  'purchaseMonth',
  'modelYear',
  'listingYear',
  'model',
  'mileageKm',
  'fuel',
  'transmission',
  'previousOwners',
  'color',
  'engineCc',
  'mobile',
  'imageUrl',
  'thumbUrl',
  'images',
  'authorId',
  'advertise',
  'sold',
  'saleOrderId',
  'takenDownAt',
  'takedownReason',
  'openReportCount',
  'heldForReviewAt',
  'deletedAt',
];
/** The columns written: the listing's, then its words for text searches. */
const INSERTED_COLUMNS = [...LISTING_COLUMNS, 'searchWords'];

async function main() {
  const { size, database } = parseOptions();
  const started = Date.now();
  await migrate(database);
  const connection = await mysql.createConnection({ uri: databaseUrl(database), timezone: 'Z' });
  try {
    const [[{ count }]] = await connection.query('SELECT COUNT(*) AS count FROM `products`');
    if (Number(count) === size) {
      console.log(`${database} already holds ${size} listings: kept.`);
      const [[{ segments }]] = await connection.query('SELECT COUNT(*) AS segments FROM `price_segments`');
      if (Number(segments) === 0) rebuildPriceSegments(database);
      return;
    }
    // A partial or different fill: start over (only the bench's own rows live here).
    await connection.query('SET FOREIGN_KEY_CHECKS = 0, UNIQUE_CHECKS = 0');
    for (const table of ['products', 'users', 'brands', 'categories'])
      await connection.query(`DELETE FROM \`${table}\``);
    const random = prng(20260801 + size);
    // Listings spread over the three years before a fixed date: runs never depend on the clock.
    const endMs = Date.UTC(2026, 6, 1);
    const spanMs = 3 * 365 * 86_400_000;
    const startMs = endMs - spanMs;
    const { categoryIds, brandIds } = await fillCatalog(connection, random, startMs - 86_400_000);
    const sellerIds = await fillSellers(
      connection,
      random,
      Math.max(1, Math.ceil(size / LISTINGS_PER_SELLER)),
      startMs - 86_400_000,
    );
    const ids = { categoryIds, brandIds, sellerIds };
    const placeholders = `(${INSERTED_COLUMNS.map(() => '?').join(', ')})`;
    const insert = `INSERT INTO \`products\` (${INSERTED_COLUMNS.map((c) => `\`${c}\``).join(', ')}) VALUES `;
    for (let start = 0; start < size; start += BATCH_ROWS) {
      const rows = [];
      for (let index = start; index < Math.min(size, start + BATCH_ROWS); index += 1) {
        rows.push(listingRow(index, size, random, ids, startMs, spanMs));
      }
      await connection.query(insert + rows.map(() => placeholders).join(', '), rows.flat());
      if ((start / BATCH_ROWS) % 50 === 49) process.stdout.write(`  ${start + rows.length} listings\n`);
    }
    await connection.query('SET FOREIGN_KEY_CHECKS = 1, UNIQUE_CHECKS = 1');
    await connection.query('ANALYZE TABLE `products`, `users`, `brands`, `categories`');
    rebuildPriceSegments(database);
    console.log(
      `${database}: ${size} listings, ${sellerIds.length} sellers in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await connection.end();
  }
}

await main();
