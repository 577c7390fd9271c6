import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ProductImage } from '@usedcars/contract/types';
import { appConfig } from '../config/app.config';
import { newId } from '../common/ids';

export const MEDIA_URL_PREFIX = '/api/media/';

/**
 * Image sizes: the full image fits in FULL_MAX, a middle copy in MIDDLE_MAX (for srcset: phones and the product
 * page's column load it instead of the full one), the thumbnail is cropped to THUMB exactly.
 */
const FULL_MAX = { width: 1600, height: 1200 };
const MIDDLE_MAX = { width: 800, height: 600 };
const THUMB = { width: 480, height: 300 };
const MAX_INPUT_PIXELS = 40_000_000;
/** What people may upload, recognised from the bytes themselves (never from the file name or declared type). */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface StoredImage {
  /** Public URL of the full-size image, e.g. /api/media/<id>.webp */
  imageUrl: string;
  /** Public URL of the thumbnail, e.g. /api/media/<id>-thumb.webp */
  thumbUrl: string;
}

/** The name pattern of files this service writes: anything else is never served. */
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb|-800)?\.webp$/;
/** A full image's file name (not a thumbnail or middle copy). */
const FULL_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** An upload with more pixels than we decode (a decompression bomb, or just far bigger than any photo needs). */
export class ImageTooLargeError extends Error {
  constructor() {
    super(`The image is too large. Please choose one of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
    this.name = 'ImageTooLargeError';
  }
}

export class InvalidImageError extends Error {
  constructor() {
    super('The file is not an image we can read.');
    this.name = 'InvalidImageError';
  }
}

/**
 * Stores images on local disk under `${DATA_DIR}/uploads`. Every image is decoded and re-encoded as WebP (which
 * drops metadata and anything smuggled in the original bytes) under a server-chosen name.
 */
@Injectable()
export class MediaStorageService {
  constructor(@Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>) {}

  get directory(): string {
    return this.config.uploadsDir;
  }

  /**
   * An image someone uploaded: only real JPEG, PNG or WebP of at most MAX_INPUT_PIXELS, checked before anything is
   * written (SVG, GIF, HEIF, text renamed .png ... are refused with InvalidImageError).
   */
  async storeUpload(input: Buffer): Promise<StoredImage> {
    let format: string | undefined;
    let pixels: number;
    try {
      const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      format = metadata.format;
      pixels = (metadata.width ?? Infinity) * (metadata.height ?? Infinity);
    } catch (error) {
      throw /pixel limit/i.test((error as Error).message)
        ? new ImageTooLargeError()
        : new InvalidImageError();
    }
    if (!format || !UPLOAD_FORMATS.has(format)) throw new InvalidImageError();
    if (!(pixels <= MAX_INPUT_PIXELS)) throw new ImageTooLargeError();
    return this.storeImage(input);
  }

  async storeImage(input: Buffer): Promise<StoredImage> {
    const id = newId();
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const inside = (box: { width: number; height: number }, quality: number) =>
      source
        .clone()
        .resize({ ...box, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
    let files: [Buffer, Buffer, Buffer];
    try {
      files = await Promise.all([
        inside(FULL_MAX, 80),
        inside(MIDDLE_MAX, 78),
        source
          .clone()
          .resize({ ...THUMB, fit: 'cover', position: 'attention' })
          .webp({ quality: 75 })
          .toBuffer(),
      ]);
    } catch {
      throw new InvalidImageError();
    }
    const [full, middle, thumb] = files;
    await mkdir(this.directory, { recursive: true });
    // The full image last: a listing checks that it exists, so its copies are on disk by then.
    await Promise.all([this.write(`${id}-800.webp`, middle), this.write(`${id}-thumb.webp`, thumb)]);
    await this.write(`${id}.webp`, full);
    return { imageUrl: `${MEDIA_URL_PREFIX}${id}.webp`, thumbUrl: `${MEDIA_URL_PREFIX}${id}-thumb.webp` };
  }

  /**
   * A stored full image as a listing keeps it: its size, its smaller copy (images stored before copies were made
   * have none) and its thumbnail; null when the URL is not one of our full images or the file is gone.
   */
  async describe(url: string): Promise<ProductImage | null> {
    const name = url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : '';
    if (!FULL_FILE_NAME.test(name)) return null;
    const id = name.slice(0, -'.webp'.length);
    const [full, middle, thumb] = await Promise.all(
      [name, `${id}-800.webp`, `${id}-thumb.webp`].map((file) => this.locate(file)),
    );
    if (!full || !thumb) return null;
    const size = async (path: string) => {
      const { width, height } = await sharp(path).metadata();
      return { width, height };
    };
    const { width, height } = await size(full.path);
    const middleSize = middle ? await size(middle.path) : null;
    // A photo no wider than the middle box has no smaller copy worth offering.
    const smaller =
      middleSize && middleSize.width < width
        ? [{ url: `${MEDIA_URL_PREFIX}${id}-800.webp`, ...middleSize }]
        : [];
    return { url, width, height, smaller, thumbnail: `${MEDIA_URL_PREFIX}${id}-thumb.webp` };
  }

  /** Absolute path and size of a stored file, or null if the name is not one of ours or the file is gone. */
  async locate(fileName: string): Promise<{ path: string; size: number } | null> {
    if (!FILE_NAME.test(fileName)) return null;
    const path = join(this.directory, fileName);
    try {
      const info = await stat(path);
      return info.isFile() ? { path, size: info.size } : null;
    } catch {
      return null;
    }
  }

  /** The thumbnail stored with a full image (`<id>.webp` -> `<id>-thumb.webp`), or null for any other URL. */
  thumbnailUrlOf(imageUrl: string): string | null {
    const name = imageUrl.startsWith(MEDIA_URL_PREFIX) ? imageUrl.slice(MEDIA_URL_PREFIX.length) : '';
    if (!FILE_NAME.test(name) || name.endsWith('-thumb.webp')) return null;
    return `${MEDIA_URL_PREFIX}${name.replace(/\.webp$/, '-thumb.webp')}`;
  }

  /** True when the URL names an image this server stored (the DTOs check its shape; this checks the disk). */
  async isStoredUrl(url: string): Promise<boolean> {
    if (!url.startsWith(MEDIA_URL_PREFIX)) return false;
    return (await this.locate(url.slice(MEDIA_URL_PREFIX.length))) !== null;
  }

  private async write(fileName: string, data: Buffer): Promise<void> {
    // Write then rename, so a reader never sees a half-written file.
    const finalPath = join(this.directory, fileName);
    const temporaryPath = `${finalPath}.${process.pid}.tmp`;
    await writeFile(temporaryPath, data);
    await rename(temporaryPath, finalPath);
  }
}
