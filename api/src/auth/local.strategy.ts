import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { ACCOUNT_SUSPENDED_MESSAGE, LOGIN_MESSAGES } from '@usedcars/contract/messages';
import { authConfig } from '../config/auth.config';
import { type User, UsersService } from '../users';
import { hashPassword, verifyPassword } from './password-hasher';

export const LOCAL_STRATEGY = 'local';

/** Email and password (POST /auth/login). The body is validated and the email normalised before (LocalAuthGuard). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  /** A hash no password matches in practice; verified against when there is no real one, so timing is alike. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly users: UsersService,
  ) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  /** An unknown email and a wrong password get the same answer at the same cost (one scrypt), telling nothing apart. */
  async validate(email: string, password: string): Promise<User> {
    const user = await this.users.findActiveByEmail(email);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await this.dummy()));
    if (!user || !user.passwordHash || !matches)
      throw new UnauthorizedException(LOGIN_MESSAGES.wrongEmailOrPassword);
    // Said only to whoever knows the password; not a wrong password, so it does not count toward the pause.
    if (user.suspendedAt) throw new ForbiddenException(ACCOUNT_SUSPENDED_MESSAGE);
    return user;
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(`dummy-${Math.random()}`, this.config.passwordHashCost);
    return this.dummyHash;
  }
}
