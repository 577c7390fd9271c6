// The varied-query stream of the catalogue benches (issue #24): shoppers' searches, each a different filter
// combination, drawn from a seeded PRNG so runs compare.
import { createRequire } from 'node:module';
import path from 'node:path';
import { catalogValue } from '@usedcars/contract/messages';
import { ROOT } from '../lib/api-server.mjs';
import { prng } from '../lib/random.mjs';

const { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_MODELS } = createRequire(import.meta.url)(
  path.join(ROOT, 'api', 'dist', 'database', 'seed', 'demo-data.js'),
);
/** Words shoppers type that listings hold (colours, features, models) and a few that none holds. */
const SEARCH_WORDS = [
  'white',
  'silver',
  'sunroof',
  'camera',
  'leather',
  'hybrid',
  'axio',
  'premio',
  'vezel',
  'ferrari',
];
const VARIED_SORTS = ['newest', 'newest', 'newest', 'price_asc', 'price_desc', 'year_desc', 'mileage_asc'];

/**
 * The varied-query stream (issue #24): shoppers' queries, each a different filter combination, from a seeded PRNG.
 * Always a minimum price; sometimes a category, a brand (and then sometimes one of its models), a word, the vehicle
 * filters (mileage, fuel, gearbox, year); pages 1-5; some sorts. `path` is /api/products or /api/products/facets.
 */
export function variedStream(seed, path = '/api/products') {
  const random = prng(seed);
  const chance = (p) => random() < p;
  const pick = (list) => list[Math.floor(random() * list.length)];
  return () => {
    const query = new URLSearchParams({ minPrice: String(500 * Math.floor(random() * 60)) });
    if (chance(0.3)) query.set('category', catalogValue(pick(DEMO_CATEGORIES).name));
    if (chance(0.4)) {
      const brand = pick(DEMO_BRANDS);
      query.set('brand', catalogValue(brand));
      const models = DEMO_MODELS.filter((model) => model.brand === brand);
      if (models.length > 0 && chance(0.3)) query.set('model', pick(models).model);
    }
    if (chance(0.15)) query.set('q', pick(SEARCH_WORDS));
    if (chance(0.3)) query.set('maxMileage', String(pick([30000, 60000, 100000, 150000])));
    if (chance(0.1)) query.set('minMileage', String(pick([20000, 50000])));
    if (chance(0.25))
      query.set('fuel', pick(['Petrol', 'Diesel', 'Hybrid', 'Petrol,Hybrid', 'Electric', 'CNG']));
    if (chance(0.25)) query.set('transmission', pick(['Automatic', 'Manual']));
    if (chance(0.25)) query.set('minYear', String(2010 + Math.floor(random() * 13)));
    if (chance(0.1)) query.set('maxPrice', String(10000 + 5000 * Math.floor(random() * 10)));
    if (path === '/api/products') {
      const page = 1 + Math.floor(random() * 5);
      if (page > 1) query.set('page', String(page));
      const sort = pick(VARIED_SORTS);
      if (sort !== 'newest') query.set('sort', sort);
    }
    return `${path}?${query}`;
  };
}
