import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MediaStorageService } from './media-storage.service';
import { Public } from '../common/auth-decorators';
import { ResourceNotFound } from '../common/domain-errors';

@ApiTags('media')
@Public()
@Controller('media')
export class MediaController {
  constructor(private readonly storage: MediaStorageService) {}

  /**
   * File names are unique per upload and never reused, so the answer may be cached for good. Served here from either
   * store, at the address listings keep, rather than by a redirect to the bucket: the bucket stays private, stored
   * addresses never change when photos move to S3, and images stay on the site's own origin (its CSP and /api proxy).
   */
  @Get(':file')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @ApiOkResponse({ description: 'A stored WebP image' })
  async get(@Param('file') file: string): Promise<StreamableFile> {
    const found = await this.storage.open(file);
    if (!found) throw new ResourceNotFound('Image');
    return new StreamableFile(found.body, { type: 'image/webp', length: found.length });
  }
}
