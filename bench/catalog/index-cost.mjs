// `node bench/catalog/index-cost.mjs --size 100000|1000000 [--against DIR] [--queries 2000]` (after generate.mjs;
// run on a quiet machine): the CPU time of the search index alone, per query of the varied stream, without HTTP,
// cache or rows. It loads the generated catalog's listed cars into the built API's ListingIndex (api/dist), as
// the API does at start, and times search and facets for each query kind. `--against` names another build's
// dist folder (a worktree of an earlier commit, built): its index is loaded with the same cars and timed on the
// same queries, turn about, so the two compare in one run.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { catalogValue } from '@usedcars/contract/messages';
import { ROOT, connectDatabase } from '../lib/api-server.mjs';
import { variedStream } from './varied-stream.mjs';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    against: { type: 'string' },
    queries: { type: 'string', default: '2000' },
  },
});
const require = createRequire(import.meta.url);
const builds = [{ name: 'this build', dist: path.join(ROOT, 'api', 'dist') }];
if (values.against) builds.push({ name: 'against', dist: path.resolve(values.against) });
for (const build of builds)
  build.ListingIndex = require(path.join(build.dist, 'catalog', 'listing-index.js')).ListingIndex;

// Read as the API's SearchIndex reads them, without the texts: a word query (`q`) is left out.
const { LISTED_CARS_SQL, listingOf } = require(
  path.join(ROOT, 'api', 'dist', 'catalog', 'search-index.service.js'),
);

const connection = await connectDatabase(`bench_catalog_${values.size}`);
const indexes = builds.map((build) => new build.ListingIndex());
const brandIds = new Map();
const categoryIds = new Map();
try {
  for (const [table, ids] of [
    ['brands', brandIds],
    ['categories', categoryIds],
  ]) {
    const [rows] = await connection.query(`SELECT \`id\`, \`name\` FROM \`${table}\``);
    for (const row of rows) ids.set(catalogValue(row.name), row.id);
  }
  let after = '';
  for (;;) {
    const { columns, from, where } = LISTED_CARS_SQL;
    const [rows] = await connection.query(
      `SELECT ${columns} ${from} WHERE ${where} AND p.\`id\` > ? ORDER BY p.\`id\` LIMIT 20000`,
      [after],
    );
    for (const row of rows) {
      const listing = listingOf(row);
      for (const index of indexes) index.upsert(listing);
    }
    if (rows.length < 20000) break;
    after = rows.at(-1).id;
  }
} finally {
  await connection.end();
}
for (const index of indexes) index.order();

/** A URL of the stream as the index's filters (IndexCatalogSearch.indexFilters), or null for a word query. */
function filtersOf(url) {
  const query = new URL(url, 'http://bench').searchParams;
  if (query.has('q')) return null;
  const number = (name) => (query.has(name) ? Number(query.get(name)) : undefined);
  const cents = (name) => (query.has(name) ? Math.round(Number(query.get(name)) * 100) : undefined);
  const idOf = (ids, name) => (query.has(name) ? (ids.get(query.get(name)) ?? null) : undefined);
  return {
    brandId: idOf(brandIds, 'brand'),
    categoryId: idOf(categoryIds, 'category'),
    minPriceCents: cents('minPrice'),
    maxPriceCents: cents('maxPrice'),
    minYear: number('minYear'),
    minMileage: number('minMileage'),
    maxMileage: number('maxMileage'),
    fuel: query.get('fuel')?.split(','),
    transmission: query.get('transmission') ?? undefined,
    model: query.get('model') ?? undefined,
    sort: query.get('sort') ?? 'newest',
    page: number('page') ?? 1,
  };
}

/** The filters that decide how the index answers: year and mileage, a model, or facets and price only. */
function kindOf(filters) {
  if (filters.model !== undefined) return 'model';
  const year = filters.minYear !== undefined;
  const mileage = filters.minMileage !== undefined || filters.maxMileage !== undefined;
  return year && mileage ? 'year and mileage' : year ? 'year' : mileage ? 'mileage' : 'facets and price only';
}

const queries = [];
const nextSearch = variedStream(24);
while (queries.length < Number(values.queries)) {
  const filters = filtersOf(nextSearch());
  if (filters) queries.push(filters);
}

/** Per build, per operation (search, facets), per kind: the milliseconds of each query. */
const times = builds.map(() => ({ search: new Map(), facets: new Map() }));
const timed = (list, kind, work) => {
  const started = performance.now();
  const answer = work();
  const ms = performance.now() - started;
  if (!list.has(kind)) list.set(kind, []);
  list.get(kind).push(ms);
  return answer;
};
// A first round unmeasured (the JIT warms up), then the measured one; builds take turns on each query.
for (const round of [0, 1]) {
  for (const filters of queries) {
    const { sort, page, ...indexFilters } = filters;
    const kind = kindOf(filters);
    const answers = builds.map((_, at) => {
      const index = indexes[at];
      if (round === 0)
        return JSON.stringify([
          index.search(indexFilters, sort, (page - 1) * 24, 24),
          index.facets(indexFilters),
        ]);
      const search = timed(times[at].search, kind, () =>
        index.search(indexFilters, sort, (page - 1) * 24, 24),
      );
      const facets = timed(times[at].facets, kind, () => index.facets(indexFilters));
      return JSON.stringify([search, facets]);
    });
    if (answers.some((answer) => answer !== answers[0])) {
      console.error('The builds answered differently for', JSON.stringify(filters));
      process.exit(1);
    }
  }
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  return `${mean.toFixed(2)} / ${percentile(sorted, 0.95).toFixed(2)} / ${percentile(sorted, 0.99).toFixed(2)}`;
};
console.log(
  `Search index CPU per query, ${indexes[0].size} listed cars (bench_catalog_${values.size}), ${queries.length} ` +
    `queries of the varied stream without a word; mean / p95 / p99 ms${builds.length > 1 ? `; against ${values.against}` : ''}\n`,
);
const columns = builds.flatMap((build) => [`${build.name}: search`, `${build.name}: facets`]);
console.log(`| query kind (share) | ${columns.join(' | ')} |`);
console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
const kinds = ['facets and price only', 'year', 'mileage', 'year and mileage', 'model'];
for (const kind of [...kinds, 'all']) {
  const of = (list) => (kind === 'all' ? [...list.values()].flat() : (list.get(kind) ?? []));
  const count = of(times[0].facets).length;
  if (count === 0) continue;
  const cells = times.flatMap((build) => [stats(of(build.search)), stats(of(build.facets))]);
  console.log(`| ${kind} (${((100 * count) / queries.length).toFixed(0)} %) | ${cells.join(' | ')} |`);
}
