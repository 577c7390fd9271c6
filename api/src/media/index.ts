// The media module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { MediaModule } from './media.module';
export { MEDIA_FILE_NAME, MediaStorageService } from './media-storage.service';
export { S3MediaStore } from './s3-media-store';
