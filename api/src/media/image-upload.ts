import {
  BadRequestException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { appConfig } from '../config/app.config';

export const IMAGE_FIELD = 'image';
export const INVALID_IMAGE_MESSAGE = 'Please choose a JPEG, PNG or WebP image.';

export function tooLargeMessage(maxBytes: number): string {
  const megabytes = maxBytes / (1024 * 1024);
  const size = megabytes >= 1 ? `${Number(megabytes.toFixed(1))} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return `The image is too large. Please choose one of at most ${size}.`;
}

/**
 * Multer in memory with our limits, and its errors in our words: a file over the limit is 413, a wrong field name or
 * a stray extra file is 400 with the same message as an unreadable image.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;
  private readonly maxBytes: number;

  constructor(@Inject(appConfig.KEY) config: ConfigType<typeof appConfig>) {
    this.maxBytes = config.maxUploadBytes;
    const Multer = FileInterceptor(IMAGE_FIELD, {
      limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, parts: 12 },
    });
    this.multer = new Multer();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw new PayloadTooLargeException(tooLargeMessage(this.maxBytes));
      }
      throw new BadRequestException(INVALID_IMAGE_MESSAGE);
    }
  }
}
