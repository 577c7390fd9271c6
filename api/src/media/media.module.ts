import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { ImageUploadInterceptor } from './image-upload';
import { MediaController } from './media.controller';
import { MediaStorageService } from './media-storage.service';

@Module({
  controllers: [MediaController, ImagesController],
  providers: [MediaStorageService, ImageUploadInterceptor],
  exports: [MediaStorageService],
})
export class MediaModule {}
