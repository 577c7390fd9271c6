import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface S3StandIn {
  /** The API settings that store photos in its bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The local S3 stand-in `npm start` runs (s3rver), on a free loopback port, its bucket in a fresh folder. */
export async function startS3StandIn(bucket = 'photos'): Promise<S3StandIn> {
  const directory = mkdtempSync(join(tmpdir(), 's3-stand-in-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
