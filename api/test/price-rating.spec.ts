import request from 'supertest';
import type { CreateProductRequest, Product, PriceRating } from '@usedcars/contract/types';
import { AdminListings, PriceRatings, Product as ProductEntity } from '../src/catalog';
import { sqlDateTime } from '../src/common/all-or-nothing';
import { User as UserEntity } from '../src/users';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { listingForm, uploadPhoto } from './listing-fixtures';

// The price rating (docs/product-rules.md, "Price rating") through the API: the comparables rule, the labels, and
// that the writes which change a car's comparables refresh the ratings the public reads answer.
describe('price rating', () => {
  interface Seller {
    token: string;
    uid: string;
    photo: { url: string; thumbUrl: string };
  }

  let testApp: TestApp;
  let admin: string;
  /** Established sellers: the demo seller and verified ones; listings go to each in turn. */
  const sellers: Seller[] = [];
  /** Each listing's seller, who edits and deletes it. */
  const sellerOf = new Map<string, Seller>();
  let listed = 0;
  let models = 0;

  async function newSeller(token: string, uid: string): Promise<Seller> {
    return { token, uid, photo: await uploadPhoto(testApp.http, token) };
  }

  /** A seller who signed up a minute ago: not established. */
  async function throwawaySeller(): Promise<Seller> {
    const { token, user } = await signup(testApp.http, { role: 'Seller' });
    return newSeller(token, user.uid);
  }

  const setVerified = (seller: Seller, verified: boolean) =>
    request(testApp.http)
      .put(`/api/all-users/${seller.uid}`)
      .set(...bearer(admin))
      .send({ verified })
      .expect(200);

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await login(testApp.http, DEMO.admin)).token;
    const demo = await login(testApp.http, DEMO.seller);
    sellers.push(await newSeller(demo.token, demo.user.uid));
    for (let index = 0; index < 7; index += 1) {
      const seller = await throwawaySeller();
      await setVerified(seller, true);
      sellers.push(seller);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A model no other test lists, so each test's cars are the only comparables. */
  const newModel = () => `Rating Probe ${(models += 1)}`;

  const form = (
    model: string,
    changes: Partial<CreateProductRequest>,
    seller = sellers[0]!,
  ): CreateProductRequest =>
    listingForm(seller.photo, {
      model,
      purchaseYear: '2018-06',
      mileage: 50_000,
      sellPrice: 10_000,
      ...changes,
    });

  /** Lists a car of `model`, by `seller` or else by the next established seller in turn. */
  async function list(
    model: string,
    changes: Partial<CreateProductRequest> = {},
    seller = sellers[(listed += 1) % sellers.length]!,
  ): Promise<string> {
    const response = await request(testApp.http)
      .post('/api/product')
      .set(...bearer(seller.token))
      .send(form(model, changes, seller))
      .expect(201);
    const id = (response.body as { insertedId: string }).insertedId;
    sellerOf.set(id, seller);
    return id;
  }

  const edit = (id: string, model: string, changes: Partial<CreateProductRequest>) =>
    request(testApp.http)
      .put(`/api/product/${id}`)
      .set(...bearer(sellerOf.get(id)!.token))
      .send(form(model, changes, sellerOf.get(id)))
      .expect(200);
  const remove = (id: string) =>
    request(testApp.http)
      .delete(`/api/my-products/${id}`)
      .set(...bearer(sellerOf.get(id)!.token))
      .expect(200);

  async function ratingOf(id: string): Promise<PriceRating> {
    const response = await request(testApp.http).get(`/api/product/${id}`).expect(200);
    return (response.body as Product).priceRating;
  }

  /** Five cars at $10,000 and the car under test. */
  async function market(model: string, car: Partial<CreateProductRequest>): Promise<string> {
    for (let index = 0; index < 5; index += 1) await list(model);
    return list(model, car);
  }

  it('rates a car against the median of five or more comparables, the car itself left out', async () => {
    const model = newModel();
    const first = await list(model, { sellPrice: 9_000 });
    for (let index = 0; index < 3; index += 1) await list(model);
    expect(await ratingOf(first)).toEqual({ label: null, marketPrice: null, comparables: 3 });
    await list(model);
    expect(await ratingOf(first)).toEqual({ label: null, marketPrice: null, comparables: 4 });
    await list(model);
    expect(await ratingOf(first)).toEqual({ label: 'Great', marketPrice: 10_000, comparables: 5 });
    // Its own low price is not in its market price, but it is in the others'.
    const other = await list(model, { sellPrice: 10_300 });
    expect(await ratingOf(other)).toEqual({ label: 'Fair', marketPrice: 10_000, comparables: 6 });
  });

  it.each([
    [8_999, 'Great'],
    [9_000, 'Great'],
    [9_700, 'Good'],
    [9_701, 'Fair'],
    [10_300, 'Fair'],
    [11_000, 'High'],
    [11_001, 'Overpriced'],
  ] as const)('labels $%d against a $10,000 market %s', async (price, label) => {
    const car = await market(newModel(), { sellPrice: price });
    expect(await ratingOf(car)).toEqual({ label, marketPrice: 10_000, comparables: 5 });
  });

  it('compares the same brand and model in any case, bought within two years, in the neighbouring mileage bands', async () => {
    const model = newModel();
    const car = await list(model, { purchaseYear: '2018-06', mileage: 50_000 }); // band 25,000-49,999... 50,000-74,999
    const counted = [
      { model: model.toUpperCase() },
      { purchaseYear: '2016-01' },
      { purchaseYear: '2020-12' },
      { mileage: 25_000 },
      { mileage: 99_999 },
    ];
    const notCounted = [
      { brand: 'honda' },
      { model: `${model}x` },
      { purchaseYear: '2015-12' },
      { purchaseYear: '2021-01' },
      { mileage: 24_999 },
      { mileage: 100_000 },
    ];
    for (const changes of [...counted, ...notCounted]) await list(model, changes);
    expect((await ratingOf(car)).comparables).toBe(counted.length);
  });

  it('compares by model year where listings give one, by the year of purchase where they do not, and follows an edit of it', async () => {
    const model = newModel();
    const car = await list(model, { modelYear: 2012, purchaseYear: '2018-06' });
    const counted = [
      { modelYear: 2010, purchaseYear: '2019-01' },
      { modelYear: 2014 },
      // No model year: compared as a car of its purchase year.
      { purchaseYear: '2013-05' },
    ];
    const notCounted = [
      // Bought the same month as the car, made too long before or after it.
      { modelYear: 2009 },
      { modelYear: 2015 },
      { purchaseYear: '2018-06' },
    ];
    for (const changes of counted) await list(model, changes);
    const ids: string[] = [];
    for (const changes of notCounted) ids.push(await list(model, changes));
    expect((await ratingOf(car)).comparables).toBe(counted.length);
    // A model year set on an edit moves the car into the window.
    await edit(ids[2]!, model, { modelYear: 2011, purchaseYear: '2018-06' });
    expect((await ratingOf(car)).comparables).toBe(counted.length + 1);
  });

  it('counts sold cars at their last price and leaves out deleted, taken-down and held ones, refreshing on each write', async () => {
    const model = newModel();
    const car = await market(model, { sellPrice: 10_000 });
    const others = (await testApp.dataSource.getRepository(ProductEntity).findBy({ model })).filter(
      (row) => row.id !== car,
    );
    const [edited, deleted, takenDown, held, sold] = others.map((row) => row.id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    expect(await ratingOf(car)).toMatchObject({ label: 'Fair', comparables: 5 });

    // A price edit moves the market price: 4 x $10,000 and $20,000, median still $10,000; a second edit moves it.
    await edit(edited, model, { sellPrice: 20_000 });
    await edit(sold, model, { sellPrice: 20_000 });
    await edit(held, model, { sellPrice: 20_000 });
    expect(await ratingOf(car)).toEqual({ label: 'Great', marketPrice: 20_000, comparables: 5 });

    // Sold: still counted at its last asking price.
    // Each written as the listing's other owners write it: the statement, then AdminListings.listingChanged.
    await testApp.dataSource.getRepository(ProductEntity).update({ id: sold }, { sold: true });
    await testApp.app.get(AdminListings).listingChanged({ type: 'listing.sold', listingId: sold });
    expect(await ratingOf(car)).toEqual({ label: 'Great', marketPrice: 20_000, comparables: 5 });

    await remove(deleted);
    expect(await ratingOf(car)).toMatchObject({ comparables: 4 });
    expect(await ratingOf(car)).toEqual({ label: null, marketPrice: null, comparables: 4 });

    await list(model, { sellPrice: 20_000 });
    expect(await ratingOf(car)).toEqual({ label: 'Great', marketPrice: 20_000, comparables: 5 });
    await request(testApp.http)
      .patch(`/api/admin/products/${takenDown}/takedown`)
      .set(...bearer(admin))
      .send({ reason: 'Test' })
      .expect(200);
    expect(await ratingOf(car)).toMatchObject({ comparables: 4 });

    await testApp.dataSource
      .getRepository(ProductEntity)
      .update({ id: held }, { heldForReviewAt: new Date() });
    await testApp.app.get(AdminListings).listingChanged({ type: 'listing.held', listingId: held });
    expect(await ratingOf(car)).toMatchObject({ comparables: 3 });
  });

  it('answers the rating on every public read of a listing', async () => {
    const model = newModel();
    const car = await market(model, { sellPrice: 12_000 });
    const expected = { label: 'Overpriced', marketPrice: 10_000, comparables: 5 };
    const page = await request(testApp.http).get('/api/products').query({ model }).expect(200);
    const listed = (page.body as Product[]).find((product) => product._id === car);
    expect(listed?.priceRating).toEqual(expected);
    for (const product of page.body as Product[]) expect(product.priceRating.comparables).toBe(5);
    const category = await request(testApp.http)
      .get('/api/category/sedan')
      .query({ pageSize: 100 })
      .expect(200);
    for (const product of (category.body as { products: Product[] }).products)
      expect(product.priceRating).toEqual(expect.objectContaining({ comparables: expect.any(Number) }));
    const similar = await request(testApp.http).get(`/api/product/${car}/similar`).expect(200);
    expect((similar.body as Product[]).filter((similarCar) => similarCar.model === model)).toHaveLength(5);
    for (const product of (similar.body as Product[]).filter((similarCar) => similarCar.model === model))
      expect(product.priceRating).toEqual({ label: 'Fair', marketPrice: 10_000, comparables: 5 });
  });

  it('retries a refresh that failed after its write committed, until it succeeds', async () => {
    const model = newModel();
    const car = await market(model, { sellPrice: 10_000 });
    const deleted = (await testApp.dataSource.getRepository(ProductEntity).findBy({ model })).find(
      (row) => row.id !== car,
    )!.id;
    expect(await ratingOf(car)).toMatchObject({ label: 'Fair', comparables: 5 });
    const ratings = testApp.app.get(PriceRatings);

    // The segments' table out of reach: the deletion commits, its refresh fails.
    await testApp.dataSource.query('ALTER TABLE `price_segments` RENAME TO `price_segments_away`');
    try {
      await remove(deleted);
      expect(ratings.failedModels()).toHaveLength(1);
      // Failing again keeps it for the next try.
      await ratings.retryFailed();
      expect(ratings.failedModels()).toHaveLength(1);
    } finally {
      await testApp.dataSource.query('ALTER TABLE `price_segments_away` RENAME TO `price_segments`');
    }
    // Stale until retried: the deleted car still counts.
    expect(await ratingOf(car)).toMatchObject({ comparables: 5 });
    await ratings.retryFailed();
    expect(ratings.failedModels()).toEqual([]);
    expect(await ratingOf(car)).toEqual({ label: null, marketPrice: null, comparables: 4 });
  });

  describe('whose listings set a market price', () => {
    it('leaves out a throwaway seller: fifty of their listings move neither the market price nor any rating', async () => {
      const model = newModel();
      const car = await market(model, { sellPrice: 10_000 });
      const fair = { label: 'Fair', marketPrice: 10_000, comparables: 5 };
      expect(await ratingOf(car)).toEqual(fair);
      const flooder = await throwawaySeller();
      const flood: string[] = [];
      for (let index = 0; index < 50; index += 1)
        flood.push(await list(model, { sellPrice: 2_000 }, flooder));
      expect(await ratingOf(car)).toEqual(fair);
      // Its own cars are rated against the market like any other.
      expect(await ratingOf(flood[0]!)).toEqual({ label: 'Great', marketPrice: 10_000, comparables: 6 });
      await testApp.app.get(PriceRatings).rebuildAll();
      expect(await ratingOf(car)).toEqual(fair);
    });

    it('counts at most four listings of one established seller in a window, their first ones', async () => {
      const model = newModel();
      const car = await market(model, { sellPrice: 10_000 });
      const dealer = await throwawaySeller();
      await setVerified(dealer, true);
      const stock: string[] = [];
      for (let index = 0; index < 10; index += 1)
        stock.push(await list(model, { sellPrice: 30_000 }, dealer));
      // Five others at $10,000 and the dealer's first four at $30,000: all ten would make it $30,000.
      expect(await ratingOf(car)).toEqual({ label: 'Fair', marketPrice: 10_000, comparables: 9 });
      expect(await ratingOf(stock[0]!)).toEqual({ label: 'Overpriced', marketPrice: 10_000, comparables: 9 });
      // A car past the four is rated against every counted car.
      expect(await ratingOf(stock[9]!)).toEqual({
        label: 'Overpriced',
        marketPrice: 10_000,
        comparables: 10,
      });
    });

    it('counts a seller once established, and no longer once not, without a listing write', async () => {
      const model = newModel();
      const car = await market(model, { sellPrice: 10_000 });
      const ratings = testApp.app.get(PriceRatings);
      await ratings.refreshChangedSellers();
      const newcomer = await throwawaySeller();
      for (let index = 0; index < 3; index += 1) await list(model, { sellPrice: 10_000 }, newcomer);
      expect(await ratingOf(car)).toMatchObject({ comparables: 5 });

      await setVerified(newcomer, true);
      await ratings.refreshChangedSellers();
      expect(await ratingOf(car)).toMatchObject({ comparables: 8 });
      await setVerified(newcomer, false);
      await ratings.refreshChangedSellers();
      expect(await ratingOf(car)).toMatchObject({ comparables: 5 });

      // A proven address counts once the account is a week old: nothing is written when it comes of age.
      const weekMs = 7 * 86_400_000;
      const users = testApp.dataSource.getRepository(UserEntity);
      await testApp.dataSource.query(
        'UPDATE `users` SET `emailVerifiedAt` = ?, `createdAt` = ?, `updatedAt` = ? WHERE `id` = ?',
        [
          sqlDateTime(new Date()),
          sqlDateTime(new Date(Date.now() - weekMs + 2_000)),
          sqlDateTime(new Date(Date.now() - 86_400_000)),
          newcomer.uid,
        ],
      );
      await ratings.refreshChangedSellers();
      expect(await ratingOf(car)).toMatchObject({ comparables: 5 });
      const { createdAt } = await users.findOneByOrFail({ id: newcomer.uid });
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, createdAt.getTime() + weekMs - Date.now() + 100)),
      );
      await ratings.refreshChangedSellers();
      expect(await ratingOf(car)).toMatchObject({ comparables: 8 });
    });
  });

  it('rebuilds every segment from the listings', async () => {
    const model = newModel();
    const car = await market(model, { sellPrice: 9_000 });
    const before = await ratingOf(car);
    await testApp.dataSource.query('DELETE FROM `price_segments`');
    await testApp.app.get(PriceRatings).rebuildAll();
    expect(await ratingOf(car)).toEqual(before);
  });
});
