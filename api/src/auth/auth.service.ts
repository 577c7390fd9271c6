import { Injectable, Logger } from '@nestjs/common';
import type { AuthResponse } from '@usedcars/contract/types';
import { type User, serializeUser, UsersService } from '../users';
import type { SignupDto } from './dto/auth.dto';
import { EmailVerificationService } from './email-verification/email-verification.service';
import { hashPassword } from './password-hasher';
import { TokenService } from './token.service';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly verification: EmailVerificationService,
  ) {}

  async signup(dto: SignupDto): Promise<AuthResponse> {
    const passwordHash = await hashPassword(dto.password);
    const user = await this.users.create({
      displayName: dto.displayName,
      email: dto.email,
      passwordHash,
      role: dto.role,
    });
    // The account exists either way: a link that could not be queued is asked for again from the site.
    await this.verification.send(user).catch((error: unknown) => {
      this.logger.error(`Could not queue the address check for ${user.id}: ${String(error)}`);
    });
    return this.session(user);
  }

  async session(user: User): Promise<AuthResponse> {
    return { token: await this.tokens.issue(user.id), user: serializeUser(user) };
  }
}
