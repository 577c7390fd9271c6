import { BadRequestException, Controller, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { ImageUploadResponse } from '@usedcars/contract/types';
import { IMAGE_FIELD, ImageUploadInterceptor, INVALID_IMAGE_MESSAGE, UploadedImage } from './image-upload';
import { ImageTooLargeError, InvalidImageError, MediaStorageService } from './media-storage.service';

/**
 * The image-hosting call of the original clients (profile photos now, product images later), for any logged-in
 * account.
 */
@ApiTags('media')
@ApiBearerAuth()
@Controller('images')
export class ImagesController {
  constructor(private readonly storage: MediaStorageService) {}

  @Post()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [IMAGE_FIELD],
      properties: { [IMAGE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ description: 'ImageUploadResponse: the stored WebP and its thumbnail' })
  @ApiBadRequestResponse({ description: INVALID_IMAGE_MESSAGE })
  @ApiPayloadTooLargeResponse({ description: 'Over MAX_UPLOAD_BYTES' })
  async upload(@UploadedImage() image: Buffer | undefined): Promise<ImageUploadResponse> {
    if (!image?.length) throw new BadRequestException(INVALID_IMAGE_MESSAGE);
    try {
      const stored = await this.storage.storeUpload(image);
      return { success: true, data: { url: stored.imageUrl, thumbUrl: stored.thumbUrl } };
    } catch (error) {
      if (error instanceof InvalidImageError) throw new BadRequestException(INVALID_IMAGE_MESSAGE);
      if (error instanceof ImageTooLargeError) throw new BadRequestException(error.message);
      throw error;
    }
  }
}
