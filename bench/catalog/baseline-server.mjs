// The minimal baseline of the API-at-scale benchmark: node:http and a mysql2 pool of the API's size (TypeORM's
// MySQL pool: 10), answering the measured public reads with the SQL the API runs and the same JSON and
// X-Total-Count header (a list: the page's ids, then their rows, and the count), with no framework, no validation
// beyond parsing and no cache (it counts on every list request, as the API did before its count cache).
// `node bench/catalog/baseline-server.mjs` with PORT and DATABASE_URL.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';

const builtCatalog = (file) =>
  createRequire(import.meta.url)(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'dist', 'catalog', file),
  );
// The price rating's rule, from the built API (the figures are read here with the API's query, one per page).
const { priceRatingOf, segmentKey, segmentOf } = builtCatalog('price-rating.js');
// The word rules of a text search, from the built API (docs/search.md "Words").
const { findsWord, textWords, typedWords, wordPatterns } = builtCatalog('search-words.js');

const PAGE_SIZE_DEFAULT = 24;
const PAGE_SIZE_MAX = 100;
/** The API's SEARCH_COUNT_CAP. */
const COUNT_CAP = 10_000;

const pool = mysql.createPool({
  uri: process.env.DATABASE_URL,
  connectionLimit: 10,
  timezone: 'Z',
  charset: 'utf8mb4_unicode_ci',
});

const SELECT =
  'SELECT p.id, p.createdAt, p.name, p.description, p.condition, p.originalPriceCents, p.sellPriceCents, ' +
  'p.location, p.purchaseMonth, p.modelYear, p.listingYear, p.imageUrl, p.thumbUrl, p.authorId, p.advertise, p.sold, ' +
  'p.model, p.mileageKm, p.fuel, p.transmission, p.previousOwners, p.color, p.engineCc, p.vin, ' +
  'p.brandId, p.deletedAt, p.takenDownAt, p.heldForReviewAt, p.priceHistory, p.images, ' +
  'c.value AS categoryValue, c.name AS categoryName, b.value AS brandValue, b.name AS brandName, ' +
  'a.displayName, a.verified, a.photoURL ';
const FROM =
  'FROM `products` p INNER JOIN `categories` c ON c.id = p.categoryId INNER JOIN `brands` b ON b.id = p.brandId ' +
  'INNER JOIN `users` a ON a.id = p.authorId AND a.deletedAt IS NULL ';
const IDS_FROM = 'FROM `products` p INNER JOIN `users` a ON a.id = p.authorId AND a.deletedAt IS NULL ';
const PUBLIC = 'p.takenDownAt IS NULL AND p.deletedAt IS NULL';
const LISTED = `${PUBLIC} AND p.heldForReviewAt IS NULL`;
/** A listing's year, as the API's LISTING_YEAR: the model year, else the purchase year, kept in its own column. */
const YEAR = 'p.listingYear';
const SORTS = {
  newest: 'p.createdAt DESC, p.id DESC',
  price_asc: 'p.sellPriceCents ASC, p.createdAt DESC, p.id DESC',
  price_desc: 'p.sellPriceCents DESC, p.createdAt DESC, p.id DESC',
  year_desc: `${YEAR} DESC, p.createdAt DESC, p.id DESC`,
  mileage_asc: 'p.mileageKm ASC, p.createdAt DESC, p.id DESC',
};
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'CNG', 'LPG'];

const cents = (value) => Math.round(value) / 100;

function lastPriceChange(history) {
  const [from, to] = history.slice(-2);
  const point = (change) => ({ price: cents(change.priceCents), date: change.at });
  return from && to ? { from: point(from), to: point(to) } : null;
}

