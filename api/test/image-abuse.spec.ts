// Image uploads cannot stall the API: images that cost far more to decode than a photo are refused from their header,
// decoding runs in one queue per process with a bounded wait, and each account has upload limits. Real sharp, real
// images made here; the queue is held open by the test (never timed), so what runs when is certain.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import type { ApiErrorBody, ImageUploadResponse } from '@usedcars/contract/types';
import {
  IMAGE_QUEUE_FULL_MESSAGE,
  IMAGE_QUEUE_RETRY_SECONDS,
  imageWorkWaiting,
  inImageQueue,
  MAX_WAITING_UPLOADS,
} from '../src/media/image-queue';
import { IMAGE_REFUSALS } from '../src/media/media-storage.service';
import { uploadsPerDayMessage, uploadsPerMinuteMessage } from '../src/media/upload-rate-limit';
import { bearer, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f9c' } });

/**
 * Holds this process's image queue (the app runs in the test's process) until the returned function is called:
 * one task running, `waiting` more behind it. While it is held, no upload can be decoded.
 */
function holdImageQueue(waiting = 0): () => Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const tasks = [
    inImageQueue(() => held),
    ...Array.from({ length: waiting }, () => inImageQueue(() => Promise.resolve())),
  ];
  return async () => {
    release();
    await Promise.all(tasks);
  };
}

/** The upload's answer, or 'queued' once it waits in the image queue (to be decoded) before any answer. */
async function answerOrQueued(pending: Promise<request.Response>): Promise<request.Response | 'queued'> {
  let answer: request.Response | undefined;
  void pending.then((response) => (answer = response));
  while (!answer) {
    if (imageWorkWaiting() > 0) return 'queued';
    await new Promise((resolve) => setImmediate(resolve));
  }
  return answer;
}

describe('image uploads cannot stall the API', () => {
  let testApp: TestApp;
  let uploadsDir: string;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    uploadsDir = join(testApp.environment.dataDir, 'uploads');
  });

  afterAll(async () => {
    await testApp.close();
  });

  const stored = () => readdirSync(uploadsDir).sort();
  const uploader = async () => (await signup(testApp.http, { role: 'Seller' })).token;
  const upload = (token: string, image: Buffer, name = 'car.png') =>
    request(testApp.http)
      .post('/api/images')
      .set(...bearer(token))
      .attach('image', image, name);

  it.each([
    [
      // The probe's image: a small file of 39.7 megapixels that must be decoded whole, interlaced.
      'a 39.7-megapixel interlaced PNG',
      () => solid(6300, 6300).png({ progressive: true, palette: true }).toBuffer(),
      IMAGE_REFUSALS.progressiveTooLarge,
    ],
    [
      'a 30-megapixel progressive JPEG',
      () => solid(6325, 4743).jpeg({ progressive: true }).toBuffer(),
      IMAGE_REFUSALS.progressiveTooLarge,
    ],
    [
      // Its thumbnail would first be enlarged fifteen times, to 90 megapixels, for the crop to look at.
      'a 20000 x 20 strip',
      () => solid(20000, 20).png().toBuffer(),
      IMAGE_REFUSALS.tooThin,
    ],
    ['a 20 x 20000 strip', () => solid(20, 20000).png().toBuffer(), IMAGE_REFUSALS.tooThin],
  ])('refuses %s from its header, without decoding it', async (_what, make, message) => {
    const image = await make();
    const token = await uploader();
    const before = stored();
    // Decoding happens only in the image queue: held, it lets nothing be decoded, so the answer comes from the header.
    const releaseQueue = holdImageQueue();
    const pending = upload(token, image).then((response) => response);
    try {
      const answer = await answerOrQueued(pending);
      expect(answer).not.toBe('queued');
      expect((answer as request.Response).body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message,
      } satisfies ApiErrorBody);
    } finally {
      await releaseQueue();
      await pending;
    }
    expect(stored()).toEqual(before);
  });

  it.each([
    // A phone's own photo size (5712 x 4284), saved progressive: under the lower limit.
    ['a 24.5-megapixel progressive JPEG', () => solid(5712, 4284).jpeg({ progressive: true }).toBuffer()],
    [
      'a 39.7-megapixel PNG that is not interlaced',
      () => solid(6300, 6300).png({ palette: true }).toBuffer(),
    ],
    ['a panorama ten times as wide as high', () => solid(8000, 800).jpeg().toBuffer()],
  ])('stores %s', async (_what, make) => {
    const token = await uploader();
    const response = await upload(token, await make()).expect(201);
    const { url } = (response.body as ImageUploadResponse).data;
    const full = await request(testApp.http).get(url).buffer(true).expect(200);
    const { width, height } = await sharp(full.body as Buffer).metadata();
    expect(Math.max(width, height)).toBeLessThanOrEqual(1600);
    expect(Math.max(width / 1600, height / 1200)).toBeCloseTo(1, 2);
  });

  it('decodes an upload only when the image work before it has finished', async () => {
    const token = await uploader();
    const photo = await solid(1200, 900).jpeg().toBuffer();
    const releaseQueue = holdImageQueue();
    const pending = upload(token, photo).then((response) => response);
    try {
      expect(await answerOrQueued(pending)).toBe('queued');
    } finally {
      await releaseQueue();
    }
    expect((await pending).status).toBe(201);
  });

  it('answers 503 with Retry-After when the queue is full, and takes uploads again once it drains', async () => {
    const token = await uploader();
    const photo = await solid(1200, 900).jpeg().toBuffer();
    const before = stored();
    const releaseQueue = holdImageQueue(MAX_WAITING_UPLOADS);
    try {
      const response = await upload(token, photo).expect(503);
      expect(response.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: IMAGE_QUEUE_FULL_MESSAGE,
      } satisfies ApiErrorBody);
      expect(response.headers['retry-after']).toBe(String(IMAGE_QUEUE_RETRY_SECONDS));
      expect(stored()).toEqual(before);
    } finally {
      await releaseQueue();
    }
    await upload(token, photo).expect(201);
  });
});

