import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MEDIA_FILE_NAME } from './media-storage.service';
import type { MediaStore } from './media-store';

export interface PhotoCopySummary {
  copied: number;
  alreadyThere: number;
  removed: number;
}

/**
 * Copies every photo file of `directory` that `store` lacks into it, each with its pixel size as the API stores it.
 * Photos keep their names, so listings' addresses (/api/media/<name>) stay right: nothing in the database changes.
 * With `removeLocal`, a file is deleted from `directory` once the store holds it. Safe to run again: it resumes.
 * Used to move a disk's photos into a bucket, and to restore a backup's photos.
 */
export async function copyPhotosIntoStore(
  directory: string,
  store: MediaStore,
  { removeLocal = false, log }: { removeLocal?: boolean; log?: (line: string) => void } = {},
): Promise<PhotoCopySummary> {
  await store.check();
  const names = (await readdir(directory)).filter((name) => MEDIA_FILE_NAME.test(name)).sort();
  const summary: PhotoCopySummary = { copied: 0, alreadyThere: 0, removed: 0 };
  for (const name of names) {
    const path = join(directory, name);
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
