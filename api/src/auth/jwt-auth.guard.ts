import { ForbiddenException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from '@usedcars/contract/types';
import { IS_PUBLIC_KEY, ROLES_KEY, type AuthenticatedRequest } from '../common/auth-decorators';
import type { User } from '../users';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@usedcars/contract/messages';
import { JWT_STRATEGY, JwtStrategy, SuspendedAccountToken } from './jwt.strategy';
import { useOwnStrategy } from './passport-registry';
import { ACCESS_TOKEN_COOKIE, carriesCsrfProof, CSRF_REFUSED_MESSAGE } from './session-cookie';

/** The HttpOnly cookie the browser's session token lives in (session-cookie.ts). */
export const SESSION_COOKIE = ACCESS_TOKEN_COOKIE;

export const AUTH_MESSAGES = {
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionInvalid: 'Your session is no longer valid. Please log in again.',
} as const;

/**
 * The global guard: every route needs a valid session token (JwtStrategy) unless marked @Public(), and a route
 * marked @Roles(...) (on the handler, else on its class) needs one of those stored roles.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    this.acceptSessionCookie(context);
    const isPublic = this.isPublic(context);
    // Anonymous browsing, most of the traffic: no token to check, so passport is not asked (its per-request set-up
    // is a noticeable share of a cached answer's time).
    if (isPublic && !context.switchToHttp().getRequest<AuthenticatedRequest>().headers.authorization)
      return true;
    useOwnStrategy(JWT_STRATEGY, this.strategy);
    await (super.canActivate(context) as Promise<boolean>);
    if (isPublic) return true;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest<User>>().user as User;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles?.length && !roles.includes(user.role)) {
      throw new ForbiddenException(`Only ${roles.join(' or ')} accounts can do this.`);
    }
    return true;
  }

  /** Passport's verdict: the account, else anonymous on a public route, else 401 with why. */
  override handleRequest<TUser = User>(
    error: unknown,
    user: TUser | false | null,
    info: unknown,
    context: ExecutionContext,
  ): TUser {
    // A suspended account browses public pages as anyone does; elsewhere it is told why it is signed out.
    if (error instanceof SuspendedAccountToken) {
      if (this.isPublic(context)) return undefined as TUser;
      throw new UnauthorizedException(ACCOUNT_SUSPENDED_MESSAGE);
    }
    // A failure to check (the database down, say) is an error everywhere, not an anonymous caller.
    if (error) throw error;
    if (user) return user;
    // A public route answers anonymously when the token is missing or bad: browsing must not break on a stale cookie.
    if (this.isPublic(context)) return undefined as TUser;
    throw new UnauthorizedException(this.failure(context, info));
  }

  private failure(context: ExecutionContext, info: unknown): string {
    if (!context.switchToHttp().getRequest<AuthenticatedRequest>().headers.authorization) {
      return AUTH_MESSAGES.loginRequired;
    }
    // By name: @nestjs/jwt and passport-jwt may each bring their own copy of jsonwebtoken.
    return info instanceof Error && info.name === 'TokenExpiredError'
      ? AUTH_MESSAGES.sessionExpired
      : AUTH_MESSAGES.sessionInvalid;
  }

  /**
   * Without an Authorization header, the session cookie stands for it (the apps keep the token there, HttpOnly); the
   * token is then checked by the one strategy like any other. A write needs the token's CSRF proof beside it
   * (session-cookie.ts): without it, the cookie is not used (anonymous on a public route) and any other route
   * answers 403. A read needs no proof: it changes nothing, and no other site can read its answer.
   */
  private acceptSessionCookie(context: ExecutionContext): void {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = request.cookies?.[SESSION_COOKIE];
    if (request.headers.authorization || !token) return;
    if (!carriesCsrfProof(request, token)) {
      if (this.isPublic(context)) return;
      throw new ForbiddenException(CSRF_REFUSED_MESSAGE);
    }
    request.headers.authorization = `Bearer ${token}`;
    request.sessionFromCookie = true;
  }

  private isPublic(context: ExecutionContext): boolean {
    return (
      this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]) ??
      false
    );
  }
}
