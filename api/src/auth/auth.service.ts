import { Injectable } from '@nestjs/common';
import type { AuthResponse } from '@usedcars/contract/types';
import { type User, serializeUser, UsersService } from '../users';
import type { SignupDto } from './dto/auth.dto';
import { hashPassword } from './password-hasher';
import { TokenService } from './token.service';

@Injectable()
export class AuthService {
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

  async session(user: User): Promise<AuthResponse> {
    return { token: await this.tokens.issue(user.id), user: serializeUser(user) };
  }
}
