import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { readAppConfig } from '../config/app.config';
import { readMediaConfig } from '../config/media.config';
import { MEDIA_FILE_NAME, S3MediaStore } from '../media';

export interface MoveSummary {
  copied: number;
  alreadyThere: number;
  removed: number;
}

/**
 * Copies every photo of `uploadsDir` that the bucket lacks, each with its pixel size as the API stores it. Photos keep
 * their names, so listings' addresses (/api/media/<name>) stay right: nothing in the database changes. With
 * `removeLocal`, a file is deleted from disk once the bucket holds it. Safe to run again: it resumes.
 */
export async function moveMediaToS3(
  uploadsDir: string,
  store: S3MediaStore,
  { removeLocal = false, log }: { removeLocal?: boolean; log?: (line: string) => void } = {},
): Promise<MoveSummary> {
  await store.check();
  const names = (await readdir(uploadsDir)).filter((name) => MEDIA_FILE_NAME.test(name)).sort();
  const summary: MoveSummary = { copied: 0, alreadyThere: 0, removed: 0 };
  for (const name of names) {
    const path = join(uploadsDir, name);
    if (await store.exists(name)) {
      summary.alreadyThere += 1;
    } else {
      const data = await readFile(path);
      const { width, height } = await sharp(data).metadata();
      await store.put(name, data, { width, height });
      summary.copied += 1;
      if (summary.copied % 100 === 0) log?.(`  ${summary.copied} copied...`);
    }
    if (removeLocal) {
      await rm(path);
      summary.removed += 1;
    }
  }
  return summary;
}

// `npm run media:to-s3 -w api [-- --remove-local]`: with the API's own settings (DATA_DIR, and MEDIA_STORAGE=s3 with
// the S3_* settings), copies the photos from the data folder's uploads/ into the bucket. Run it before starting the
// API with MEDIA_STORAGE=s3; --remove-local then frees the disk.
async function main(): Promise<void> {
  const app = readAppConfig();
  const media = readMediaConfig();
  if (media.storage !== 's3' || !media.s3) {
    throw new Error('Set MEDIA_STORAGE=s3 and the S3_* settings of the bucket to move the photos to.');
  }
  const store = new S3MediaStore(media.s3);
  console.log(`Moving the photos of ${app.uploadsDir} to ${store.description}...`);
  const summary = await moveMediaToS3(app.uploadsDir, store, {
    removeLocal: process.argv.includes('--remove-local'),
    log: (line) => console.log(line),
  });
  console.log(
    `Copied ${summary.copied}, already there ${summary.alreadyThere}` +
      (summary.removed ? `, removed ${summary.removed} from disk.` : '.'),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
