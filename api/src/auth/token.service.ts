import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { authConfig } from '../config/auth.config';
import { newCsrfProof } from './session-cookie';
import type { User } from '../users';

/** The only algorithm we sign with and accept: `none`, RS256, ES256 ... tokens are refused. */
export const JWT_ALGORITHM = 'HS256';

/** Issues session tokens; JwtStrategy checks them. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  get lifetimeSeconds(): number {
    return this.config.jwtExpiresInSeconds;
  }

  /**
   * A session token for this account: claims sub, its session epoch (`se`), its CSRF proof (`csrf`, see
   * session-cookie.ts), iat and exp only.
   */
  issue(user: Pick<User, 'id' | 'sessionEpoch'>): Promise<string> {
    return this.jwt.signAsync(
      { sub: user.id, se: user.sessionEpoch, csrf: newCsrfProof() },
      {
        secret: this.config.jwtSecret,
        algorithm: JWT_ALGORITHM,
        expiresIn: this.config.jwtExpiresInSeconds,
      },
    );
  }
}
