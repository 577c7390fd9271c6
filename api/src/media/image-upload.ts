import {
  BadRequestException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  createParamDecorator,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { appConfig } from '../config/app.config';

export const IMAGE_FIELD = 'image';
export const INVALID_IMAGE_MESSAGE = 'Please choose a JPEG, PNG or WebP image.';

export function tooLargeMessage(maxBytes: number): string {
  const megabytes = maxBytes / (1024 * 1024);
  const size = megabytes >= 1 ? `${Number(megabytes.toFixed(1))} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return `The image is too large. Please choose one of at most ${size}.`;
}

/** A request after ImageUploadInterceptor: the uploaded image's bytes, if it carried one. */
type UploadRequest = FastifyRequest & { uploadedImage?: Buffer };

/**
 * Reads the multipart upload into memory with our limits, and its errors in our words: a file over the limit is
 * 413, a wrong field name, a stray extra file or a broken form is 400 with the same message as an unreadable image.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly maxBytes: number;

  constructor(@Inject(appConfig.KEY) config: ConfigType<typeof appConfig>) {
    this.maxBytes = config.maxUploadBytes;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    request.uploadedImage = await this.readImage(request);
    return next.handle();
  }

  /** The one file sent as IMAGE_FIELD, or undefined when the request has none (the handler answers 400). */
  private async readImage(request: UploadRequest): Promise<Buffer | undefined> {
    if (!request.isMultipart()) return undefined;
    let image: Buffer | undefined;
    try {
      const parts = request.parts({ limits: { fileSize: this.maxBytes, files: 1, fields: 10, parts: 12 } });
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== IMAGE_FIELD) throw new BadRequestException(INVALID_IMAGE_MESSAGE);
        image = await part.toBuffer();
      }
    } catch (error) {
      if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
        throw new PayloadTooLargeException(tooLargeMessage(this.maxBytes));
      }
      throw new BadRequestException(INVALID_IMAGE_MESSAGE);
    }
    return image;
  }
}

/** The bytes ImageUploadInterceptor read (undefined when the request carried no image). */
export const UploadedImage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Buffer | undefined =>
    context.switchToHttp().getRequest<UploadRequest>().uploadedImage,
);
