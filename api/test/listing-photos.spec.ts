import request from 'supertest';
import type { ApiErrorBody, Product } from '@usedcars/contract/types';
import { LISTING_PHOTO_LIMITS } from '@usedcars/contract/types';
import { PHOTO_MESSAGES } from '@usedcars/contract/messages';
import { Product as ProductEntity } from '../src/catalog';
import { PRODUCT_MESSAGES } from '../src/catalog/dto/product-write.dto';
import { LISTING_MESSAGES } from '../src/catalog';
import { bearer, DEMO, login } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing, listingForm, uploadPhoto } from './listing-fixtures';

describe('listing photos', () => {
  let testApp: TestApp;
  let seller: { token: string; uid: string };
  let seller2: string;
  /** Photos uploaded by the seller, the first 2000 x 1000 (with a smaller copy), the others small. */
  let photos: { url: string; thumbUrl: string }[];

  const upload = (token: string, width: number, height: number) =>
    uploadPhoto(testApp.http, token, { width, height });

  const urls = (count: number) => photos.slice(0, count).map((photo) => photo.url);
  /** The form as a new client sends it: `images` and no `image`. */
  const form = (images: unknown) => {
    const { image: _image, thumbnail: _thumbnail, ...rest } = listingForm(photos[0] as never);
    return { ...rest, images };
  };
  const post = (body: object, token = seller.token) =>
    request(testApp.http)
      .post('/api/product')
      .set(...bearer(token))
      .send(body);
  const put = (id: string, body: object, token = seller.token) =>
    request(testApp.http)
      .put(`/api/product/${id}`)
      .set(...bearer(token))
      .send(body);
  const read = async (id: string) =>
    (await request(testApp.http).get(`/api/product/${id}`).expect(200)).body as Product;
  const created = async (body: object) =>
    ((await post(body).expect(201)).body as { insertedId: string }).insertedId;
  const fieldError = (response: request.Response) => (response.body as ApiErrorBody).errors?.[0];

  beforeAll(async () => {
    // Thirteen uploads and the listings: more writes than one account's default minute allows.
    testApp = await createTestApp({ env: { WRITE_RATE_LIMIT: '1000' } });
    const s = await login(testApp.http, DEMO.seller);
    seller = { token: s.token, uid: s.user.uid };
    seller2 = (await login(testApp.http, DEMO.seller2)).token;
    photos = [await upload(seller.token, 2000, 1000)];
    for (let index = 1; index <= LISTING_PHOTO_LIMITS.max; index += 1) {
      photos.push(await upload(seller.token, 64 + index, 48));
    }
  });

  afterAll(() => testApp.close());

  it('keeps the order, the first is the cover, each with its sizes', async () => {
    const order = [photos[2], photos[0], photos[1]].map((photo) => (photo as { url: string }).url);
    const product = await read(await created(form(order)));
    expect(product.images.map((image) => image.url)).toEqual(order);
    expect(product.image).toBe(order[0]);
    expect(product.thumbnail).toBe(photos[2]?.thumbUrl);
    expect(product.images[0]).toEqual({
      url: photos[2]?.url,
      width: 66,
      height: 48,
      smaller: [],
      thumbnail: photos[2]?.thumbUrl,
    });
    expect(product.images[1]).toEqual({
      url: photos[0]?.url,
      width: 1600,
      height: 800,
      smaller: [{ url: photos[0]?.url.replace('.webp', '-800.webp'), width: 800, height: 400 }],
      thumbnail: photos[0]?.thumbUrl,
    });
    // Lists answer the same photos.
    const mine = (
      await request(testApp.http)
        .get(`/api/my-products/${seller.uid}`)
        .set(...bearer(seller.token))
        .expect(200)
    ).body as Product[];
    expect(mine.find((item) => item._id === product._id)?.images).toEqual(product.images);
  });

  it('takes twelve photos', async () => {
    const product = await read(await created(form(urls(12))));
    expect(product.images).toHaveLength(12);
  });

  it.each([
    ['no photo', [], PHOTO_MESSAGES.none],
    ['thirteen photos', () => urls(13), PHOTO_MESSAGES.tooMany],
    [
      'thirty photos',
      () => Array.from({ length: 30 }, (_, index) => urls(13)[index % 13]),
      PHOTO_MESSAGES.tooMany,
    ],
    ['a foreign URL', () => [...urls(1), 'https://images.example.com/car.jpg'], PHOTO_MESSAGES.notOurs],
    ['a thumbnail', () => [photos[0]?.thumbUrl], PHOTO_MESSAGES.notOurs],
    ['a number', () => [42], PHOTO_MESSAGES.notOurs],
    ['not a list', () => urls(1)[0], PHOTO_MESSAGES.none],
    ['a repeat', () => [...urls(2), urls(1)[0]], PHOTO_MESSAGES.duplicate],
    [
      'a file we never stored',
      () => [...urls(1), '/api/media/01900000-0000-7000-8000-000000000000.webp'],
      PHOTO_MESSAGES.missing,
    ],
  ])('refuses %s with the field message, writing nothing', async (_case, images, message) => {
    const before = await testApp.dataSource.getRepository(ProductEntity).count();
    const response = await post(form(typeof images === 'function' ? images() : images)).expect(400);
    expect(fieldError(response)).toEqual({ field: 'images', message });
    expect(await testApp.dataSource.getRepository(ProductEntity).count()).toBe(before);
  });

  it('refuses an image that is not the first of images', async () => {
    const response = await post({ ...form(urls(2)), image: urls(2)[1] }).expect(400);
    expect(fieldError(response)).toEqual({ field: 'image', message: PHOTO_MESSAGES.coverMismatch });
    await post({ ...form(urls(2)), image: urls(1)[0] }).expect(201);
  });

  it("takes the original clients' image alone as a one-photo listing", async () => {
    const product = await read(await created(listingForm(photos[0] as { url: string; thumbUrl: string })));
    expect(product.images).toEqual([
      expect.objectContaining({ url: photos[0]?.url, thumbnail: photos[0]?.thumbUrl, width: 1600 }),
    ]);
    expect(product.image).toBe(photos[0]?.url);
    const missing = await post(
      listingForm({
        url: '/api/media/01900000-0000-7000-8000-000000000000.webp',
        thumbUrl: photos[0]?.thumbUrl as string,
      }),
    ).expect(400);
    expect(fieldError(missing)).toEqual({ field: 'image', message: PRODUCT_MESSAGES.imageMissing });
  });

  it('lets the seller reorder and remove photos; an image alone replaces only the cover', async () => {
    const id = await created(form(urls(4)));
    const [a, b, c, d] = urls(4) as [string, string, string, string];
    await put(id, form([c, a])).expect(200);
    let product = await read(id);
    expect(product.images.map((image) => image.url)).toEqual([c, a]);
    expect(product.image).toBe(c);
    expect(product.thumbnail).toBe(photos[2]?.thumbUrl);

    await put(id, listingForm(photos[3] as { url: string; thumbUrl: string })).expect(200);
    product = await read(id);
    expect(product.images.map((image) => image.url)).toEqual([d, a]);

    await put(id, listingForm(photos[0] as { url: string; thumbUrl: string })).expect(200);
    expect((await read(id)).images.map((image) => image.url)).toEqual([a]);
    expect(b).toBeDefined();
  });

  it("refuses another seller's change and a sold listing's, changing nothing", async () => {
    const id = await created(form(urls(3)));
    const before = (await read(id)).images;
    await put(id, form(urls(1)), seller2).expect(403);
    await testApp.dataSource.getRepository(ProductEntity).update({ id }, { sold: true });
    const sold = await put(id, form(urls(1))).expect(409);
    expect((sold.body as ApiErrorBody).message).toBe(LISTING_MESSAGES.soldEdit);
    expect((await read(id)).images).toEqual(before);
  });

  it('reads a listing made before the gallery as its one photo, without sizes', async () => {
    const old = await cloneListing(testApp, seller.uid, { images: null });
    const product = await read(old.id);
    expect(product.images).toEqual([
      { url: old.imageUrl, width: null, height: null, smaller: [], thumbnail: old.thumbUrl },
    ]);
    // Its seller's edit with the original form keeps it a valid listing with its photo sized now.
    await put(old.id, listingForm(photos[0] as { url: string; thumbUrl: string })).expect(200);
    expect((await read(old.id)).images).toHaveLength(1);
  });
});
