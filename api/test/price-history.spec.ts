import request from 'supertest';
import type { CreateProductRequest, Product, ProductDetail } from '@usedcars/contract/types';
import { PRICE_HISTORY_KEPT_CHANGES } from '@usedcars/contract/types';
import { Product as ProductEntity } from '../src/catalog';
import { boundPriceHistories } from '../src/database/migrations/bound-price-histories';
import { bearer, DEMO, login } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListings, listingForm, uploadPhoto } from './listing-fixtures';

// A seller who changes a price again and again must not grow every list answer, nor fill the history's column
// (MySQL's TEXT held about 1,190 changes, after which the listing's price could never change again).
describe('price history', () => {
  let testApp: TestApp;
  let seller: { token: string; uid: string };
  let photo: { url: string; thumbUrl: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    const session = await login(testApp.http, DEMO.seller);
    seller = { token: session.token, uid: session.user.uid };
    photo = await uploadPhoto(testApp.http, seller.token);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const detail = async (id: string) =>
    (await request(testApp.http).get(`/api/product/${id}`).expect(200)).body as ProductDetail;

  it('keeps the first price and the last 20 changes however often the price changes; lists carry only the last', async () => {
    const form: CreateProductRequest = listingForm(photo, {
      product_name: 'Bounded history car',
      model: 'Boundedhistory',
      sellPrice: 18500.5,
    });
    const id = (
      (
        await request(testApp.http)
          .post('/api/product')
          .set(...bearer(seller.token))
          .send(form)
          .expect(201)
      ).body as { insertedId: string }
    ).insertedId;
    const listed = await detail(id);
    const reprice = (sellPrice: number) =>
      request(testApp.http)
        .put(`/api/product/${id}`)
        .set(...bearer(seller.token))
        .send({ ...form, sellPrice })
        .expect(200);
    const inList = async () => {
      const response = await request(testApp.http)
        .get('/api/products')
        .query({ q: 'Bounded history car' })
        .expect(200);
      return (response.body as Product[]).find((car) => car._id === id)!;
    };

    // Down and up, as a seller gaming "Price dropped" would; every price has as many digits, so answers of the same
    // shape have the same length.
    // Three times the bound is as telling as thousands: the append keeps the same length from the 21st change on
    // (the test below covers a history that is already long).
    const priceAt = (change: number) => (change % 2 === 0 ? 17000 : 16000);
    const changes = 3 * PRICE_HISTORY_KEPT_CHANGES;
    let listedEarly = '';
    for (let change = 1; change <= changes; change++) {
      await reprice(priceAt(change));
      if (change === 2) listedEarly = JSON.stringify(await inList());
    }

    // A list answer carries the last change only: its size does not grow with the changes.
    const listedLate = await inList();
    expect(listedLate).not.toHaveProperty('priceHistory');
    expect(listedLate.lastPriceChange).toEqual({
      from: { price: 16000, date: expect.any(String) },
      to: { price: 17000, date: expect.any(String) },
    });
    expect(JSON.stringify(listedLate).length).toBe(listedEarly.length);

    // The car's own page: the price it was listed at, then the last 20 changes, in order.
    const late = await detail(id);
    expect(late.priceHistory).toHaveLength(PRICE_HISTORY_KEPT_CHANGES + 1);
    expect(late.priceHistory[0]).toEqual({ price: 18500.5, date: listed.date });
    expect(late.priceHistory.slice(1).map((point) => point.price)).toEqual(
      Array.from({ length: PRICE_HISTORY_KEPT_CHANGES }, (_, index) => priceAt(changes - 19 + index)),
    );
    expect(late.lastPriceChange).toEqual({ from: late.priceHistory[19], to: late.priceHistory[20] });

    // Nothing froze: the price still changes.
    await reprice(15000);
    const after = await detail(id);
    expect(after.sellPrice).toBe(15000);
    expect(after.priceHistory).toHaveLength(PRICE_HISTORY_KEPT_CHANGES + 1);
    expect(after.priceHistory[0]).toEqual({ price: 18500.5, date: listed.date });
    expect(after.priceHistory.at(-1)?.price).toBe(15000);

    // A history already as long as MySQL's TEXT column held never stops a change either: it is bounded on the spot.
    const products = testApp.dataSource.getRepository(ProductEntity);
    const long = Array.from({ length: 1000 }, (_, index) => ({
      priceCents: 1_000_000 + index,
      at: new Date(Date.UTC(2025, 0, 1, 0, 0, index)).toISOString(),
    }));
    await products.update({ id }, { priceHistory: long });
    await reprice(14000);
    const bounded = await detail(id);
    expect(bounded.sellPrice).toBe(14000);
    expect(bounded.priceHistory).toHaveLength(PRICE_HISTORY_KEPT_CHANGES + 1);
    expect(bounded.priceHistory.at(-1)?.price).toBe(14000);
  }, 120_000);

  it('bounds the histories written before the bound (the migration), and clears one that cannot be read', async () => {
    const products = testApp.dataSource.getRepository(ProductEntity);
    const [long, broken] = await cloneListings(testApp, 2, seller.uid);
    // As long as MySQL's TEXT column holds.
    const history = Array.from({ length: 1000 }, (_, index) => ({
      priceCents: 1_000_000 + index,
      at: new Date(Date.UTC(2025, 0, 1, 0, 0, index)).toISOString(),
    }));
    await products.update({ id: long!.id }, { priceHistory: history });
    const { updatedAt } = await products.findOneByOrFail({ id: long!.id });
    // Cut short, as a MySQL column that filled up keeps it in a lenient SQL mode.
    const name = (identifier: string) => testApp.dataSource.driver.escape(identifier);
    await testApp.dataSource.query(
      `UPDATE ${name('products')} SET ${name('priceHistory')} = ? WHERE ${name('id')} = ?`,
      [JSON.stringify(history).slice(0, 40_000), broken!.id],
    );

    const runner = testApp.dataSource.createQueryRunner();
    try {
      await boundPriceHistories(runner);
    } finally {
      await runner.release();
    }

    const bounded = await products.findOneByOrFail({ id: long!.id });
    expect(bounded.priceHistory).toEqual([history[0], ...history.slice(-PRICE_HISTORY_KEPT_CHANGES)]);
    expect(bounded.updatedAt).toEqual(updatedAt);
    expect((await products.findOneByOrFail({ id: broken!.id })).priceHistory).toBeNull();
    expect((await detail(broken!.id)).priceHistory).toEqual([
      { price: broken!.sellPriceCents / 100, date: broken!.createdAt.toISOString() },
    ]);
  });
});
