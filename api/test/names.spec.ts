// Every name people write and others read on one line is kept without line breaks or control characters (the
// contract's cleanName): display names (sign-up, the profile, the original clients' POST /users), cars' names, models
// and colours, categories and brands, saved searches and meeting places, each sent in the shape its clients send.
// Google's names: oidc.spec.ts. Text meant to span lines (a description) keeps its lines. Names stored before: the
// CleanStoredNames migration, the last test.
import request from 'supertest';
import type { App } from 'supertest/types';
import { SIGNUP_MESSAGES } from '@usedcars/contract/messages';
import type { AuthResponse, Brand, Category, Order, Product, User } from '@usedcars/contract/types';
import { bearer, DEMO, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { Brand as BrandEntity, Category as CategoryEntity } from '../src/catalog';
import { cleanStoredNames } from '../src/database/migrations/clean-stored-names';
import { cloneListings, listingForm, uploadPhoto } from './listing-fixtures';

/** A name as an attacker sends it: line breaks (a forged header or log line), a bell, a right-to-left override. */
const hostile = (name: string): string => ` ${name.replace(' ', '\r\n')}\u0007\u202e\t`;

describe('names are kept on one line, without control characters', () => {
  let testApp: TestApp;
  let http: App;
  let admin: AuthResponse;
  let seller: AuthResponse;
  const clientDate = () => new Date().toLocaleString('en-US');

  beforeAll(async () => {
    testApp = await createTestApp();
    http = testApp.http;
    [admin, seller] = await Promise.all([login(http, DEMO.admin), login(http, DEMO.seller)]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('a display name at sign-up, in the profile and in the original POST /users', async () => {
    const email = uniqueEmail('names');
    const created = await request(http)
      .post('/api/auth/signup')
      .send({ displayName: hostile('Ann Smith'), email, password: 'Secret#1', role: 'Buyer' })
      .expect(201);
    const { token, user } = created.body as AuthResponse;
    expect(user.displayName).toBe('Ann Smith');

    await request(http)
      .patch('/api/users/me')
      .set(...bearer(token))
      .send({ displayName: hostile('Ann Jones') })
      .expect(200);
    const me = (
      await request(http)
        .get('/api/auth/me')
        .set(...bearer(token))
        .expect(200)
    ).body as User;
    expect(me.displayName).toBe('Ann Jones');

    const registered = await request(http)
      .post('/api/users')
      .set(...bearer(token))
      .send({
        displayName: hostile('Ann Brown'),
        email,
        uid: user.uid,
        photoURL: null,
        role: 'Buyer',
        date: clientDate(),
      })
      .expect(201);
    expect((registered.body as User).displayName).toBe('Ann Brown');

    // Nothing but control characters is no name.
    const refused = await request(http)
      .post('/api/auth/signup')
      .send({ displayName: '\r\n\u202e', email: uniqueEmail('names'), password: 'Secret#1', role: 'Buyer' })
      .expect(400);
    expect((refused.body as { message: string }).message).toBe(SIGNUP_MESSAGES.displayName);
  });

  it("a category's and a brand's name (the value derives from the clean name)", async () => {
    const thumbnail = (await uploadPhoto(http, admin.token)).url;
    const category = await request(http)
      .post('/api/category')
      .set(...bearer(admin.token))
      .send({ category: hostile('Night Wagons'), date: clientDate(), value: 'ignored', thumbnail })
      .expect(201);
    expect(category.body as Category).toMatchObject({ category: 'Night Wagons', value: 'night_wagons' });
    const brand = await request(http)
      .post('/api/brand')
      .set(...bearer(admin.token))
      .send({ brandName: hostile('Night Motors'), date: clientDate(), value: 'ignored' })
      .expect(201);
    expect(brand.body as Brand).toMatchObject({ brandName: 'Night Motors', value: 'night_motors' });
  });

  it("a car's name, model and colour; its description keeps its lines", async () => {
    const photo = await uploadPhoto(http, seller.token);
    const created = await request(http)
      .post('/api/product')
      .set(...bearer(seller.token))
      .send({
        ...listingForm(photo, {
          product_name: hostile('Clean Corolla'),
          model: hostile('Corolla Axio'),
          color: hostile('Pearl white'),
          description: 'First line.\nSecond line.',
        }),
        originalPrice: '22000',
        sellPrice: '17500',
        authorID: seller.user.uid,
        date: clientDate(),
      })
      .expect(201);
    const id = (created.body as { insertedId: string }).insertedId;
    const product = (await request(http).get(`/api/product/${id}`).expect(200)).body as Product;
    expect(product).toMatchObject({
      product_name: 'Clean Corolla',
      model: 'Corolla Axio',
      color: 'Pearl white',
      description: 'First line.\nSecond line.',
    });
  });

  it('a meeting place in the original booking form, and a saved search', async () => {
    const buyer = await signup(http);
    const [car] = (await request(http).get('/api/products?pageSize=1').expect(200)).body as Product[];
    const booked = await request(http)
      .post('/api/orders')
      .set(...bearer(buyer.token))
      .send({
        productID: car!._id,
        productAuthor: car!.authorID,
        customerName: buyer.user.displayName,
        customerEmail: buyer.user.email,
        customerId: buyer.user.uid,
        customerMobile: '01811000000',
        meetLocation: hostile('Gulshan 1, Dhaka'),
        bookingDate: clientDate(),
      })
      .expect(201);
    expect((booked.body as Order).meetLocation).toBe('Gulshan 1, Dhaka');

    const saved = await request(http)
      .post('/api/saved-searches')
      .set(...bearer(buyer.token))
      .send({ name: hostile('Cheap hybrids'), query: { fuel: 'Hybrid' } })
      .expect(201);
    expect((saved.body as { name: string }).name).toBe('Cheap hybrids');
  });

  describe('the names stored before (the CleanStoredNames migration)', () => {
    /** Every stored name column, as the migration cleans them. */
    const NAME_COLUMNS = [
      ['brands', 'name'],
      ['categories', 'name'],
      ['products', 'name'],
      ['products', 'model'],
      ['products', 'color'],
      ['users', 'displayName'],
      ['orders', 'customerName'],
      ['orders', 'meetLocation'],
      ['saved_searches', 'name'],
    ] as const;
    /** Earlier than any row of the test: a stamp the migration put on a row would show. */
    const OLD_TIME = '2020-01-02 03:04:05.678';
    type Stored = Record<string, { value: unknown; updatedAt: unknown }>;

    const sql = (identifier: string) => testApp.dataSource.driver.escape(identifier);
    const key = (table: string, column: string, id: string) => `${table}.${column}.${id}`;

    /** Every row's value of every name column, and its updatedAt as stored. */
    async function storedNames(): Promise<Stored> {
      const stored: Stored = {};
      for (const [table, column] of NAME_COLUMNS) {
        const rows = await testApp.dataSource.query<{ id: string; value: unknown; updatedAt: unknown }[]>(
          `SELECT ${sql('id')} AS id, ${sql(column)} AS value, ${sql('updatedAt')} AS updatedAt FROM ${sql(table)}`,
        );
        for (const row of rows)
          stored[key(table, column, row.id)] = { value: row.value, updatedAt: row.updatedAt };
      }
      return stored;
    }

    /** Stores a name as the API did before it cleaned names, with an old update time. */
    async function storeRaw(
      table: string,
      ids: string[],
      values: Record<string, string | null>,
    ): Promise<void> {
      const assignments = Object.keys(values).map((column) => `${sql(column)} = ?`);
      await testApp.dataSource.query(
        `UPDATE ${sql(table)} SET ${[...assignments, `${sql('updatedAt')} = ?`].join(', ')} ` +
          `WHERE ${sql('id')} IN (${ids.map(() => '?').join(', ')})`,
        [...Object.values(values), OLD_TIME, ...ids],
      );
    }

    async function runMigration(): Promise<void> {
      const runner = testApp.dataSource.createQueryRunner();
      try {
        await cleanStoredNames(runner);
      } finally {
        await runner.release();
      }
    }

    it('cleans every stored name, gives empty ones a stand-in and taken catalog names a number, and leaves updatedAt', async () => {
      const dataSource = testApp.dataSource;
      // Run at start on every driver.
      expect(dataSource.migrations.map((migration) => migration.name)).toContain(
        'CleanStoredNames1796480000000',
      );
      const expected: Record<string, unknown> = {};
      const dirty = async (
        table: string,
        id: string,
        values: Record<string, string>,
        cleaned: Record<string, string | null>,
      ) => {
        await storeRaw(table, [id], values);
        for (const [column, value] of Object.entries(cleaned)) expected[key(table, column, id)] = value;
      };

      // Brands and categories: a cleaned name another holds takes a number, within the column's 60 characters.
      const long = `${'A'.repeat(58)} B`;
      const brands = await dataSource
        .getRepository(BrandEntity)
        .save(
          ['Zeta Motors', 'Zeta Motors (2)', long, 'zeta-1', 'zeta-2', 'zeta-3'].map((name, index) =>
            Object.assign(new BrandEntity(), { name, value: `zeta_migration_${index}` }),
          ),
        );
      await dirty('brands', brands[3]!.id, { name: 'Zeta\r\nMotors' }, { name: 'Zeta Motors (3)' });
      await dirty(
        'brands',
        brands[4]!.id,
        { name: `${'A'.repeat(58)}\nB` },
        { name: `${'A'.repeat(56)} (2)` },
      );
      await dirty('brands', brands[5]!.id, { name: '\u202e\r\n' }, { name: 'Brand' });
      const categories = await dataSource.getRepository(CategoryEntity).save(
        ['Night Buses', 'night-1', 'night-2'].map((name, index) =>
          Object.assign(new CategoryEntity(), {
            name,
            value: `night_migration_${index}`,
            thumbnailUrl: '/x.jpg',
          }),
        ),
      );
      await dirty(
        'categories',
        categories[1]!.id,
        { name: ' Night\r\nBuses\u0007' },
        { name: 'Night Buses (2)' },
      );
      await dirty('categories', categories[2]!.id, { name: '\u0007\t' }, { name: 'Category' });

      // Listings: an empty name becomes its brand and model; an empty model or colour is unknown.
      const [named, nameless, brandOnly, ...many] = await cloneListings(testApp, 253, seller.user.uid);
      const [template] = await dataSource.query<{ brand: string }[]>(
        `SELECT ${sql('name')} AS brand FROM ${sql('brands')} WHERE ${sql('id')} = ?`,
        [named!.brandId],
      );
      const brand = template!.brand;
      await dirty(
        'products',
        named!.id,
        { name: 'Clean\r\nCor\u0000olla\u0007', model: 'Axio\t', color: '\u202ePearl\nwhite' },
        { name: 'Clean Corolla', model: 'Axio', color: 'Pearl white' },
      );
      await dirty(
        'products',
        nameless!.id,
        { name: '\r\n\u202e', model: 'Corolla\n', color: '\u0007' },
        { name: `${brand} Corolla`, model: 'Corolla', color: null },
      );
      // A NUL alone in its colour (SQLite's GLOB stops reading there).
      await dirty(
        'products',
        brandOnly!.id,
        { name: '\u0001', model: '\u0085', color: 'Blue\u0000' },
        { name: brand, model: null, color: 'Blue' },
      );
      // More than one batch of them.
      await storeRaw(
        'products',
        many.map((product) => product.id),
        { color: 'Red\u2028' },
      );
      for (const product of many) expected[key('products', 'color', product.id)] = 'Red';

      // Accounts: an empty name becomes the part of the e-mail address before the @.
      const ann = await signup(http);
      const nobody = await signup(http);
      await dirty(
        'users',
        ann.user.uid,
        { displayName: ' Ann\r\nLee\u0007\u202e ' },
        { displayName: 'Ann Lee' },
      );
      await dirty(
        'users',
        nobody.user.uid,
        { displayName: '\u202e\r\n\u0000' },
        { displayName: nobody.user.email.split('@')[0]! },
      );

      // Orders: the buyer's name as booked and the meeting place.
      const orders = await dataSource.query<{ id: string; email: string }[]>(
        `SELECT ${sql('id')} AS id, ${sql('customerEmail')} AS email FROM ${sql('orders')} ORDER BY ${sql('id')} LIMIT 2`,
      );
      expect(orders).toHaveLength(2);
      await dirty(
        'orders',
        orders[0]!.id,
        { customerName: '\u202eBob\n', meetLocation: 'Gulshan 1,\r\nDhaka\u0007' },
        { customerName: 'Bob', meetLocation: 'Gulshan 1, Dhaka' },
      );
      await dirty(
        'orders',
        orders[1]!.id,
        { customerName: '\u0007', meetLocation: '\r\n' },
        { customerName: orders[1]!.email.split('@')[0]!, meetLocation: 'Not given' },
      );

      // Saved searches.
      const searches: string[] = [];
      for (const name of ['Hybrids', 'Diesels', 'Vans']) {
        const saved = await request(http)
          .post('/api/saved-searches')
          .set(...bearer(ann.token))
          .send({ name, query: { fuel: 'Hybrid' } })
          .expect(201);
        searches.push((saved.body as { _id: string })._id);
      }
      await dirty('saved_searches', searches[0]!, { name: 'Cheap\r\nhybrids' }, { name: 'Cheap hybrids' });
      await dirty('saved_searches', searches[1]!, { name: '\u2028' }, { name: 'Saved search' });
      // Only white space at its ends, which cleanName trims.
      await dirty('saved_searches', searches[2]!, { name: '\u00a0Vans\u3000' }, { name: 'Vans' });

      const before = await storedNames();
      await runMigration();
      const after = await storedNames();

      // The dirty names cleaned; every other name as it was; no row's updatedAt changed.
      const wanted = Object.fromEntries(
        Object.entries(before).map(([name, row]) => [
          name,
          name in expected ? { ...row, value: expected[name] } : row,
        ]),
      );
      expect(after).toEqual(wanted);
      // Clean now: a second pass changes nothing.
      await runMigration();
      expect(await storedNames()).toEqual(after);
    }, 120_000);
  });
});
