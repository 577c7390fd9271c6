import request from 'supertest';
import type { CreateProductRequest, Product, PriceRating } from '@usedcars/contract/types';
import { PriceRatings, Product as ProductEntity } from '../src/catalog';
import { bearer, DEMO, login } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { listingForm, uploadPhoto } from './listing-fixtures';

// The price rating (docs/product-rules.md, "Price rating") through the API: the comparables rule, the labels, and
// that the writes which change a car's comparables refresh the ratings the public reads answer.
describe('price rating', () => {
  let testApp: TestApp;
  let seller: string;
  let admin: string;
  let photo: { url: string; thumbUrl: string };
  let models = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    seller = (await login(testApp.http, DEMO.seller)).token;
    admin = (await login(testApp.http, DEMO.admin)).token;
    photo = await uploadPhoto(testApp.http, seller);
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A model no other test lists, so each test's cars are the only comparables. */
  const newModel = () => `Rating Probe ${(models += 1)}`;

  const form = (model: string, changes: Partial<CreateProductRequest>): CreateProductRequest =>
    listingForm(photo, { model, purchaseYear: '2018-06', mileage: 50_000, sellPrice: 10_000, ...changes });

  async function list(model: string, changes: Partial<CreateProductRequest> = {}): Promise<string> {
    const response = await request(testApp.http)
      .post('/api/product')
      .set(...bearer(seller))
      .send(form(model, changes))
      .expect(201);
    return (response.body as { insertedId: string }).insertedId;
  }

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
    await request(testApp.http)
      .put(`/api/product/${edited}`)
      .set(...bearer(seller))
      .send(form(model, { sellPrice: 20_000 }))
      .expect(200);
    await request(testApp.http)
      .put(`/api/product/${sold}`)
      .set(...bearer(seller))
      .send(form(model, { sellPrice: 20_000 }))
      .expect(200);
    await request(testApp.http)
      .put(`/api/product/${held}`)
      .set(...bearer(seller))
      .send(form(model, { sellPrice: 20_000 }))
      .expect(200);
    expect(await ratingOf(car)).toEqual({ label: 'Great', marketPrice: 20_000, comparables: 5 });

    // Sold: still counted at its last asking price.
    await testApp.dataSource.getRepository(ProductEntity).update({ id: sold }, { sold: true });
    await testApp.app.get(PriceRatings).refreshListings([sold]);
    expect(await ratingOf(car)).toEqual({ label: 'Great', marketPrice: 20_000, comparables: 5 });

    await request(testApp.http)
      .delete(`/api/my-products/${deleted}`)
      .set(...bearer(seller))
      .expect(200);
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
    await testApp.app.get(PriceRatings).refreshListings([held]);
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
      await request(testApp.http)
        .delete(`/api/my-products/${deleted}`)
        .set(...bearer(seller))
        .expect(200);
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

  it('rebuilds every segment from the listings', async () => {
    const model = newModel();
    const car = await market(model, { sellPrice: 9_000 });
    const before = await ratingOf(car);
    await testApp.dataSource.query('DELETE FROM `price_segments`');
    await testApp.app.get(PriceRatings).rebuildAll();
    expect(await ratingOf(car)).toEqual(before);
  });
});
