import { BadRequestException, Controller, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { ImageUploadResponse } from '@usedcars/contract/types';
import { IMAGE_FIELD, ImageUploadInterceptor, INVALID_IMAGE_MESSAGE, UploadedImage } from './image-upload';
import { InvalidImageError, MediaStorageService, UnsuitableImageError } from './media-storage.service';
import { UploadRateLimitGuard } from './upload-rate-limit';

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
  // The guard before the interceptor: an upload over the account's limit is refused before its bytes are read.
  @UseGuards(UploadRateLimitGuard)
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
  @ApiBadRequestResponse({
    description: `${INVALID_IMAGE_MESSAGE} Or too many pixels for its kind, or too long and thin (the message says which).`,
  })
  @ApiPayloadTooLargeResponse({ description: 'Over MAX_UPLOAD_BYTES' })
  @ApiTooManyRequestsResponse({
    description: 'Over UPLOAD_RATE_LIMIT a minute or UPLOAD_DAILY_LIMIT a day (Retry-After)',
  })
  @ApiServiceUnavailableResponse({ description: 'Too many images waiting to be processed (Retry-After)' })
  async upload(@UploadedImage() image: Buffer | undefined): Promise<ImageUploadResponse> {
    if (!image?.length) throw new BadRequestException(INVALID_IMAGE_MESSAGE);
    try {
      const stored = await this.storage.storeUpload(image);
      return { success: true, data: { url: stored.imageUrl, thumbUrl: stored.thumbUrl } };
    } catch (error) {
      if (error instanceof InvalidImageError) throw new BadRequestException(INVALID_IMAGE_MESSAGE);
      if (error instanceof UnsuitableImageError) throw new BadRequestException(error.message);
      throw error;
    }
  }
}
