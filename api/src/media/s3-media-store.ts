import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { S3Settings } from '../config/media.config';
import type { ImageSize, MediaStore } from './media-store';

/** The marker check() writes; not a photo name, so never served. */
const CHECK_KEY = 'store-check.txt';

/**
 * An S3 bucket (MEDIA_STORAGE=s3), shared by every API instance: AWS S3, MinIO or the local stand-in. Each object
 * carries its pixel size in its metadata, so describing a photo needs a HEAD, not a download.
 */
export class S3MediaStore implements MediaStore {
  readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint
        ? // S3-compatible services answer on one host, with the bucket in the path.
          { endpoint: settings.endpoint, forcePathStyle: true }
        : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
    if (settings.endpoint) {
      // A request about the bucket itself (the list a backup reads) goes to /<bucket>, the form every S3-compatible
      // service takes: the SDK's /<bucket>/ is refused as mis-signed by some, the local stand-in among them.
      const bucketPath = `/${settings.bucket}/`;
      this.client.middlewareStack.add(
        (next) => async (args) => {
          const request = args.request as { path?: string };
          if (request.path === bucketPath) request.path = bucketPath.slice(0, -1);
          return next(args);
        },
        { step: 'build', name: 'bucketPathWithoutSlash' },
      );
    }
  }

  get description(): string {
    return `S3 bucket ${this.settings.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }

  /**
   * Writes a small marker object: the one thing the API must be able to do, and an answer that names a missing bucket
   * (a HEAD on the bucket answers without a reason, needs another permission, and the local stand-in mis-signs it).
   */
  async check(): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: CHECK_KEY,
          Body: 'ok',
          ContentType: 'text/plain',
        }),
      );
    } catch (error) {
      const exception = error as S3ServiceException;
      const status = exception.$metadata?.httpStatusCode;
      const why =
        exception.name === 'NoSuchBucket' || status === 404
          ? 'it does not exist'
          : status === 403
            ? `access denied (${exception.name})`
            : describe(error);
      throw new Error(`The photo store, ${this.description}, cannot be used: ${why}`, { cause: error });
    }
  }

  async put(name: string, data: Buffer, size: ImageSize): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: name,
        Body: data,
        ContentType: 'image/webp',
        // Names are never reused: whoever serves the object directly (a CDN) may keep it for good.
        CacheControl: 'public, max-age=31536000, immutable',
        Metadata: { width: String(size.width), height: String(size.height) },
      }),
    );
  }

  async exists(name: string): Promise<boolean> {
    return (await this.head(name)) !== null;
  }

  async sizeOf(name: string): Promise<ImageSize | null> {
    const head = await this.head(name);
    if (!head) return null;
    const width = Number(head.Metadata?.width);
    const height = Number(head.Metadata?.height);
    if (width > 0 && height > 0) return { width, height };
    // An object put there some other way: read its size from the image itself.
    const object = await this.open(name);
    if (!object) return null;
    const metadata = await sharp(Buffer.from(await streamToBuffer(object.body))).metadata();
    return { width: metadata.width, height: metadata.height };
  }

  async open(name: string): Promise<{ body: Readable; length: number } | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: name }),
      );
      return { body: object.Body as Readable, length: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key && object.Key !== CHECK_KEY) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  private async head(name: string): Promise<{ Metadata?: Record<string, string> } | null> {
    try {
      return await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: name }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}

function isNotFound(error: unknown): boolean {
  const exception = error as S3ServiceException;
  return (
    exception?.name === 'NoSuchKey' ||
    exception?.name === 'NotFound' ||
    exception?.$metadata?.httpStatusCode === 404
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
