import { Controller, Get, Logger, NotFoundException, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { CookieOptions, Request, Response } from 'express';
import { ACCESS_TOKEN_COOKIE } from '../../common/contract-constants';
import { Public } from '../auth.decorators';
import { TokenService } from '../token.service';
import { OIDC_COOKIE_PATH, OIDC_TRANSACTION_COOKIE, OIDC_TRANSACTION_MAX_AGE_MS } from './oidc.paths';
import { OidcLoginError, OidcService, safeReturnTo, type OidcTransaction } from './oidc.service';

function readTransaction(request: Request): OidcTransaction | null {
  const raw: unknown = (request.signedCookies as Record<string, unknown> | undefined)?.[
    OIDC_TRANSACTION_COOKIE
  ];
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw) as Partial<OidcTransaction>;
    if (
      typeof value.state !== 'string' ||
      typeof value.nonce !== 'string' ||
      typeof value.codeVerifier !== 'string'
    ) {
      return null;
    }
    return {
      state: value.state,
      nonce: value.nonce,
      codeVerifier: value.codeVerifier,
      returnTo: safeReturnTo(value.returnTo),
    };
  } catch {
    return null;
  }
}

/**
 * The browser's side of "Continue With Google". Both routes answer with redirects only: a failure lands on the
 * login page with a short message (`/login?error=...`), never on an error page.
 */
@ApiTags('auth')
@Public()
@Controller('auth/oidc')
export class OidcController {
  private readonly logger = new Logger('OIDC');

  constructor(
    private readonly oidc: OidcService,
    private readonly tokens: TokenService,
  ) {}

  @UseGuards(ThrottlerGuard)
  @Get('start')
  @ApiQuery({ name: 'returnTo', required: false, description: 'A path on this site to land on afterwards' })
  @ApiFoundResponse({ description: "Redirect to the provider's sign-in page" })
  @ApiNotFoundResponse({ description: 'OpenID Connect is not configured' })
  async start(@Query('returnTo') returnTo: unknown, @Res() response: Response): Promise<void> {
    this.ensureEnabled();
    try {
      const { url, transaction } = await this.oidc.start(returnTo);
      response.cookie(OIDC_TRANSACTION_COOKIE, JSON.stringify(transaction), {
        ...this.cookieBase(),
        signed: true,
        httpOnly: true,
        path: OIDC_COOKIE_PATH,
        maxAge: OIDC_TRANSACTION_MAX_AGE_MS,
      });
      response.setHeader('Cache-Control', 'no-store');
      response.redirect(302, url);
    } catch (error) {
      this.fail(response, error);
    }
  }

  @Get('callback')
  @ApiFoundResponse({
    description: 'Signed in: the access-token cookie is set and the browser goes to returnTo',
  })
  async callback(
    @Query() query: Record<string, unknown>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    this.ensureEnabled();
    response.clearCookie(OIDC_TRANSACTION_COOKIE, {
      ...this.cookieBase(),
      httpOnly: true,
      path: OIDC_COOKIE_PATH,
    });
    try {
      const transaction = readTransaction(request);
      if (!transaction) {
        throw new OidcLoginError('Your sign-in took too long or was started elsewhere. Please try again.');
      }
      const user = await this.oidc.finish(query, transaction);
      const token = await this.tokens.issue(user.id);
      response.cookie(ACCESS_TOKEN_COOKIE, token, {
        ...this.cookieBase(),
        // Not HttpOnly: the client reads it to send the Authorization header (design.md).
        httpOnly: false,
        path: '/',
        maxAge: this.tokens.lifetimeSeconds * 1000,
      });
      response.setHeader('Cache-Control', 'no-store');
      response.redirect(302, transaction.returnTo);
    } catch (error) {
      this.fail(response, error);
    }
  }

  private cookieBase(): CookieOptions {
    return { sameSite: 'lax', secure: this.oidc.redirectUri.startsWith('https:') };
  }

  private ensureEnabled(): void {
    if (!this.oidc.enabled) throw new NotFoundException('Sign-in with an outside provider is not set up.');
  }

  private fail(response: Response, error: unknown): void {
    const message =
      error instanceof OidcLoginError
        ? error.userMessage
        : `${this.oidc.providerName} sign-in failed. Please try again.`;
    if (!(error instanceof OidcLoginError)) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, `/login?error=${encodeURIComponent(message)}`);
  }
}
