import request from 'supertest';
import { In } from 'typeorm';
import {
  type Category,
  CONDITIONS,
  LOCATIONS,
  type Order,
  type Product as Listing,
  type SellerBooking,
  type WishlistEntry,
} from '@usedcars/contract/types';
import { verifyPassword } from '../src/auth/password-hasher';
import { Brand, Category as CategoryEntity, Product } from '../src/catalog';
import { DEMO_POPULAR_MODELS } from '../src/database/seed/demo-data';
import { seedDemoData } from '../src/database/seed/seed';
import { MediaStorageService } from '../src/media';
import { Order as OrderEntity } from '../src/orders';
import { User } from '../src/users';
import { WishlistEntry as WishlistEntryEntity } from '../src/wishlist';
import { bearer, DEMO, login } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { createTestEnvironment } from './test-database';

describe('demo seed', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // An empty database, as on a first start: the app itself must seed it (other files copy a seeded template).
    // Ninety cars with their photos made and stored: over a minute on a busy machine's MySQL.
    testApp = await createTestApp({ environment: await createTestEnvironment() });
  }, 300_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('creates the demo accounts with verifiable passwords', async () => {
    const users = await testApp.dataSource.getRepository(User).find();
    users.sort((a, b) => (a.email < b.email ? -1 : 1));
    expect(users.map(({ email, role, verified }) => ({ email, role, verified }))).toEqual([
      { email: 'admin@demo.test', role: 'Admin', verified: true },
      { email: 'buyer2@demo.test', role: 'Buyer', verified: false },
      { email: 'buyer@demo.test', role: 'Buyer', verified: false },
      { email: 'seller2@demo.test', role: 'Seller', verified: false },
      { email: 'seller@demo.test', role: 'Seller', verified: true },
    ]);
    for (const user of users) {
      await expect(verifyPassword('Demo#pass1', user.passwordHash)).resolves.toBe(true);
      await expect(verifyPassword('demo#pass1', user.passwordHash)).resolves.toBe(false);
    }
  });

  it('creates categories with thumbnails served as WebP, and 10 brands', async () => {
    const response = await request(testApp.http).get('/api/categories').expect(200);
    const categories = response.body as Category[];
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      const image = await request(testApp.http).get(category.thumbnail).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((image.body as Buffer).subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
    expect(await testApp.dataSource.getRepository(Brand).count()).toBe(10);
  });

  it('creates 90 cars across categories, brands, conditions and locations, some advertised and some sold', async () => {
    const products = await testApp.dataSource.getRepository(Product).find({ relations: { author: true } });
    expect(products).toHaveLength(90);
    expect(new Set(products.map((p) => p.condition))).toEqual(new Set(CONDITIONS));
    expect(new Set(products.map((p) => p.location))).toEqual(new Set(LOCATIONS));
    expect(new Set(products.map((p) => p.categoryId)).size).toBe(
      await testApp.dataSource.getRepository(CategoryEntity).count(),
    );
    expect(new Set(products.map((p) => p.brandId)).size).toBe(10);
    expect(new Set(products.map((p) => p.author.email))).toEqual(
      new Set(['seller@demo.test', 'seller2@demo.test']),
    );

    const advertised = products.filter((p) => p.advertise && !p.sold).length;
    const sold = products.filter((p) => p.sold).length;
    expect(advertised).toBeGreaterThanOrEqual(5);
    expect(sold).toBeGreaterThanOrEqual(5);

    const thisMonth = new Date().toISOString().slice(0, 7);
    for (const product of products) {
      expect(product.purchaseMonth <= thisMonth).toBe(true);
      // Made no later than bought, and a plausible age.
      expect(product.modelYear).toBeLessThanOrEqual(Number(product.purchaseMonth.slice(0, 4)));
      expect(product.modelYear).toBeGreaterThanOrEqual(Number(product.purchaseMonth.slice(0, 4)) - 5);
      // Searched and sorted by it (every demo car gives its model year).
      expect(product.listingYear).toBe(product.modelYear);
      expect(product.sellPriceCents).toBeGreaterThan(0);
      expect(product.sellPriceCents).toBeLessThanOrEqual(product.originalPriceCents);
      expect(product.description.length).toBeGreaterThan(80);
    }
    expect(new Set(products.map((p) => p.imageUrl)).size).toBe(90);
  });

  it('lists the popular models often enough that their cars get price ratings of several kinds', async () => {
    const popular = await testApp.dataSource
      .getRepository(Product)
      .findBy({ model: In(DEMO_POPULAR_MODELS), sold: false });
    expect(popular.length).toBeGreaterThanOrEqual(DEMO_POPULAR_MODELS.length * 6);
    const labels = await Promise.all(
      popular.map(async ({ id }) => {
        const car = (await request(testApp.http).get(`/api/product/${id}`).expect(200)).body as Listing;
        return car.priceRating.label;
      }),
    );
    const rated = labels.filter((label) => label !== null);
    expect(rated.length).toBeGreaterThanOrEqual(popular.length * 0.7);
    expect(new Set(rated).size).toBeGreaterThanOrEqual(3);
  });

  it('serves product images in full size and as thumbnails', async () => {
    const product = await testApp.dataSource.getRepository(Product).findOneByOrFail({ sold: false });
    const full = await request(testApp.http).get(product.imageUrl).buffer(true).expect(200);
    const thumb = await request(testApp.http).get(product.thumbUrl).buffer(true).expect(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect((thumb.body as Buffer).length).toBeLessThan((full.body as Buffer).length);
  });

  it('gives the demo buyer an open booking of the seller’s car and two wish-listed cars', async () => {
    const buyer = await login(testApp.http, DEMO.buyer);
    const seller = await login(testApp.http, DEMO.seller);
    const orders = (
      await request(testApp.http)
        .get(`/api/orders/${buyer.user.uid}`)
        .set(...bearer(buyer.token))
        .expect(200)
    ).body as Order[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      customerId: buyer.user.uid,
      customerEmail: DEMO.buyer,
      productAuthor: seller.user.uid,
      status: 'awaiting_payment',
      payment: false,
    });
    expect(orders[0]?.price).toBe(orders[0]?.product.sellPrice);

    const wishlist = (
      await request(testApp.http)
        .get(`/api/wishlist/${buyer.user.uid}`)
        .set(...bearer(buyer.token))
        .expect(200)
    ).body as WishlistEntry[];
    expect(wishlist).toHaveLength(2);
    for (const entry of wishlist) {
      expect(entry.product.sell).toBe(false);
      expect(entry.productID).not.toBe(orders[0]?.productID);
    }

    const bookings = (
      await request(testApp.http)
        .get('/api/seller/bookings')
        .set(...bearer(seller.token))
        .expect(200)
    ).body as SellerBooking[];
    // The open booking, and the seller's past sales to the second demo buyer: completed deals (handed over when paid).
    expect(bookings.filter((booking) => !booking.payment).map((booking) => booking._id)).toEqual([
      orders[0]?._id,
    ]);
    const sales = bookings.filter((booking) => booking.payment);
    expect(sales.length).toBeGreaterThan(0);
    expect(
      sales.every(
        (booking) => booking.customerEmail === 'buyer2@demo.test' && booking.status === 'completed',
      ),
    ).toBe(true);
  });

  it('does not seed twice, and a restart keeps the data', async () => {
    const counts = async (app: TestApp): Promise<number[]> =>
      Promise.all(
        [User, CategoryEntity, Brand, Product, OrderEntity, WishlistEntryEntity].map((entity) =>
          app.dataSource.getRepository(entity).count(),
        ),
      );
    const before = await counts(testApp);

    await expect(
      seedDemoData(testApp.dataSource, testApp.app.get(MediaStorageService), 10),
    ).resolves.toBeNull();
    expect(await counts(testApp)).toEqual(before);

    const environment = testApp.environment;
    const ids = (await testApp.dataSource.getRepository(Product).find({ order: { id: 'ASC' } })).map(
      (p) => p.id,
    );
    await testApp.close({ keepData: true });
    testApp = await createTestApp({ environment });
    expect(await counts(testApp)).toEqual(before);
    const idsAfter = (await testApp.dataSource.getRepository(Product).find({ order: { id: 'ASC' } })).map(
      (p) => p.id,
    );
    expect(idsAfter).toEqual(ids);
  });
});
