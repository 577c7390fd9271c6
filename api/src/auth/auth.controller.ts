import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  Acknowledged,
  AuthProviders,
  AuthResponse,
  TokenResponse,
  User as UserBody,
} from '@usedcars/contract/types';
import { User, serializeUser } from '../users';
import { CurrentUser, Public } from '../common/auth-decorators';
import { authConfig } from '../config/auth.config';
import { AuthService } from './auth.service';
import {
  ChangePasswordDto,
  LoginDto,
  PasswordResetConfirmDto,
  PasswordResetDto,
  RefreshTokenDto,
  SignupDto,
  VerifyEmailDto,
} from './dto/auth.dto';
import { EmailVerificationService } from './email-verification/email-verification.service';
import { LocalAuthGuard } from './local-auth.guard';
import { OidcService } from './oidc/oidc.service';
import { PasswordResetService } from './password-reset/password-reset.service';
import { ResetRequestLimitGuard } from './password-reset/reset-request-limit';
import {
  ACCESS_TOKEN_COOKIE,
  carriesCsrfProof,
  clearSessionCookies,
  CSRF_REFUSED_MESSAGE,
} from './session-cookie';
import { SessionCookieInterceptor } from './session-cookie.interceptor';
import { TokenService } from './token.service';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly oidc: OidcService,
    private readonly verification: EmailVerificationService,
    private readonly passwordResets: PasswordResetService,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @UseInterceptors(SessionCookieInterceptor)
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
  @UseInterceptors(SessionCookieInterceptor)
  @Post('auth/login')
  @HttpCode(200)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ description: 'AuthResponse' })
  @ApiUnauthorizedResponse({
    description: "'Wrong Email or Password', for an unknown email as for a wrong password",
  })
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

  /** Follows a link we mailed: proves the address of the account it was sent for (no session needed). */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('auth/verify-email')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Acknowledged: the address is proven' })
  @ApiBadRequestResponse({ description: 'The link is unknown, used, expired or for another address' })
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<Acknowledged> {
    await this.verification.verify(dto.token);
    return { acknowledged: true };
  }

  /** Mails the caller a new link; at most one a minute, never for a proven address. */
  @Post('auth/verify-email/resend')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Acknowledged: a new link is on its way' })
  @ApiConflictResponse({ description: 'The address is already proven' })
  @ApiTooManyRequestsResponse({ description: 'A link was sent less than a minute ago' })
  async resendVerification(@CurrentUser() user: User): Promise<Acknowledged> {
    await this.verification.resend(user);
    return { acknowledged: true };
  }

  /**
   * "Forgot password?": mails a link to set a new password if an account has the address. The answer is the same
   * either way, so it tells nobody whether an account exists.
   */
  @Public()
  @UseGuards(ThrottlerGuard, ResetRequestLimitGuard)
  @Post('auth/password-reset')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Acknowledged, whether or not an account has the address' })
  @ApiBadRequestResponse({ description: 'Not an e-mail address' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this client' })
  async requestPasswordReset(@Body() dto: PasswordResetDto): Promise<Acknowledged> {
    await this.passwordResets.request(dto.email);
    return { acknowledged: true };
  }

  /** Follows a reset link: sets the new password and ends every session of the account (no session needed). */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('auth/password-reset/confirm')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Acknowledged: the password is set; every session was signed out' })
  @ApiBadRequestResponse({
    description: 'The link is unknown, used or expired, or the password breaks the sign-up rules',
  })
  async confirmPasswordReset(@Body() dto: PasswordResetConfirmDto): Promise<Acknowledged> {
    await this.passwordResets.confirm(dto.token, dto.password);
    return { acknowledged: true };
  }

  /** Changes the caller's password: ends their other sessions and answers a fresh token for this one. */
  @UseGuards(ThrottlerGuard)
  @UseInterceptors(SessionCookieInterceptor)
  @Post('auth/change-password')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'AuthResponse: a fresh token for this session' })
  @ApiBadRequestResponse({
    description: 'The current password is wrong, or the new one breaks the sign-up rules',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords for this account lately' })
  changePassword(@CurrentUser() user: User, @Body() dto: ChangePasswordDto): Promise<AuthResponse> {
    return this.auth.changePassword(user, dto);
  }

  /** Spec path. A fresh token only for a caller who already holds a valid one: never for a bare uid. */
  @UseGuards(ThrottlerGuard)
  @UseInterceptors(SessionCookieInterceptor)
  @Post('used-jwt')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'TokenResponse: a fresh token for the caller' })
  @ApiUnauthorizedResponse({ description: 'No valid token' })
  async refresh(@CurrentUser() user: User, @Body() dto: RefreshTokenDto): Promise<TokenResponse> {
    if (dto.uid !== undefined && dto.uid.toLowerCase() !== user.id) {
      throw new ForbiddenException('You can only get a token for your own account.');
    }
    return { token: await this.tokens.issue(user) };
  }

  /**
   * Ends the browser's session: clears its cookies (the token stays valid until it expires, as a copy of it would;
   * a new password ends every session). Public: a visitor whose session already ended may press Logout too. With the
   * session's proof, as any write its cookie authenticates: another site's form must not sign a visitor out.
   */
  @Public()
  @Post('auth/logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session cookies are cleared' })
  @ApiForbiddenResponse({ description: 'A session cookie without its proof (X-CSRF-Token)' })
  logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): void {
    const token = request.cookies?.[ACCESS_TOKEN_COOKIE];
    if (token && !carriesCsrfProof(request, token)) throw new ForbiddenException(CSRF_REFUSED_MESSAGE);
    clearSessionCookies(reply, this.config.publicUrl);
  }
}
