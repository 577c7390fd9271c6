import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import type { IncomingHttpHeaders } from 'node:http';
import { Strategy } from 'passport-jwt';
import { authConfig } from '../config/auth.config';
import { type User, UsersService } from '../users';
import { JWT_ALGORITHM } from './token.service';

export const JWT_STRATEGY = 'jwt';

/** A valid token of a suspended account: refused with its own message, or anonymous on a public route. */
export class SuspendedAccountToken extends Error {}

/**
 * The token of an `Authorization: Bearer <token>` header: one token and nothing after it. No cookie and no query
 * parameter is read. passport-jwt's own extractor would also take the first word of "Bearer a b".
 */
export function bearerToken(request: { headers: IncomingHttpHeaders }): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? (match[1] as string) : null;
}

/**
 * A session token: HS256 only (`none`, RS256, ES256 ... are refused), signed with our secret, not expired, and
 * naming an account that is still active, issued in the account's current session epoch. The account is re-read
 * from the database on every request, so a deleted or suspended account is refused, a changed role applies at once,
 * and a new password ends every session issued before it.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(authConfig.KEY) config: ConfigType<typeof authConfig>,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: bearerToken,
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /**
   * The caller's account, or null (refused) for a token without subject or expiry, a gone account, or a session
   * ended since the token was issued.
   */
  async validate(payload: { sub?: unknown; exp?: unknown; se?: unknown }): Promise<User | null> {
    // The library lets a token without `exp` live forever; ours always carry one, so such a token is not ours.
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    // Tokens issued before epochs existed carry none: they belong to the first.
    const epoch = payload.se ?? 0;
    const user = await this.users.findActiveById(payload.sub);
    if (!user || user.sessionEpoch !== epoch) return null;
    if (user.suspendedAt) throw new SuspendedAccountToken();
    return user;
  }
}
