import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config/app.config';
import type { MediaConfig } from '../config/media.config';
import { InvalidImageError, MediaStorageService } from './media-storage.service';

async function bytesOf(file: { body: Readable } | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (file as { body: Readable }).body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('MediaStorageService', () => {
  let uploadsDir: string;
  let storage: MediaStorageService;

  beforeAll(() => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'media-test-'));
    storage = new MediaStorageService(
      { uploadsDir } as AppConfig,
      { storage: 'disk', s3: null } as MediaConfig,
    );
  });

  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it('re-encodes an image into a full-size WebP and a thumbnail under server-chosen names', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const stored = await storage.storeImage(png);
    expect(stored.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.webp$/);
    expect(stored.thumbUrl).toBe(stored.imageUrl.replace('.webp', '-thumb.webp'));

    const full = await bytesOf(await storage.open(stored.imageUrl.split('/').pop() as string));
    const thumb = await bytesOf(await storage.open(stored.thumbUrl.split('/').pop() as string));
    expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 480, height: 300 });
    expect(readdirSync(uploadsDir).some((file) => file.endsWith('.tmp'))).toBe(false);

    await expect(storage.describe(stored.imageUrl)).resolves.toEqual({
      url: stored.imageUrl,
      width: 1600,
      height: 800,
      smaller: [{ url: stored.imageUrl.replace('.webp', '-800.webp'), width: 800, height: 400 }],
      thumbnail: stored.thumbUrl,
    });
  });

  it('offers no smaller copy of a photo no wider than the middle size', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const stored = await storage.storeImage(png);
    await expect(storage.describe(stored.imageUrl)).resolves.toMatchObject({
      width: 600,
      height: 400,
      smaller: [],
    });
  });

  it('describes only full images it stored', async () => {
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const stored = await storage.storeImage(png);
    await expect(storage.describe(stored.thumbUrl)).resolves.toBeNull();
    await expect(storage.describe('https://example.com/a.webp')).resolves.toBeNull();
    await expect(
      storage.describe('/api/media/01900000-0000-7000-8000-000000000000.webp'),
    ).resolves.toBeNull();
  });

  it('refuses bytes that are not an image', async () => {
    await expect(storage.storeImage(Buffer.from('<?php echo 1; ?>'))).rejects.toThrow(InvalidImageError);
  });

  it('opens only names it could have written', async () => {
    await expect(storage.open('../marketplace.sqlite')).resolves.toBeNull();
    await expect(storage.open('01900000-0000-7000-8000-000000000000.webp')).resolves.toBeNull();
  });
});
