import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { createValidationPipe } from '../common/validation';
import { LoginDto } from './dto/auth.dto';
import { LOCAL_STRATEGY, LocalStrategy } from './local.strategy';
import { useOwnStrategy } from './passport-registry';

/**
 * Signs in with LocalStrategy. Guards run before pipes, so the body is validated here first, by the same pipe and
 * DTO the route used to have: a missing field is still a 400 with its message, and the strategy gets the trimmed,
 * lower-cased email. Put after ThrottlerGuard, so refused attempts count towards the limit.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard(LOCAL_STRATEGY) {
  private readonly validation = createValidationPipe();

  constructor(private readonly strategy: LocalStrategy) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.body = (await this.validation.transform(request.body, {
      type: 'body',
      metatype: LoginDto,
    })) as LoginDto;
    useOwnStrategy(LOCAL_STRATEGY, this.strategy);
    return super.canActivate(context) as Promise<boolean>;
  }
}
