import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { SESSION_MODE_HEADER } from '@usedcars/contract/types';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../common/auth-decorators';
import { authConfig } from '../config/auth.config';
import { setSessionCookies } from './session-cookie';

/**
 * On the routes that answer a session token (login, sign-up, a fresh token, a changed password): the token also goes
 * into the browser's cookies, and for the apps (which say so, or whose cookie authenticated the request) only there,
 * so that no script on the page ever holds it. The original clients still find it in the body.
 */
@Injectable()
export class SessionCookieInterceptor implements NestInterceptor {
  constructor(@Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const reply = http.getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (
          typeof body !== 'object' ||
          body === null ||
          typeof (body as { token?: unknown }).token !== 'string'
        )
          return body;
        const { token, ...rest } = body as { token: string };
        setSessionCookies(reply, token, {
          publicUrl: this.config.publicUrl,
          lifetimeSeconds: this.config.jwtExpiresInSeconds,
        });
        const forApps =
          request.headers[SESSION_MODE_HEADER] === 'cookie' || request.sessionFromCookie === true;
        return forApps ? rest : body;
      }),
    );
  }
}
