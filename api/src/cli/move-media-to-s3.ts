import { readAppConfig } from '../config/app.config';
import { readMediaConfig } from '../config/media.config';
import { copyPhotosIntoStore, S3MediaStore } from '../media';

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
  const summary = await copyPhotosIntoStore(app.uploadsDir, store, {
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
