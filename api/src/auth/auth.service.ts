import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthResponse } from '@usedcars/shared-ui/api/types';
import { LOGIN_MESSAGES } from '../common/contract-constants';
import type { User } from '../users/user.entity';
import { serializeUser } from '../users/user.serializers';
import { UsersService } from '../users/users.service';
import type { LoginDto, SignupDto } from './dto/auth.dto';
import { hashPassword, verifyPassword } from './password-hasher';
import { TokenService } from './token.service';

@Injectable()
export class AuthService {
  /** A hash no password matches in practice; verified against when there is no real one, so timing is alike. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  async signup(dto: SignupDto): Promise<AuthResponse> {
    const passwordHash = await hashPassword(dto.password);
    const user = await this.users.create({
      displayName: dto.displayName,
      email: dto.email,
      passwordHash,
      role: dto.role,
    });
    return this.session(user);
  }

  /** The product has distinct messages for an unknown email and a wrong password; both cost one scrypt. */
  async login(dto: LoginDto): Promise<AuthResponse> {
    const user = await this.users.findActiveByEmail(dto.email);
    const matches = await verifyPassword(dto.password, user?.passwordHash ?? (await this.dummy()));
    if (!user) throw new UnauthorizedException(LOGIN_MESSAGES.noUser);
    if (!user.passwordHash || !matches) throw new UnauthorizedException(LOGIN_MESSAGES.wrongPassword);
    return this.session(user);
  }

  async session(user: User): Promise<AuthResponse> {
    return { token: await this.tokens.issue(user.id), user: serializeUser(user) };
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    return this.dummyHash;
  }
}
