import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectThrottlerStorage, normalizeIp, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { RATE_LIMITED_MESSAGE } from '@usedcars/contract/messages';
import { countRequest } from '../../common/request-limit';
import { authConfig } from '../../config/auth.config';

const HOUR_MS = 3_600_000;

/**
 * The per-client limit on "Forgot password?" requests (PASSWORD_RESET_CLIENT_HOURLY_LIMIT), on top of the sign-in rate limit (per minute): one client
 * cannot walk through many addresses for long. Counted in the throttler's storage (Redis when REDIS_URL is set).
 * Each address has its own limit as well (PasswordResetService), so many clients cannot flood one address.
 */
@Injectable()
export class ResetRequestLimitGuard implements CanActivate {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await countRequest(this.storage, context, {
      name: 'password-reset',
      key: `ip:${normalizeIp(request.ip ?? '')}`,
      windowMs: HOUR_MS,
      limit: this.config.passwordResetClientHourlyLimit,
      message: RATE_LIMITED_MESSAGE,
    });
    return true;
  }
}
