import { Controller, Get, Logger, NotFoundException, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OidcLoginErrorCode } from '@usedcars/shared-ui/api/messages';
import { ACCESS_TOKEN_COOKIE } from '../../common/contract-constants';
import { Public } from '../auth.decorators';
import { TokenService } from '../token.service';
import { OIDC_COOKIE_PATH, OIDC_TRANSACTION_COOKIE, OIDC_TRANSACTION_MAX_AGE_MS } from './oidc.paths';
import { OidcLoginError, OidcService, safeReturnTo, type OidcTransaction } from './oidc.service';

function readTransaction(request: FastifyRequest): OidcTransaction | null {
  const signed = request.cookies[OIDC_TRANSACTION_COOKIE];
  if (typeof signed !== 'string') return null;
  const unsigned = request.unsignCookie(signed);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const value = JSON.parse(unsigned.value) as Partial<OidcTransaction>;
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
 * login page with the failure's code (`/login?error=<code>`), never on an error page.
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
  async start(@Query('returnTo') returnTo: unknown, @Res() response: FastifyReply): Promise<void> {
    this.ensureEnabled();
    try {
      const { url, transaction } = await this.oidc.start(returnTo);
      response.setCookie(OIDC_TRANSACTION_COOKIE, JSON.stringify(transaction), {
        ...this.cookieBase(),
        signed: true,
        httpOnly: true,
        path: OIDC_COOKIE_PATH,
        maxAge: OIDC_TRANSACTION_MAX_AGE_MS / 1000,
      });
      void response.header('Cache-Control', 'no-store').redirect(url, 302);
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
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
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
        throw new OidcLoginError('expired');
      }
      const user = await this.oidc.finish(query, transaction);
      const token = await this.tokens.issue(user.id);
      response.setCookie(ACCESS_TOKEN_COOKIE, token, {
        ...this.cookieBase(),
        // Not HttpOnly: the client reads it to send the Authorization header.
        httpOnly: false,
        path: '/',
        maxAge: this.tokens.lifetimeSeconds,
      });
      void response.header('Cache-Control', 'no-store').redirect(transaction.returnTo, 302);
    } catch (error) {
      this.fail(response, error);
    }
  }

  private cookieBase(): CookieSerializeOptions {
    return { sameSite: 'lax', secure: this.oidc.redirectUri.startsWith('https:') };
  }

  private ensureEnabled(): void {
    if (!this.oidc.enabled) throw new NotFoundException('Sign-in with an outside provider is not set up.');
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
