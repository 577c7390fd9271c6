import { Controller, Get, Logger, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { OidcLoginErrorCode } from '@usedcars/contract/messages';
import { Public, type AuthenticatedRequest } from '../../common/auth-decorators';
import type { User } from '../../users';
import { setSessionCookies } from '../session-cookie';
import { TokenService } from '../token.service';
import { OidcCallbackGuard, OidcStartGuard } from './oidc.guard';
import { OIDC_COOKIE_PATH, OIDC_TRANSACTION_COOKIE, OIDC_TRANSACTION_MAX_AGE_MS } from './oidc.paths';
import { OidcTransactions } from './oidc-transactions';
import { OidcLoginError, OidcService, safeReturnTo, type OidcTransaction } from './oidc.service';
import { OIDC_SESSION_KEY, type OidcRequest } from './oidc.strategy';

/**
 * The browser's side of "Continue With Google" (OidcStrategy, run by the guards). Both routes answer with
 * redirects only: a failure lands on the login page with the failure's code (`/login?error=<code>`), never on an
 * error page.
 */
@ApiTags('auth')
@Public()
@Controller('auth/oidc')
export class OidcController {
  private readonly logger = new Logger('OIDC');

  constructor(
    private readonly oidc: OidcService,
    private readonly tokens: TokenService,
    private readonly transactions: OidcTransactions,
  ) {}

  @UseGuards(ThrottlerGuard, OidcStartGuard)
  @Get('start')
  @ApiQuery({ name: 'returnTo', required: false, description: 'A path on this site to land on afterwards' })
  @ApiFoundResponse({ description: "Redirect to the provider's sign-in page" })
  @ApiNotFoundResponse({ description: 'OpenID Connect is not configured' })
  async start(
    @Query('returnTo') returnTo: unknown,
    @Req() request: OidcRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    try {
      const checks = request.session?.[OIDC_SESSION_KEY];
      if (request.oidcFailure !== undefined) throw request.oidcFailure;
      if (!request.oidcRedirect || !checks?.state || !checks.nonce) {
        throw new Error('the strategy built no complete authorization request');
      }
      const transaction: OidcTransaction = {
        state: checks.state,
        nonce: checks.nonce,
        codeVerifier: checks.code_verifier,
        returnTo: safeReturnTo(returnTo),
      };
      response.setCookie(OIDC_TRANSACTION_COOKIE, await this.transactions.seal(transaction), {
        ...this.cookieBase(),
        signed: true,
        httpOnly: true,
        path: OIDC_COOKIE_PATH,
        maxAge: OIDC_TRANSACTION_MAX_AGE_MS / 1000,
      });
      void response.header('Cache-Control', 'no-store').redirect(request.oidcRedirect, 302);
    } catch (error) {
      this.fail(response, error);
    }
  }

  @UseGuards(OidcCallbackGuard)
  @Get('callback')
  @ApiFoundResponse({
    description: 'Signed in: the access-token cookie is set and the browser goes to returnTo',
  })
  async callback(
    @Req() request: OidcRequest & AuthenticatedRequest<User>,
    @Res() response: FastifyReply,
  ): Promise<void> {
    response.clearCookie(OIDC_TRANSACTION_COOKIE, {
      ...this.cookieBase(),
      httpOnly: true,
      path: OIDC_COOKIE_PATH,
    });
    try {
      if (request.oidcFailure !== undefined) throw request.oidcFailure;
      const token = await this.tokens.issue(request.user as User);
      setSessionCookies(response, token, {
        publicUrl: new URL(this.oidc.redirectUri).origin,
        lifetimeSeconds: this.tokens.lifetimeSeconds,
      });
      void response.header('Cache-Control', 'no-store').redirect(safeReturnTo(request.oidcReturnTo), 302);
    } catch (error) {
      this.fail(response, error);
    }
  }

  private cookieBase(): CookieSerializeOptions {
    return { sameSite: 'lax', secure: this.oidc.redirectUri.startsWith('https:') };
  }

  /** Back to the login page with the failure's code (the page holds the words). */
  private fail(response: FastifyReply, error: unknown): void {
    const code: OidcLoginErrorCode = error instanceof OidcLoginError ? error.code : 'failed';
    if (!(error instanceof OidcLoginError)) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    void response.header('Cache-Control', 'no-store').redirect(`/login?error=${code}`, 302);
  }
}
