import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import type { ConfigType } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerStorage,
  ThrottlerGuard,
  normalizeIp,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { AuthenticatedRequest } from '../common/auth-decorators';
import { countRequest } from '../common/request-limit';
import { appConfig } from '../config/app.config';

export const WRITE_RATE_LIMITED_MESSAGE =
  'Too many changes in a short time. Please wait a minute and try again.';
export const WRITE_RATE_WINDOW_SECONDS = 60;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SKIP_WRITE_RATE_LIMIT = 'skipWriteRateLimit';

/** For a write that is not a user's: the payment provider's signed webhook must never be turned away. */
export const SkipWriteRateLimit = (): MethodDecorator => SetMetadata(SKIP_WRITE_RATE_LIMIT, true);

/**
 * The global limit on state-changing requests: WRITE_RATE_LIMIT per minute per caller, counted by account when the
 * token is valid (so one user cannot dodge it by changing address) and by client address otherwise. Registered
 * after JwtAuthGuard so the account is known. Routes with their own ThrottlerGuard (login, sign-up, refresh) keep
 * only that limit.
 */
@Injectable()
export class WriteRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!WRITE_METHODS.has(request.method) || this.isExempt(context)) return true;

    const caller = request.user ? `user:${request.user.id}` : `ip:${normalizeIp(request.ip ?? '')}`;
    const windowMs = WRITE_RATE_WINDOW_SECONDS * 1000;
    await countRequest(this.storage, context, {
      name: 'write',
      key: caller,
      windowMs,
      limit: this.config.writeRateLimit,
      message: WRITE_RATE_LIMITED_MESSAGE,
    });
    return true;
  }

  private isExempt(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(SKIP_WRITE_RATE_LIMIT, targets)) return true;
    return targets.some((target) =>
      (this.reflector.get<unknown[] | undefined>(GUARDS_METADATA, target) ?? []).includes(ThrottlerGuard),
    );
  }
}
