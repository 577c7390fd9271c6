import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { ImageUploadInterceptor } from './image-upload';
import { MediaController } from './media.controller';
import { MediaStorageService } from './media-storage.service';
import { UploadRateLimitGuard } from './upload-rate-limit';

@Module({
  controllers: [MediaController, ImagesController],
  providers: [MediaStorageService, ImageUploadInterceptor, UploadRateLimitGuard],
  exports: [MediaStorageService],
})
export class MediaModule {}
