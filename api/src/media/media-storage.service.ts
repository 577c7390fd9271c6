import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { ProductImage } from '@usedcars/contract/types';
import { appConfig } from '../config/app.config';
import { mediaConfig } from '../config/media.config';
import { newId } from '../common/ids';
import { DiskMediaStore, type ImageSize, type MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

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
export const MEDIA_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb|-800)?\.webp$/;
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

/** The store MEDIA_STORAGE names: the data folder's uploads/ (default) or an S3 bucket. */
export function createMediaStore(
  app: Pick<ConfigType<typeof appConfig>, 'uploadsDir'>,
  media: ConfigType<typeof mediaConfig>,
): MediaStore {
  return media.storage === 's3' && media.s3 ? new S3MediaStore(media.s3) : new DiskMediaStore(app.uploadsDir);
}

/**
 * Stores images in the MediaStore: on local disk under `${DATA_DIR}/uploads`, or in an S3 bucket. Every image is
 * decoded and re-encoded as WebP (which drops metadata and anything smuggled in the original bytes) under a
 * server-chosen name.
 */
@Injectable()
export class MediaStorageService implements OnModuleInit {
  private readonly logger = new Logger('Media');
  readonly store: MediaStore;

  constructor(
    @Inject(appConfig.KEY) config: ConfigType<typeof appConfig>,
    @Inject(mediaConfig.KEY) media: ConfigType<typeof mediaConfig>,
  ) {
    this.store = createMediaStore(config, media);
  }

  /** A photo store that cannot be used stops the start with its reason, rather than failing every upload. */
  async onModuleInit(): Promise<void> {
    await this.store.check();
    this.logger.log(`Photos are stored on ${this.store.description}`);
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
    const encoded = (image: sharp.Sharp) =>
      image.toBuffer({ resolveWithObject: true }).then(({ data, info }) => ({ data, size: info }));
    const inside = (box: { width: number; height: number }, quality: number) =>
      encoded(
        source
          .clone()
          .resize({ ...box, fit: 'inside', withoutEnlargement: true })
          .webp({ quality }),
      );
    let files: { data: Buffer; size: ImageSize }[];
    try {
      files = await Promise.all([
        inside(FULL_MAX, 80),
        inside(MIDDLE_MAX, 78),
        encoded(
          source
            .clone()
            .resize({ ...THUMB, fit: 'cover', position: 'attention' })
            .webp({ quality: 75 }),
        ),
      ]);
    } catch {
      throw new InvalidImageError();
    }
    const [full, middle, thumb] = files as [(typeof files)[0], (typeof files)[0], (typeof files)[0]];
    const put = (name: string, file: (typeof files)[0]) =>
      this.store.put(name, file.data, { width: file.size.width, height: file.size.height });
    // The full image last: a listing checks that it exists, so its copies are stored by then.
    await Promise.all([put(`${id}-800.webp`, middle), put(`${id}-thumb.webp`, thumb)]);
    await put(`${id}.webp`, full);
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
    const [fullSize, middleSize, thumbExists] = await Promise.all([
      this.store.sizeOf(name),
      this.store.sizeOf(`${id}-800.webp`),
      this.store.exists(`${id}-thumb.webp`),
    ]);
    if (!fullSize || !thumbExists) return null;
    const { width, height } = fullSize;
    // A photo no wider than the middle box has no smaller copy worth offering.
    const smaller =
      middleSize && middleSize.width < width
        ? [{ url: `${MEDIA_URL_PREFIX}${id}-800.webp`, ...middleSize }]
        : [];
    return { url, width, height, smaller, thumbnail: `${MEDIA_URL_PREFIX}${id}-thumb.webp` };
  }

  /** A stored file's bytes and length, or null if the name is not one of ours or the file is gone. */
  async open(fileName: string): Promise<{ body: Readable; length: number } | null> {
    return MEDIA_FILE_NAME.test(fileName) ? this.store.open(fileName) : null;
  }

  /** The thumbnail stored with a full image (`<id>.webp` -> `<id>-thumb.webp`), or null for any other URL. */
  thumbnailUrlOf(imageUrl: string): string | null {
    const name = imageUrl.startsWith(MEDIA_URL_PREFIX) ? imageUrl.slice(MEDIA_URL_PREFIX.length) : '';
    if (!MEDIA_FILE_NAME.test(name) || name.endsWith('-thumb.webp')) return null;
    return `${MEDIA_URL_PREFIX}${name.replace(/\.webp$/, '-thumb.webp')}`;
  }

  /** True when the URL names an image this server stored (the DTOs check its shape; this checks the disk). */
  async isStoredUrl(url: string): Promise<boolean> {
    if (!url.startsWith(MEDIA_URL_PREFIX)) return false;
    const name = url.slice(MEDIA_URL_PREFIX.length);
    return MEDIA_FILE_NAME.test(name) && this.store.exists(name);
  }
}
