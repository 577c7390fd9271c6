import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@usedcars/shared-ui/api/types';
import { UsersService } from '../users/users.service';
import { IS_PUBLIC_KEY, ROLES_KEY, type AuthenticatedRequest } from './auth.decorators';
import { TokenService } from './token.service';

export const AUTH_MESSAGES = {
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionInvalid: 'Your session is no longer valid. Please log in again.',
} as const;

function bearerToken(request: AuthenticatedRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? (match[1] as string) : '';
}

/**
 * The global guard: every route needs a valid token unless marked @Public(). The account is re-read from the
 * database on each request, so a deleted account is refused and a changed role applies at once.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) ?? false;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);

    let failure: string = AUTH_MESSAGES.loginRequired;
    if (token) {
      const check = await this.tokens.check(token);
      if (check.status === 'valid') {
        const user = await this.users.findActiveById(check.userId);
        if (user) request.user = user;
        else failure = AUTH_MESSAGES.sessionInvalid;
      } else {
        failure = check.status === 'expired' ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.sessionInvalid;
      }
    } else if (token === '') {
      failure = AUTH_MESSAGES.sessionInvalid;
    }

    // A public route answers anonymously when the token is missing or bad: browsing must not break on a stale cookie.
    if (isPublic) return true;
    if (!request.user) throw new UnauthorizedException(failure);

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles?.length && !roles.includes(request.user.role)) {
      throw new ForbiddenException(`Only ${roles.join(' or ')} accounts can do this.`);
    }
    return true;
  }
}
