// The media module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { MediaModule } from './media.module';
export { MediaStorageService } from './media-storage.service';