function product(row) {
  return {
    _id: row.id,
    product_name: row.name,
    description: row.description,
    category: row.categoryValue,
    categoryName: row.categoryName,
    brand: row.brandValue,
    brandName: row.brandName,
    condition: row.condition,
    originalPrice: cents(row.originalPriceCents),
    sellPrice: cents(row.sellPriceCents),
    location: row.location,
    purchaseYear: row.purchaseMonth,
    image: row.imageUrl,
    thumbnail: row.thumbUrl,
    // As the API's photosOf: the stored photos, else the one image of an older listing.
    images: row.images
      ? JSON.parse(row.images)
      : [{ url: row.imageUrl, width: null, height: null, smaller: [], thumbnail: row.thumbUrl }],
    authorID: row.authorId,
    author: { displayName: row.displayName, verified: Boolean(row.verified), photoURL: row.photoURL },
    date: row.createdAt.toISOString(),
    advertise: Boolean(row.advertise),
    sell: Boolean(row.sold),
    // In the API's order (serializeProduct): the model year leads the vehicle facts.
    modelYear: row.modelYear,
    model: row.model,
    mileage: row.mileageKm,
    fuel: row.fuel,
    transmission: row.transmission,
    owners: row.previousOwners,
    color: row.color,
    engineCc: row.engineCc,
    vin: row.vin,
    // As the API's lists: the last change of the stored history, none while it asks the price it was listed at.
    lastPriceChange: lastPriceChange(row.priceHistory ? JSON.parse(row.priceHistory) : []),
    priceRating: row.priceRating,
  };
}

/** Sets each row's priceRating from its price segment: one query for all of them, as the API. */
async function rated(rows) {
  const keys = [...new Set(rows.flatMap((row) => (segmentOf(row) ? [segmentKey(segmentOf(row))] : [])))];
  const [segments] = keys.length
    ? await pool.query('SELECT * FROM `price_segments` WHERE `segmentKey` IN (?)', [keys])
    : [[]];
  const figures = new Map(
    segments.map((s) => [
      s.segmentKey,
      {
        count: s.comparableCount,
        offset: s.middleOffset,
        middle: JSON.parse(s.middlePrices),
        leftOut: JSON.parse(s.leftOutIds),
      },
    ]),
  );
  for (const row of rows) {
    const segment = segmentOf(row);
    row.priceRating = priceRatingOf(row, (segment && figures.get(segmentKey(segment))) ?? null);
  }
  return rows;
}

