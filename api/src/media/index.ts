// The media module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { copyPhotosIntoStore, type PhotoCopySummary } from './copy-photos';
export { MediaModule } from './media.module';
export { createMediaStore, MEDIA_FILE_NAME, MediaStorageService } from './media-storage.service';
export type { MediaStore } from './media-store';
export { S3MediaStore } from './s3-media-store';
