import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@usedcars/contract/types';

// These live below the feature folders, typed by the small Account shape rather than the User entity, so that
// users/ (and every other feature) can mark its routes without importing auth/, which reads users/.

export const IS_PUBLIC_KEY = 'auth:isPublic';
export const ROLES_KEY = 'auth:roles';

/** What the sign-in guard leaves on the request: the caller's account as stored (the User entity satisfies it). */
export interface Account {
  id: string;
  email: string;
  role: Role;
}

/** Open to anyone. A valid token is still read, so the handler can tell who is asking. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);

/** Only accounts whose stored role is one of these (checked on every request, from the database). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);

/** A request after the sign-in guard: `user` is the caller's account, re-read from the database. */
export type AuthenticatedRequest<A extends Account = Account> = FastifyRequest & {
  user?: A;
  /** The session cookie stood for the Authorization header (the apps'; see JwtAuthGuard). */
  sessionFromCookie?: boolean;
};

/** The caller's account (undefined on a public route called without a valid token). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Account | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
