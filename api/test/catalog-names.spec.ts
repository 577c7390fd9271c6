// Any category or brand name an admin can type leads to its page: the value derived from it finds the category, and
// its cars, and the brand's cars, once percent-encoded into a path or a query string; a name that no address could
// carry is refused with a message.
import request from 'supertest';
import type {
  ApiErrorBody,
  AuthResponse,
  Brand,
  Category,
  CategoryWithProducts,
  Product,
} from '@usedcars/contract/types';
import * as shared from '@usedcars/contract/messages';
import { cloneListing } from './listing-fixtures';
import { bearer, DEMO, login } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

const NAMES = [
  'Sedan/Coupé',
  'What?',
  'C# Class',
  '100% Electric',
  'v2.0',
  'Family car.',
  '...',
  '.hidden',
  '../remotes.json',
  'a;b',
  'a&b=c+d',
  'Back\\slash',
  `Quote's "Corner"`,
  '<b>Bold</b>',
  '  Spaced   out  ',
  'Voiture électrique',
  '電動車',
  'Кабриолет',
  'سيارة',
  'İstanbul Taksi',
  '🚗 Fun',
  '%2e%2e',
  '%E2%82%AC',
  // The longest name, all characters that take 9 bytes percent-encoded.
  '車'.repeat(60),
];

const value = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '_');

describe('category and brand names', () => {
  let testApp: TestApp;
  let admin: AuthResponse;
  let seller: AuthResponse;
  let thumbnail: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await login(testApp.http, DEMO.admin);
    seller = await login(testApp.http, DEMO.seller);
    const [stored] = await testApp.dataSource.query<{ thumbnailUrl: string }[]>(
      'SELECT `thumbnailUrl` FROM `categories` LIMIT 1',
    );
    thumbnail = stored?.thumbnailUrl as string;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const createCategory = (name: string) =>
    request(testApp.http)
      .post('/api/category')
      .set(...bearer(admin.token))
      .send({ category: name, thumbnail });
  const createBrand = (name: string) =>
    request(testApp.http)
      .post('/api/brand')
      .set(...bearer(admin.token))
      .send({ brandName: name });

  it.each(NAMES)('%s: the category page, its cars and the brand filter find it', async (name) => {
    const category = (await createCategory(name).expect(201)).body as Category;
    const brand = (await createBrand(name).expect(201)).body as Brand;
    expect(category).toMatchObject({ category: name.trim(), value: value(name) });
    expect(brand).toMatchObject({ brandName: name.trim(), value: value(name) });
    const car = await cloneListing(testApp, seller.user.uid, {
      categoryId: category._id,
      brandId: brand._id,
    });

    const page = await request(testApp.http)
      .get(`/api/category/${encodeURIComponent(category.value)}`)
      .expect(200);
    const body = page.body as CategoryWithProducts;
    expect(body.category._id).toBe(category._id);
    expect(body.products.map((product) => product._id)).toEqual([car.id]);

    for (const filter of ['category', 'brand'] as const) {
      const search = new URLSearchParams({ [filter]: filter === 'category' ? category.value : brand.value });
      const cars = await request(testApp.http).get(`/api/products?${search}`).expect(200);
      expect((cars.body as Product[]).map((product) => product._id)).toEqual([car.id]);
    }
  });

  it.each([
    ['.', 'dotsOnly'],
    ['..', 'dotsOnly'],
    [' .. ', 'dotsOnly'],
    // Lower-cased, each "İ" is two characters: 60 of them would not fit the value's column.
    ['İ'.repeat(60), 'tooLong'],
  ] as const)('refuses %j with a message, for a category and a brand', async (name, problem) => {
    const categories = await testApp.dataSource.query<unknown[]>('SELECT `id` FROM `categories`');
    const brands = await testApp.dataSource.query<unknown[]>('SELECT `id` FROM `brands`');

    const category = (await createCategory(name).expect(400)).body as ApiErrorBody;
    expect(category.message).toBe(shared.catalogNameMessages('Category')[problem]);
    expect(category.errors).toEqual([{ field: 'category', message: category.message }]);
    const brand = (await createBrand(name).expect(400)).body as ApiErrorBody;
    expect(brand.message).toBe(shared.catalogNameMessages('Brand')[problem]);
    expect(brand.errors).toEqual([{ field: 'brandName', message: brand.message }]);

    expect(await testApp.dataSource.query<unknown[]>('SELECT `id` FROM `categories`')).toHaveLength(
      categories.length,
    );
    expect(await testApp.dataSource.query<unknown[]>('SELECT `id` FROM `brands`')).toHaveLength(
      brands.length,
    );
  });
});
