import type { CreateProductRequest, ImageUploadResponse } from '@usedcars/contract/types';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { listingYearOf, Product, SearchIndex, searchWordsOf } from '../src/catalog';
import { CatalogEvents } from '../src/events';
import { bearer } from './auth-helpers';
import type { TestApp } from './create-test-app';

/** A plain PNG of `width` x `height` uploaded by the holder of `token` (POST /images): its stored URLs. */
export async function uploadPhoto(
  http: App,
  token: string,
  { width, height }: { width: number; height: number } = { width: 64, height: 48 },
): Promise<ImageUploadResponse['data']> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#345' } })
    .png()
    .toBuffer();
  const response = await request(http)
    .post('/api/images')
    .set(...bearer(token))
    .attach('image', png, 'car.png')
    .expect(201);
  return (response.body as ImageUploadResponse).data;
}

/** Rows a clone inserts per statement. */
const CLONE_CHUNK = 50;

/**
 * Fresh listings of `authorId`, cloned from a seeded unsold one, so no test shares a car with another: unsold,
 * not advertised and unreported unless `changes` say otherwise. Written past the services, so the app is told of
 * them as their creation would tell it (a catalog event each), or, for more than one chunk, as a script's bulk write.
 */
export async function cloneListings(
  { app, dataSource }: Pick<TestApp, 'app' | 'dataSource'>,
  count: number,
  authorId: string,
  changes: Partial<Product> = {},
): Promise<Product[]> {
  const products = dataSource.getRepository(Product);
  const template = await products.findOneByOrFail({ sold: false });
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = template;
  const cars = await products.save(
    Array.from({ length: count }, () => {
      const car = Object.assign(new Product(), {
        ...fields,
        authorId,
        sold: false,
        advertise: false,
        saleOrderId: null,
        openReportCount: 0,
        heldForReviewAt: null,
        ...changes,
      });
      // Kept as the listing's writer keeps them, whichever facts `changes` set.
      Object.assign(car, { listingYear: listingYearOf(car) });
      return Object.assign(car, { searchWords: searchWordsOf(car) });
    }),
    { chunk: CLONE_CHUNK },
  );
  const events = app.get(CatalogEvents);
  // Several chunks are one long transaction, which no service makes: rows written early in it commit later than the
  // search index's catch-up margin allows for, as a script's would. Such a bulk write says so, and the index reloads.
  if (count > CLONE_CHUNK) {
    await events.publish({ type: 'catalog.rewritten' });
    // Reloaded before the test goes on, so that no reload runs beside what it measures.
    await app.get(SearchIndex).ready();
  } else for (const car of cars) await events.publish({ type: 'listing.created', listingId: car.id });
  return cars;
}

export async function cloneListing(
  testApp: Pick<TestApp, 'app' | 'dataSource'>,
  authorId: string,
  changes: Partial<Product> = {},
): Promise<Product> {
  return (await cloneListings(testApp, 1, authorId, changes))[0] as Product;
}

/** A valid listing form (POST or PUT /product) with a stored photo; `changes` name what a test is about. */
export function listingForm(
  photo: { url: string; thumbUrl: string },
  changes: Partial<CreateProductRequest> = {},
): CreateProductRequest {
  return {
    product_name: 'Test listing',
    description: 'Listed by a test.',
    category: 'sedan',
    brand: 'toyota',
    condition: 'Good',
    originalPrice: 20000,
    sellPrice: 15000,
    location: 'Dhaka',
    purchaseYear: '2018-01',
    mobile: '+880 1711-000000',
    model: 'Corolla',
    mileage: 52000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    image: photo.url,
    thumbnail: photo.thumbUrl,
    ...changes,
  };
}

/** A valid new listing (POST /api/product) with the stored photo `image`. */
export function newListing(image: { url: string; thumbUrl: string }): CreateProductRequest {
  return {
    product_name: 'Test Corolla',
    description: 'Well kept, one owner.',
    category: 'sedan',
    brand: 'toyota',
    condition: 'Good',
    originalPrice: 25000,
    sellPrice: 18500,
    location: 'Dhaka',
    purchaseYear: '2019-05',
    mobile: '+880 1711-000000',
    model: 'Corolla',
    mileage: 64000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    image: image.url,
    thumbnail: image.thumbUrl,
  };
}