function paging(params) {
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const pageSize = Math.min(
    PAGE_SIZE_MAX,
    Math.max(1, Number(params.get('pageSize') ?? PAGE_SIZE_DEFAULT) || 1),
  );
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * The page's ids (products and their author only, as the API), then their rows; and the total, in parallel.
 * With `?explain`, the EXPLAIN rows of the id query instead (run.mjs records which index each list reads).
 */
async function pageAndCount(where, params, order, query, cap = Infinity) {
  const { limit, offset } = paging(query);
  // Lowest mileage first reads the known mileages first (see lowestMileageFirst).
  const mileageFirst = order === SORTS.mileage_asc;
  const idsQuery = [
    `SELECT p.id ${IDS_FROM}WHERE ${where}${mileageFirst ? KNOWN_MILEAGE : ''} ORDER BY ${order} LIMIT ? OFFSET ?`,
    [...params, limit, offset],
  ];
  if (query.has('explain')) return { plan: (await pool.query(`EXPLAIN ${idsQuery[0]}`, idsQuery[1]))[0] };
  const pageIds = async () => {
    const first = await idsOf(...idsQuery);
    return mileageFirst ? lowestMileageFirst(first, where, params, limit, offset) : first;
  };
  // As the API: a search's matches counted up to `cap` + 1, no page past `cap`; a category's exactly.
  const counting =
    cap === Infinity
      ? pool.query(`SELECT COUNT(*) AS total ${IDS_FROM}WHERE ${where}`, params)
      : pool.query(
          `SELECT COUNT(*) AS total FROM (SELECT 1 AS one ${IDS_FROM}WHERE ${where} LIMIT ?) capped`,
          [...params, cap + 1],
        );
  const [ids, [[{ total }]]] = await Promise.all([offset >= cap ? [] : pageIds(), counting]);
  return {
    items: await rowsInOrder(ids),
    total: Math.min(Number(total), cap),
    capped: total > cap,
  };
}

const KNOWN_MILEAGE = ' AND p.mileageKm IS NOT NULL';

async function idsOf(sql, params) {
  return (await pool.query(sql, params))[0].map((row) => row.id);
}

/**
 * As the API (SqlCatalogSearch.lowestMileageFirst): `first`, the page's known mileages in index order, then, past
 * their end, the unknown ones newest first.
 */
async function lowestMileageFirst(first, where, params, limit, offset) {
  if (first.length === limit) return first;
  const knownCount =
    first.length > 0 || offset === 0
      ? offset + first.length
      : Number(
          (
            await pool.query(`SELECT COUNT(*) AS total ${IDS_FROM}WHERE ${where}${KNOWN_MILEAGE}`, params)
          )[0][0].total,
        );
  const rest = await idsOf(
    `SELECT p.id ${IDS_FROM}WHERE ${where} AND p.mileageKm IS NULL ORDER BY ${SORTS.newest} LIMIT ? OFFSET ?`,
    [...params, limit - first.length, Math.max(0, offset - knownCount)],
  );
  return [...first, ...rest];
}

async function rowsInOrder(ids) {
  if (ids.length === 0) return [];
  const [rows] = await pool.query(`${SELECT}${FROM}WHERE p.id IN (?)`, [ids]);
  const order = new Map(ids.map((id, index) => [id, index]));
  return (await rated(rows)).sort((a, b) => order.get(a.id) - order.get(b.id)).map(product);
}

async function searchProducts(query) {
  const { where, params } = await filtersWhere(query);
  return pageAndCount(
    where.join(' AND '),
    params,
    SORTS[query.get('sort') ?? 'newest'] ?? SORTS.newest,
    query,
    COUNT_CAP,
  );
}

/** As the API (ListingQueries.matching): the WHERE of the query's filters, but those of the facets in `except`. */
async function filtersWhere(query, except = new Set()) {
  const where = [LISTED, 'p.sold = 0'];
  const params = [];
  const q = query.get('q')?.trim();
  if (q) {
    // As the API (ListingQueries.matchText): every typed word finds a word of the listing's stored words (LIKE
    // patterns) or of its brand's or category's name (read from their small tables).
    const named = async (table, word) =>
      (await pool.query(`SELECT id, name FROM \`${table}\``))[0]
        .filter((row) => textWords(row.name).some((held) => findsWord(word, held)))
        .map((row) => row.id);
    for (const word of typedWords(q)) {
      const [brandIds, categoryIds] = await Promise.all([named('brands', word), named('categories', word)]);
      const alternatives = wordPatterns(word).map((pattern) => {
        params.push(pattern);
        return 'p.searchWords LIKE ?';
      });
      if (brandIds.length > 0) {
        alternatives.push('p.brandId IN (?)');
        params.push(brandIds);
      }
      if (categoryIds.length > 0) {
        alternatives.push('p.categoryId IN (?)');
        params.push(categoryIds);
      }
      where.push(`(${alternatives.join(' OR ')})`);
    }
  }
  const byValue = { category: ['p.categoryId', 'categories'], brand: ['p.brandId', 'brands'] };
  for (const [name, [column, table]] of Object.entries(byValue)) {
    if (query.has(name) && !except.has(name)) {
      where.push(`${column} = (SELECT id FROM \`${table}\` WHERE value = ?)`);
      params.push(query.get(name).toLowerCase());
    }
  }
  const when = (name, condition, value, facet = name) => {
    if (!query.has(name) || except.has(facet)) return;
    where.push(condition);
    params.push(value(query.get(name)));
  };
  when('condition', 'p.condition = ?', String);
  when('location', 'p.location = ?', String);
  when('minPrice', 'p.sellPriceCents >= ?', (dollars) => Math.round(dollars * 100), 'price');
  when('maxPrice', 'p.sellPriceCents <= ?', (dollars) => Math.round(dollars * 100), 'price');
  when('minYear', `${YEAR} >= ?`, Number);
  when('maxYear', `${YEAR} <= ?`, Number);
  when('minMileage', 'p.mileageKm >= ?', Number);
  when('maxMileage', 'p.mileageKm <= ?', Number);
  if (query.has('fuel') && !except.has('fuel')) {
    const named = new Set(query.getAll('fuel').flatMap((list) => list.split(',').map((fuel) => fuel.trim())));
    where.push('p.fuel IN (?)');
    params.push(FUELS.filter((fuel) => named.has(fuel)));
  }
  when('transmission', 'p.transmission = ?', String);
  // The column's case-insensitive collation, as the API on MySQL.
  when('model', 'p.model = ?', (model) => model.trim());
  return { where, params };
}

const FACETS = ['brand', 'category', 'fuel', 'transmission', 'price'];
/** The API's PRICE_BANDS: from min up to, not including, max; dollars. */
const PRICE_BANDS = [
  ['0-5000', 5000],
  ['5000-10000', 10000],
  ['10000-15000', 15000],
  ['15000-20000', 20000],
  ['20000-30000', 30000],
  ['30000-50000', 50000],
  ['50000-', null],
];
const BAND_SQL = `CASE ${PRICE_BANDS.filter(([, max]) => max !== null)
  .map(([value, max]) => `WHEN p.sellPriceCents < ${max * 100} THEN '${value}'`)
  .join(' ')} ELSE '50000-' END`;

/** The brand and category values by id (the API keeps them per catalog write; nothing writes during a run). */
const catalog = (async () => {
  const values = async (table) =>
    new Map((await pool.query(`SELECT id, value FROM \`${table}\``))[0].map((row) => [row.id, row.value]));
  return { brand: await values('brands'), category: await values('categories') };
})();

/**
 * GET /products/facets, exact as the API's search index counts them, by the API's SQL without its sample (which
 * estimates only while the index loads): one GROUP BY over every car matching the filters that are no facet's.
 */
async function facets(query) {
  const known = await catalog;
  const { where, params } = await filtersWhere(query, new Set(FACETS));
  const cents = (name) => (query.has(name) ? Math.round(Number(query.get(name)) * 100) : null);
  const [minPrice, maxPrice] = [cents('minPrice'), cents('maxPrice')];
  const checks = [
    ...(minPrice !== null ? ['p.sellPriceCents >= ?'] : []),
    ...(maxPrice !== null ? ['p.sellPriceCents <= ?'] : []),
  ];
  const inPrice = checks.length > 0 ? `CASE WHEN ${checks.join(' AND ')} THEN 1 ELSE 0 END` : '1';
  const sql =
    `SELECT p.brandId, p.categoryId, p.fuel, p.transmission, ${BAND_SQL} AS band, ${inPrice} AS inPrice, ` +
    `COUNT(*) AS count ${IDS_FROM}WHERE ${where.join(' AND ')} ` +
    'GROUP BY p.brandId, p.categoryId, p.fuel, p.transmission, band, inPrice';
  const priceParams = [minPrice, maxPrice].filter((value) => value !== null);
  if (query.has('explain')) return (await pool.query(`EXPLAIN ${sql}`, [...priceParams, ...params]))[0];
  const [groups] = await pool.query(sql, [...priceParams, ...params]);
  const fuels = query.has('fuel')
    ? query
        .get('fuel')
        .split(',')
        .map((fuel) => fuel.trim())
    : [];
  const value = {
    brand: (group) => known.brand.get(group.brandId) ?? null,
    category: (group) => known.category.get(group.categoryId) ?? null,
    fuel: (group) => group.fuel,
    transmission: (group) => group.transmission,
    price: (group) => group.band,
  };
  const passes = {
    brand: (group) => !query.has('brand') || value.brand(group) === query.get('brand').toLowerCase(),
    category: (group) =>
      !query.has('category') || value.category(group) === query.get('category').toLowerCase(),
    fuel: (group) => fuels.length === 0 || fuels.includes(group.fuel),
    transmission: (group) => !query.has('transmission') || group.transmission === query.get('transmission'),
    price: (group) => Number(group.inPrice) === 1,
  };
  const result = {};
  for (const facet of FACETS) {
    const counts = new Map();
    for (const group of groups) {
      const name = value[facet](group);
      if (name === null || !FACETS.every((other) => other === facet || passes[other](group))) continue;
      counts.set(name, (counts.get(name) ?? 0) + Number(group.count));
    }
    const values = [...counts].map(([name, count]) => ({ value: name, count }));
    if (facet === 'price') {
      const order = PRICE_BANDS.map(([band]) => band);
      values.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
    } else values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    result[facet] = values;
  }
  const total = groups
    .filter((group) => FACETS.every((facet) => passes[facet](group)))
    .reduce((sum, group) => sum + Number(group.count), 0);
  return { approximate: false, total, facets: result };
}

const json = (response, status, body, headers = {}) => {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
};
const notFound = (response, what) =>
  json(response, 404, { statusCode: 404, error: 'Not Found', message: `${what} not found.` });

async function route(request, response) {
  const url = new URL(request.url, 'http://baseline');
  const path = url.pathname;
  if (path === '/api/products') {
    const { items, total, capped, plan } = await searchProducts(url.searchParams);
    if (plan) return json(response, 200, plan);
    return json(response, 200, items, {
      'X-Total-Count': String(total),
      ...(capped ? { 'X-Total-Count-Capped': 'true' } : {}),
    });
  }
  if (path === '/api/products/facets') return json(response, 200, await facets(url.searchParams));
  if (path === '/api/models') {
    // As the API (PublicListings.listModels): the brand's listed models, one per spelling ignoring case, sorted.
    const sql =
      'SELECT DISTINCT p.model FROM `products` p WHERE p.brandId = (SELECT id FROM `brands` WHERE value = ?) ' +
      `AND p.sold = 0 AND p.model IS NOT NULL AND ${LISTED}`;
    const brand = (url.searchParams.get('brand') ?? '').trim().toLowerCase();
    if (url.searchParams.has('explain'))
      return json(response, 200, (await pool.query(`EXPLAIN ${sql}`, [brand]))[0]);
    const byName = new Map();
    for (const { model } of (await pool.query(sql, [brand]))[0]) {
      if (!byName.has(model.toLowerCase())) byName.set(model.toLowerCase(), model);
    }
    const models = [...byName.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    return json(response, 200, models);
  }
  if (path === '/api/advertise-product') {
    const { items, total, plan } = await pageAndCount(
      `${LISTED} AND p.advertise = 1 AND p.sold = 0`,
      [],
      SORTS.newest,
      url.searchParams,
    );
    if (plan) return json(response, 200, plan);
    return json(response, 200, items, { 'X-Total-Count': String(total) });
  }
  let match = /^\/api\/product\/([^/]+)$/.exec(path);
  if (match) {
    const [rows] = await pool.query(`${SELECT}${FROM}WHERE ${PUBLIC} AND p.id = ?`, [
      decodeURIComponent(match[1]).toLowerCase(),
    ]);
    return rows[0] ? json(response, 200, product((await rated(rows))[0])) : notFound(response, 'Product');
  }
  match = /^\/api\/category\/([^/]+)$/.exec(path);
  if (match) {
    const [categories] = await pool.query('SELECT * FROM `categories` WHERE `value` = ? LIMIT 1', [
      decodeURIComponent(match[1]).trim().toLowerCase(),
    ]);
    const category = categories[0];
    if (!category) return notFound(response, 'Category');
    const { items, total, plan } = await pageAndCount(
      `${LISTED} AND p.categoryId = ? AND p.sold = 0`,
      [category.id],
      SORTS.newest,
      url.searchParams,
    );
    if (plan) return json(response, 200, plan);
    const body = {
      category: {
        _id: category.id,
        category: category.name,
        value: category.value,
        thumbnail: category.thumbnailUrl,
        date: category.createdAt.toISOString(),
      },
      products: items,
    };
    return json(response, 200, body, { 'X-Total-Count': String(total) });
  }
  return notFound(response, 'Route');
}

const server = http.createServer((request, response) => {
  route(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent)
      json(response, 500, { statusCode: 500, error: 'Internal Server Error', message: 'Failed' });
  });
});
server.listen(Number(process.env.PORT ?? 3401), '127.0.0.1', () => console.log('baseline listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