describe('photo uploads per account', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await solid(64, 48).png().toBuffer();
  });
  const upload = (testApp: TestApp, token: string) =>
    request(testApp.http)
      .post('/api/images')
      .set(...bearer(token))
      .attach('image', photo, 'car.png');

  describe('a minute (the default UPLOAD_RATE_LIMIT)', () => {
    const DEFAULT_UPLOADS_PER_MINUTE = 24;
    let testApp: TestApp;

    beforeAll(async () => {
      // The test environment raises the limit for every other suite; this one runs on the real default.
      testApp = await createTestApp({ seed: false, env: { UPLOAD_RATE_LIMIT: undefined } });
    });

    afterAll(async () => {
      await testApp.close();
    });

    it('lets an account upload the default number of photos a minute, then answers 429 with Retry-After', async () => {
      const { token } = await signup(testApp.http, { role: 'Seller' });
      for (let i = 0; i < DEFAULT_UPLOADS_PER_MINUTE; i++) await upload(testApp, token).expect(201);

      const before = readdirSync(join(testApp.environment.dataDir, 'uploads')).length;
      const limited = await upload(testApp, token).expect(429);
      expect(limited.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: uploadsPerMinuteMessage(DEFAULT_UPLOADS_PER_MINUTE),
      } satisfies ApiErrorBody);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(readdirSync(join(testApp.environment.dataDir, 'uploads'))).toHaveLength(before);

      // Counted per account: another account still uploads.
      const other = await signup(testApp.http, { role: 'Seller' });
      await upload(testApp, other.token).expect(201);
    });
  });

  describe('a day (UPLOAD_DAILY_LIMIT)', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp({ seed: false, env: { UPLOAD_DAILY_LIMIT: '3' } });
    });

    afterAll(async () => {
      await testApp.close();
    });

    it('answers 429 with a Retry-After of up to a day once an account used its day', async () => {
      const { token } = await signup(testApp.http, { role: 'Seller' });
      for (let i = 0; i < 3; i++) await upload(testApp, token).expect(201);

      const limited = await upload(testApp, token).expect(429);
      expect((limited.body as ApiErrorBody).message).toBe(uploadsPerDayMessage(3));
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(60);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    });
  });
});
