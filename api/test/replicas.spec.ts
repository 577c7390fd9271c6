import request from 'supertest';
import type {
  HealthStatus,
  OwnProduct,
  Product as ProductBody,
  ProductDetail,
} from '@usedcars/contract/types';
import { SearchIndex } from '../src/catalog';
import { ReadReplicas } from '../src/replicas';
import { bearer, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { newListing, uploadPhoto } from './listing-fixtures';
import { copyDatabaseInto, startMariaDbPair } from './mariadb-pair';
import { createTestEnvironment, testDriver } from './test-database';

/**
 * Read replicas (README "Read replicas", api/src/replicas) against a real MariaDB primary and a real replica of it,
 * both started here (mariadbd, GTID binlog replication): the public reads come from the replica, a caller's own write
 * is seen at once, a public search after a write the replica lacks still finds it, and with the replica gone every read
 * is answered by the primary. MySQL project only: the mariadbd binaries are the CI machine's MariaDB.
 */
if (testDriver !== 'mysql')
  throw new Error('replicas.spec.ts runs in the mysql project only (see jest.config.js)');

/** Polls `check` until it holds (a busy machine: generous, never a fixed sleep). */
async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('read replicas', () => {
  let pair: Awaited<ReturnType<typeof startMariaDbPair>>;
  let testApp: TestApp;
  let replicas: ReadReplicas;
  /** Two listed cars no test writes on the primary: marked on the replica alone, to tell who answered. */
  let markedCar: string;
  let markedWords: string;

  const health = async () =>
    (await request(testApp.http).get('/api/health').expect(200)).body as Required<HealthStatus>;
  const onReplica = async <T>(sql: string, parameters: unknown[] = []): Promise<T> => {
    const connection = await pair.replica.root();
    try {
      await connection.query('USE marketplace');
      return (await connection.query(sql, parameters))[0] as T;
    } finally {
      await connection.end();
    }
  };
  /** Whether public reads may use the replica now: up, within the lag limit, holding every catalog event heard. */
  const replicaServes = () => replicas.usable(0, true);

  beforeAll(async () => {
    pair = await startMariaDbPair();
    // The seeded demo catalog (the run's template, copied for this file), loaded into the primary: it replicates.
    const environment = await createTestEnvironment({ seeded: true });
    const seededCopy = environment.env.DATABASE_URL!;
    await copyDatabaseInto(seededCopy, new URL(seededCopy).pathname.slice(1), pair.primary);
    testApp = await createTestApp({
      environment,
      env: {
        DATABASE_URL: pair.primary.appUrl,
        DATABASE_REPLICA_URLS: pair.replica.appUrl,
        DATABASE_REPLICA_MAX_LAG_SECONDS: '2',
      },
    });
    replicas = testApp.app.get(ReadReplicas);
    await testApp.app.get(SearchIndex).ready();
    await eventually(replicaServes, 'the replica serves public reads');
  }, 180_000);

  afterAll(async () => {
    await testApp?.close();
    await pair?.stop();
  });

  it('answers the public reads from the replica: car pages, lists and the search index', async () => {
    const [car, other] = (await testApp.dataSource.query(
      'SELECT p.id FROM products p WHERE p.sold = 0 AND p.deletedAt IS NULL AND p.takenDownAt IS NULL ' +
        'AND p.heldForReviewAt IS NULL ORDER BY p.id LIMIT 2',
    )) as { id: string }[];
    markedCar = car!.id;
    // Written on the replica alone (root may write past read_only; the replica keeps no binary log).
    await onReplica('UPDATE products SET description = ? WHERE id = ?', ['Seen on the replica', markedCar]);
    markedWords = 'replicaonlyword';
    await onReplica("UPDATE products SET searchWords = CONCAT(searchWords, ?, '  ') WHERE id = ?", [
      markedWords,
      other!.id,
    ]);

    const page = (await request(testApp.http).get(`/api/product/${markedCar}`).expect(200))
      .body as ProductDetail;
    expect(page.description).toBe('Seen on the replica');
    // The index reloads (as after a script's write) from the replica: a word only the replica holds is found.
    await testApp.catalogWritten();
    await eventually(replicaServes, 'the replica holds the reload event');
    await testApp.app.get(SearchIndex).ready();
    const found = (await request(testApp.http).get(`/api/products?q=${markedWords}`).expect(200))
      .body as ProductBody[];
    expect(found.map((each) => each._id)).toEqual([other!.id]);
    // The primary never had either.
    const [onPrimary] = (await testApp.dataSource.query('SELECT description FROM products WHERE id = ?', [
      markedCar,
    ])) as { description: string }[];
    expect(onPrimary!.description).not.toBe('Seen on the replica');
    expect(replicas.reads.replica).toBeGreaterThan(0);
  });

  it('keeps a write visible where it must be while the replica lags: own listings, car page, search', async () => {
    await onReplica('STOP SLAVE');
    try {
      const seller = await signup(testApp.http, { role: 'Seller' });
      const photo = await uploadPhoto(testApp.http, seller.token);
      const name = `Lagtest ${Date.now().toString(36)}`;
      const created = await request(testApp.http)
        .post('/api/product')
        .set(...bearer(seller.token))
        .send({ ...newListing(photo), product_name: name })
        .expect(201);
      const id = (created.body as { insertedId: string }).insertedId;
      // The replica has not got it (nor the seller's account).
      expect(await onReplica<unknown[]>('SELECT id FROM products WHERE id = ?', [id])).toEqual([]);

      // The seller's own listings: the primary's, always.
      const own = (
        await request(testApp.http)
          .get(`/api/my-products/${seller.user._id}`)
          .set(...bearer(seller.token))
          .expect(200)
      ).body as OwnProduct[];
      expect(own.map((each) => each._id)).toContain(id);
      // Public reads after the write: the replica lacks it, so the primary answers them.
      expect(replicaServes()).toBe(false);
      const page = (await request(testApp.http).get(`/api/product/${id}`).expect(200)).body as ProductDetail;
      expect(page.product_name).toBe(name);
      const found = (
        await request(testApp.http)
          .get(`/api/products?q=${encodeURIComponent(name)}`)
          .expect(200)
      ).body as ProductBody[];
      expect(found.map((each) => each._id)).toEqual([id]);
      const category = await request(testApp.http).get('/api/category/sedan?pageSize=100').expect(200);
      expect(JSON.stringify(category.body)).toContain(id);

      // Its lag is measured, and past the limit (2 s here) it is skipped.
      await eventually(
        async () => (await health()).replicas[0]?.state === 'behind',
        'GET /health tells the replica is behind',
      );
      const behind = (await health()).replicas[0]!;
      expect(behind.lagSeconds).toBeGreaterThanOrEqual(2);
    } finally {
      await onReplica('START SLAVE');
    }
    // Resumed: it catches up and serves again.
    await eventually(replicaServes, 'the resumed replica serves again');
    expect((await health()).replicas[0]).toMatchObject({ state: 'up' });
    const before = replicas.reads.replica;
    await request(testApp.http).get('/api/products/facets').expect(200);
    await request(testApp.http).get('/api/products/sitemap').expect(200);
    expect(replicas.reads.replica).toBeGreaterThan(before);
  });

  it('with the replica process gone, the primary answers every read and no request fails', async () => {
    await pair.replica.kill();
    const routes = [
      `/api/product/${markedCar}`,
      '/api/products',
      `/api/products?q=${markedWords}`,
      '/api/products?brand=toyota&sort=price_asc',
      '/api/products/facets?fuel=Petrol',
      '/api/products/sitemap',
      '/api/products/sitemap/pages',
      '/api/advertise-product',
      '/api/category/sedan',
      '/api/categories',
      '/api/brand',
      '/api/models?brand=toyota',
    ];
    // At once (before the watcher notices) and again once it has.
    for (const round of [1, 2]) {
      const answers = await Promise.all(routes.map((route) => request(testApp.http).get(route)));
      expect(answers.map((answer, at) => `${answer.status} ${routes[at]}`)).toEqual(
        routes.map((route) => `200 ${route}`),
      );
      if (round === 1)
        await eventually(async () => (await health()).replicas[0]?.state === 'down', 'the replica is down');
    }
    // The primary's own rows: the replica's marks are gone with it.
    const page = (await request(testApp.http).get(`/api/product/${markedCar}`).expect(200))
      .body as ProductDetail;
    expect(page.description).not.toBe('Seen on the replica');
    expect(replicas.usable(0, false)).toBe(false);
  });
});
