// MEDIA_STORAGE=s3: photos stored in a bucket (the local S3 stand-in, s3rver) and served at the same addresses, and
// the command that moves a disk's photos into a bucket so that an existing deployment can switch.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import type { Product as ProductBody } from '@usedcars/contract/types';
import { Product } from '../src/catalog';
import { readMediaConfig } from '../src/config/media.config';
import { copyPhotosIntoStore, S3MediaStore } from '../src/media';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { newListing, uploadPhoto } from './listing-fixtures';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';

describe('photos in S3', () => {
  let s3: S3StandIn;

  beforeAll(async () => {
    s3 = await startS3StandIn();
  });

  afterAll(async () => {
    await s3.stop();
  });

  it('stores uploads in the bucket, none on disk, and serves them at /api/media with long cache headers', async () => {
    const testApp = await createTestApp({ seed: false, env: s3.env });
    try {
      const seller = await signup(testApp.http, { role: 'Seller' });
      const photo = await uploadPhoto(testApp.http, seller.token, { width: 1200, height: 900 });
      expect(readdirSync(join(testApp.environment.dataDir, 'uploads'))).toEqual([]);
      const store = new S3MediaStore(readMediaConfig(s3.env).s3!);
      const name = photo.url.split('/').pop() as string;
      expect(await store.sizeOf(name)).toEqual({ width: 1200, height: 900 });

      for (const url of [photo.url, photo.thumbUrl, photo.url.replace('.webp', '-800.webp')]) {
        const served = await request(testApp.http).get(url).buffer(true).expect(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');
      }
      await request(testApp.http).get('/api/media/01900000-0000-7000-8000-000000000000.webp').expect(404);
    } finally {
      await testApp.close();
    }
  });

  it('refuses to start on a bucket that does not exist, naming it', async () => {
    await expect(
      createTestApp({ seed: false, env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } }),
    ).rejects.toThrow(/no-such-bucket.*does not exist/);
  });

  it("moves a disk's photos into the bucket, after which the same listings show them from S3", async () => {
    // A deployment on disk, with the demo's photos.
    const onDisk = await createTestApp();
    let onS3: TestApp | undefined;
    try {
      const uploadsDir = join(onDisk.environment.dataDir, 'uploads');
      const onDiskFiles = readdirSync(uploadsDir).sort();
      const car = await onDisk.dataSource.getRepository(Product).findOneByOrFail({ sold: false });
      const before = (await request(onDisk.http).get(`/api/product/${car.id}`).expect(200))
        .body as ProductBody;
      const cover = await request(onDisk.http).get(car.imageUrl).buffer(true).expect(200);
      await onDisk.close({ keepData: true });

      const store = new S3MediaStore(readMediaConfig(s3.env).s3!);
      const moved = await copyPhotosIntoStore(uploadsDir, store, { removeLocal: true });
      expect(moved).toEqual({ copied: onDiskFiles.length, alreadyThere: 0, removed: onDiskFiles.length });
      expect(readdirSync(uploadsDir)).toEqual([]);
      // Again: nothing left to do.
      await expect(copyPhotosIntoStore(uploadsDir, store)).resolves.toEqual({
        copied: 0,
        alreadyThere: 0,
        removed: 0,
      });

      onS3 = await createTestApp({ environment: onDisk.environment, seed: false, env: s3.env });
      const after = (await request(onS3.http).get(`/api/product/${car.id}`).expect(200)).body as ProductBody;
      expect(after).toEqual(before);
      const served = await request(onS3.http).get(car.imageUrl).buffer(true).expect(200);
      expect(Buffer.compare(served.body as Buffer, cover.body as Buffer)).toBe(0);
      // A seller lists with a moved photo: the API finds it, and its sizes, in the bucket.
      const seller = await login(onS3.http, DEMO.seller);
      const listed = await request(onS3.http)
        .post('/api/product')
        .set(...bearer(seller.token))
        .send(newListing({ url: car.imageUrl, thumbUrl: car.thumbUrl }))
        .expect(201);
      const id = (listed.body as { insertedId: string }).insertedId;
      const shown = (await request(onS3.http).get(`/api/product/${id}`).expect(200)).body as ProductBody;
      expect(shown.images[0]).toEqual(before.images[0]);
    } finally {
      await (onS3 ?? onDisk).close();
    }
    // It seeds the demo's ninety cars and their photos first.
  }, 240_000);
});
