import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@usedcars/shared-ui/api/types';
import type { User } from '../users/user.entity';

export const IS_PUBLIC_KEY = 'auth:isPublic';
export const ROLES_KEY = 'auth:roles';

/** Open to anyone. A valid token is still read, so the handler can tell who is asking. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);

/** Only accounts whose stored role is one of these (checked on every request, from the database). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);

/** A request after the auth guard: `user` is the caller's account, re-read from the database. */
export type AuthenticatedRequest = FastifyRequest & { user?: User };

/** The caller's account (undefined on a public route called without a valid token). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
