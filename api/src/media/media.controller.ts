import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { createReadStream } from 'node:fs';
import { MediaStorageService } from './media-storage.service';
import { Public } from '../common/auth-decorators';
import { ResourceNotFound } from '../common/domain-errors';

@ApiTags('media')
@Public()
@Controller('media')
export class MediaController {
  constructor(private readonly storage: MediaStorageService) {}

  /** File names are unique per upload and never reused, so the answer may be cached for good. */
  @Get(':file')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @ApiOkResponse({ description: 'A stored WebP image' })
  async get(@Param('file') file: string): Promise<StreamableFile> {
    const found = await this.storage.locate(file);
    if (!found) throw new ResourceNotFound('Image');
    return new StreamableFile(createReadStream(found.path), { type: 'image/webp', length: found.size });
  }
}
