import {
  HttpException,
  HttpStatus,
  Injectable,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInPausedMessage } from '@usedcars/contract/messages';
import { createValidationPipe } from '../common/validation';
import { LoginDto } from './dto/auth.dto';
import { LOCAL_STRATEGY, LocalStrategy } from './local.strategy';
import { OidcService } from './oidc/oidc.service';
import { useOwnStrategy } from './passport-registry';
import { SignInFailures } from './sign-in-failures';

/**
 * Signs in with LocalStrategy. Guards run before pipes, so the body is validated here first, by the same pipe and
 * DTO the route used to have: a missing field is still a 400 with its message, and the strategy gets the trimmed,
 * lower-cased email. Put after ThrottlerGuard, so refused attempts count towards the limit. Then the address's own
 * limit on wrong passwords (SignInFailures): past it, 429 whatever the password, so a guess cannot be confirmed.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard(LOCAL_STRATEGY) {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly strategy: LocalStrategy,
    private readonly failures: SignInFailures,
    private readonly oidc: OidcService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const body = (await this.validation.transform(request.body, {
      type: 'body',
      metatype: LoginDto,
    })) as LoginDto;
    request.body = body;
    const pausedForSeconds = await this.failures.reserve(body.email);
    if (pausedForSeconds > 0) {
      context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(pausedForSeconds));
      const provider = this.oidc.enabled ? this.oidc.providerName : null;
      throw new HttpException(
        signInPausedMessage(Math.ceil(pausedForSeconds / 60), provider),
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    useOwnStrategy(LOCAL_STRATEGY, this.strategy);
    let wrongPassword = false;
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      wrongPassword = error instanceof UnauthorizedException;
      throw error;
    } finally {
      if (!wrongPassword) await this.failures.giveBack(body.email);
    }
  }
}
