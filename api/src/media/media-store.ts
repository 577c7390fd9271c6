import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';

export interface ImageSize {
  width: number;
  height: number;
}

/** Where the stored image files live. Names are checked by MediaStorageService before they reach a store. */
export interface MediaStore {
  /** Says what it is, for the start-up log and the move command. */
  readonly description: string;
  /** Fails with a clear message when the store cannot be used (a missing bucket, wrong keys). */
  check(): Promise<void>;
  /** Writes a file so that no reader ever sees part of it. */
  put(name: string, data: Buffer, size: ImageSize): Promise<void>;
  /** Whether the file exists. */
  exists(name: string): Promise<boolean>;
  /** The image's pixel size, or null when the file is gone. */
  sizeOf(name: string): Promise<ImageSize | null>;
  /** The file's bytes as a stream with its length, or null when it is gone. */
  open(name: string): Promise<{ body: Readable; length: number } | null>;
  /** The name of every file it holds (for a backup), in no particular order. */
  list(): AsyncIterable<string>;
}

/** The data folder's uploads/ (MEDIA_STORAGE=disk, the default): right for one API instance. */
export class DiskMediaStore implements MediaStore {
  constructor(readonly directory: string) {}

  get description(): string {
    return `disk ${this.directory}`;
  }

  async check(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
  }

  async put(name: string, data: Buffer): Promise<void> {
    // Write then rename, so a reader never sees a half-written file.
    const finalPath = join(this.directory, name);
    const temporaryPath = `${finalPath}.${process.pid}.tmp`;
    await mkdir(this.directory, { recursive: true });
    await writeFile(temporaryPath, data);
    await rename(temporaryPath, finalPath);
  }

  async exists(name: string): Promise<boolean> {
    return (await this.fileSize(name)) !== null;
  }

  async sizeOf(name: string): Promise<ImageSize | null> {
    if (!(await this.exists(name))) return null;
    const { width, height } = await sharp(join(this.directory, name)).metadata();
    return { width, height };
  }

  async open(name: string): Promise<{ body: Readable; length: number } | null> {
    const length = await this.fileSize(name);
    return length === null ? null : { body: createReadStream(join(this.directory, name)), length };
  }

  async *list(): AsyncIterable<string> {
    let entries;
    try {
      entries = await readdir(this.directory, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    // A file being written has a temporary name until it is whole.
    for (const entry of entries) if (entry.isFile() && !entry.name.endsWith('.tmp')) yield entry.name;
  }

  private async fileSize(name: string): Promise<number | null> {
    try {
      const info = await stat(join(this.directory, name));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }
}
