import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { AuthenticatedRequest } from '../common/auth-decorators';
import { countRequest } from '../common/request-limit';
import { mediaConfig } from '../config/media.config';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const uploadsPerMinuteMessage = (limit: number) =>
  `You can upload at most ${limit} photos a minute. Please wait a minute and try again.`;
export const uploadsPerDayMessage = (limit: number) =>
  `You can upload at most ${limit} photos a day. Please try again tomorrow.`;

/**
 * An account's photo uploads per minute and per day (UPLOAD_RATE_LIMIT, UPLOAD_DAILY_LIMIT), on top of the write
 * limit every change has: each upload is decoded, and stored for good. Every attempt counts, before its bytes are
 * read; one refused for the minute does not count toward the day. Counted in the throttler storage, so with
 * REDIS_URL every instance counts against the same limits. The route needs a login, so the account is known.
 */
@Injectable()
export class UploadRateLimitGuard implements CanActivate {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(mediaConfig.KEY) private readonly config: ConfigType<typeof mediaConfig>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const account = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!account) return true; // Not reached: the global guard answered 401.
    const { perMinute, perDay } = this.config.uploadLimits;
    const count = (key: string, windowMs: number, limit: number, message: string) =>
      countRequest(this.storage, context, { name: 'uploads', key, windowMs, limit, message });
    await count(`uploads-minute:${account.id}`, MINUTE_MS, perMinute, uploadsPerMinuteMessage(perMinute));
    await count(`uploads-day:${account.id}`, DAY_MS, perDay, uploadsPerDayMessage(perDay));
    return true;
  }
}
