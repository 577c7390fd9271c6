import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import request from 'supertest';
import sharp from 'sharp';
import type { ApiErrorBody, ImageUploadResponse } from '@usedcars/contract/types';
import { bearer, login } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

const UPLOADER_PASSWORD = 'Upload#pass1';
const INVALID = 'Please choose a JPEG, PNG or WebP image.';
const MAX_UPLOAD_BYTES = 200 * 1024;

describe('POST /api/images', () => {
  let testApp: TestApp;
  let token: string;
  let uploadsDir: string;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false, env: { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) } });
    uploadsDir = join(testApp.environment.dataDir, 'uploads');
    const email = 'uploader@example.com';
    await request(testApp.http)
      .post('/api/auth/signup')
      .send({ displayName: 'Uploader', email, password: UPLOADER_PASSWORD, role: 'Seller' })
      .expect(201);
    token = (await login(testApp.http, email, UPLOADER_PASSWORD)).token;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const upload = () =>
    request(testApp.http)
      .post('/api/images')
      .set(...bearer(token));
  const stored = () => readdirSync(uploadsDir).sort();

  it.each([
    ['jpeg', 'car.jpg'],
    ['png', 'car.png'],
    ['webp', 'car.webp'],
  ] as const)('stores a real %s as a WebP with a thumbnail', async (format, name) => {
    const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
      .toFormat(format)
      .toBuffer();
    const response = await upload().attach('image', image, name).expect(201);
    const body = response.body as ImageUploadResponse;
    expect(body.success).toBe(true);
    expect(body.data.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.webp$/);
    expect(body.data.thumbUrl).toBe(body.data.url.replace('.webp', '-thumb.webp'));
    const thumb = await request(testApp.http).get(body.data.thumbUrl).buffer(true).expect(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 300,
    });
  });

  it('detects the format from the bytes, not from the name or declared type', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await upload().attach('image', png, { filename: 'photo.txt', contentType: 'text/plain' }).expect(201);
  });

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>',
  );

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image at all'), 'fake.png', 'image/png'],
    ['an SVG', svg, 'drawing.svg', 'image/svg+xml'],
    ['an SVG named .png', svg, 'drawing.png', 'image/png'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ])('refuses %s with 400 and stores nothing', async (_what, bytes, filename, contentType) => {
    const before = stored();
    const response = await upload().attach('image', bytes, { filename, contentType }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: INVALID,
    } satisfies ApiErrorBody);
    expect(stored()).toEqual(before);
  });

  it('refuses a GIF (a real image, but not one we accept)', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00f' } })
      .gif()
      .toBuffer();
    const before = stored();
    await upload().attach('image', gif, 'anim.gif').expect(400);
    expect(stored()).toEqual(before);
  });

  it('refuses a file over MAX_UPLOAD_BYTES with 413 and stores nothing', async () => {
    const before = stored();
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1);
    const response = await upload().attach('image', big, 'big.png');
    expect(response.status).toBe(413);
    expect((response.body as ApiErrorBody).message).toBe(
      'The image is too large. Please choose one of at most 200 KB.',
    );
    expect(stored()).toEqual(before);
  });

  it('refuses an image of more than 40 megapixels', async () => {
    // A tiny PNG whose header claims 8000 x 8000 pixels (a decompression bomb's shape): only the header is read.
    const header = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    header.writeUInt32BE(8000, 16);
    header.writeUInt32BE(8000, 20);
    header.writeUInt32BE(crc32(header.subarray(12, 29)), 29);
    const before = stored();
    const response = await upload().attach('image', header, 'huge.png').expect(400);
    expect((response.body as ApiErrorBody).message).toBe(
      'The image is too large. Please choose one of at most 40 megapixels.',
    );
    expect(stored()).toEqual(before);
  });

  it('refuses a missing or differently named field with 400', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const before = stored();
    expect((await upload().field('note', 'x').expect(400)).body).toMatchObject({ message: INVALID });
    expect((await upload().attach('file', png, 'a.png').expect(400)).body).toMatchObject({
      message: INVALID,
    });
    expect((await upload().send({ image: 'data:image/png;base64,AAAA' }).expect(400)).body).toMatchObject({
      message: INVALID,
    });
    expect(stored()).toEqual(before);
  });

  it('needs a login', async () => {
    await request(testApp.http).post('/api/images').attach('image', Buffer.from('x'), 'a.png').expect(401);
  });
});
