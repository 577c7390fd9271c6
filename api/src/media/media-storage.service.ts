import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { ProductImage } from '@usedcars/contract/types';
import { appConfig } from '../config/app.config';
import { mediaConfig } from '../config/media.config';
import { newId } from '../common/ids';
import { inImageQueue } from './image-queue';
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
/**
 * Progressive JPEG and interlaced PNG cannot be decoded a strip at a time nor shrunk while decoding: the whole image
 * is held at full size first, at several times the cost of a baseline image. 25 MP still takes a 24 MP phone photo.
 */
const MAX_PROGRESSIVE_PIXELS = 25_000_000;
/** No photo is this thin: a thumbnail cut from one would first be enlarged to a huge image. */
const MAX_ASPECT_RATIO = 10;
/** What people may upload, recognised from the bytes themselves (never from the file name or declared type). */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface StoredImage {
  /** Public URL of the full-size image, e.g. /api/media/<id>.webp */
  imageUrl: string;
  /** Public URL of the thumbnail, e.g. /api/media/<id>-thumb.webp */
  thumbUrl: string;
}

interface EncodedImage {
  data: Buffer;
  size: ImageSize;
}

/** An image's three stored sizes, encoded as WebP. */
interface EncodedImages {
  full: EncodedImage;
  middle: EncodedImage;
  thumb: EncodedImage;
}

/** The name pattern of files this service writes: anything else is never served. */
export const MEDIA_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb|-800)?\.webp$/;
/** A full image's file name (not a thumbnail or middle copy). */
const FULL_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const IMAGE_REFUSALS = {
  tooLarge: `The image is too large. Please choose one of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  progressiveTooLarge:
    `A progressive (interlaced) image may have at most ${MAX_PROGRESSIVE_PIXELS / 1_000_000} megapixels. ` +
    'Please choose a smaller one, or save it as a standard JPEG or PNG.',
  tooThin: `The image is too long and thin. Please choose one whose longer side is at most ${MAX_ASPECT_RATIO} times its shorter side.`,
} as const;

/**
 * An upload we refuse to decode, said in the caller's terms: more pixels than we decode (a decompression bomb, or
 * just far bigger than any photo needs), or a shape no photo has.
 */
export class UnsuitableImageError extends Error {
  constructor(message: (typeof IMAGE_REFUSALS)[keyof typeof IMAGE_REFUSALS]) {
    super(message);
    this.name = 'UnsuitableImageError';
  }
}

export class InvalidImageError extends Error {
  constructor() {
    super('The file is not an image we can read.');
    this.name = 'InvalidImageError';
  }
}

/**
 * The size of the one decoded copy: no larger than the original, just large enough for the full image (fitting
 * inside FULL_MAX) and for the thumbnail (covering THUMB).
 */
function workingSize({ width, height }: ImageSize): ImageSize {
  const scale = Math.min(
    1,
    Math.max(
      Math.min(FULL_MAX.width / width, FULL_MAX.height / height),
      THUMB.width / width,
      THUMB.height / height,
    ),
  );
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
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
   * An image someone uploaded: only real JPEG, PNG or WebP within the limits above, checked from its header before
   * anything is decoded or written (SVG, GIF, HEIF, text renamed .png ... are refused with InvalidImageError); then
   * decoded in this process's image queue, or refused with Busy when too many wait there.
   */
  async storeUpload(input: Buffer): Promise<StoredImage> {
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    } catch (error) {
      throw /pixel limit/i.test((error as Error).message)
        ? new UnsuitableImageError(IMAGE_REFUSALS.tooLarge)
        : new InvalidImageError();
    }
    if (!metadata.format || !UPLOAD_FORMATS.has(metadata.format)) throw new InvalidImageError();
    const { width, height } = metadata.autoOrient;
    const pixels = width * height;
    if (!(pixels <= MAX_INPUT_PIXELS)) throw new UnsuitableImageError(IMAGE_REFUSALS.tooLarge);
    if (metadata.isProgressive && pixels > MAX_PROGRESSIVE_PIXELS) {
      throw new UnsuitableImageError(IMAGE_REFUSALS.progressiveTooLarge);
    }
    if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
      throw new UnsuitableImageError(IMAGE_REFUSALS.tooThin);
    }
    return this.save(await inImageQueue(() => this.encode(input, { width, height })));
  }

  /**
   * A picture the server drew itself (the demo seed's SVGs, stored before the API serves any request): neither
   * checked nor queued, as nothing waits behind it yet.
   */
  async storeImage(input: Buffer): Promise<StoredImage> {
    let size: ImageSize;
    try {
      size = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).autoOrient;
    } catch {
      throw new InvalidImageError();
    }
    return this.save(await this.encode(input, size));
  }

  /**
   * Decodes the image once, into the smallest copy that the full image and the thumbnail can both be cut from,
   * then encodes the three sizes from it one after another (one thread at a time). `size` is the image's own,
   * upright.
   */
  private async encode(input: Buffer, size: ImageSize): Promise<EncodedImages> {
    try {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({ ...workingSize(size), fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const working = () =>
        sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const encoded = (image: sharp.Sharp) =>
        image.toBuffer({ resolveWithObject: true }).then(({ data, info }) => ({ data, size: info }));
      const inside = (box: { width: number; height: number }, quality: number) =>
        encoded(
          working()
            .resize({ ...box, fit: 'inside', withoutEnlargement: true })
            .webp({ quality }),
        );
      return {
        full: await inside(FULL_MAX, 80),
        middle: await inside(MIDDLE_MAX, 78),
        thumb: await encoded(
          working()
            .resize({ ...THUMB, fit: 'cover', position: 'attention' })
            .webp({ quality: 75 }),
        ),
      };
    } catch {
      throw new InvalidImageError();
    }
  }

  /** Stores the encoded sizes under a new name (outside the image queue: the store may be a bucket far away). */
  private async save({ full, middle, thumb }: EncodedImages): Promise<StoredImage> {
    const id = newId();
    const put = (name: string, file: EncodedImage) =>
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
