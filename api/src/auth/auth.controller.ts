import { Body, Controller, ForbiddenException, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthProviders, AuthResponse, TokenResponse, User as UserBody } from '@usedcars/contract/types';
import { User, serializeUser } from '../users';
import { CurrentUser, Public } from '../common/auth-decorators';
import { AuthService } from './auth.service';
import { LoginDto, RefreshTokenDto, SignupDto } from './dto/auth.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { OidcService } from './oidc/oidc.service';
import { TokenService } from './token.service';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly oidc: OidcService,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('auth/signup')
  @ApiCreatedResponse({ description: 'AuthResponse: the new Buyer or Seller and a session token' })
  @ApiConflictResponse({ description: "'Email already use'" })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address' })
  signup(@Body() dto: SignupDto): Promise<AuthResponse> {
    return this.auth.signup(dto);
  }

  /** LocalAuthGuard checks the body (LoginDto) and the password; the handler only opens the session. */
  @Public()
  @UseGuards(ThrottlerGuard, LocalAuthGuard)
  @Post('auth/login')
  @HttpCode(200)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ description: 'AuthResponse' })
  @ApiUnauthorizedResponse({ description: "'No Users Found' or 'Wrong Password'" })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address' })
  login(@CurrentUser() user: User): Promise<AuthResponse> {
    return this.auth.session(user);
  }

  @Get('auth/me')
  @ApiBearerAuth()
  @ApiOkResponse({ description: "The caller's account (User)" })
  me(@CurrentUser() user: User): UserBody {
    return serializeUser(user);
  }

  @Public()
  @Get('auth/providers')
  @ApiOkResponse({ description: 'AuthProviders: whether "Continue With Google" is offered' })
  providers(): AuthProviders {
    return { oidc: this.oidc.describe() };
  }

  /** Spec path. A fresh token only for a caller who already holds a valid one: never for a bare uid. */
  @UseGuards(ThrottlerGuard)
  @Post('used-jwt')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'TokenResponse: a fresh token for the caller' })
  @ApiUnauthorizedResponse({ description: 'No valid token' })
  async refresh(@CurrentUser() user: User, @Body() dto: RefreshTokenDto): Promise<TokenResponse> {
    if (dto.uid !== undefined && dto.uid.toLowerCase() !== user.id) {
      throw new ForbiddenException('You can only get a token for your own account.');
    }
    return { token: await this.tokens.issue(user.id) };
  }
}
