import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type passport from 'passport';
import { Strategy, type AuthenticateOptions } from 'openid-client/passport';
import type { User } from '../../users';

export const OIDC_STRATEGY = 'oidc';

/** The checks of one sign-in, as the strategy keeps them in `request.session[OIDC_SESSION_KEY]`. */
export const OIDC_SESSION_KEY = 'oidc';
export interface OidcChecks {
  code_verifier: string;
  state?: string;
  nonce?: string;
}

/**
 * A request on the OIDC routes. We have no server-side sessions: the guard fills `session` from the signed
 * transaction cookie before the callback, and the start route copies it into that cookie afterwards.
 */
export type OidcRequest = FastifyRequest & {
  session?: Record<string, OidcChecks | undefined>;
  /** The provider's sign-in address, once the strategy has built it (start). */
  oidcRedirect?: string;
  /** Where the browser goes once signed in (callback, from the transaction cookie). */
  oidcReturnTo?: string;
  /** Why the sign-in failed, for the route to answer with the login page (see OidcGuard). */
  oidcFailure?: unknown;
};

/** Which step a route is: `start` sends the browser to the provider, `callback` checks its answer. */
export interface OidcAuthenticateOptions extends AuthenticateOptions {
  phase: 'start' | 'callback';
}

type StrategyRequest = Parameters<Strategy['currentUrl']>[0];

/**
 * openid-client's Passport strategy: authorization code flow with PKCE; the code exchange checks state, nonce and
 * the ID token's issuer, audience and expiry. `verify` turns the verified ID token claims into our account.
 */
export class OidcStrategy extends Strategy {
  constructor(
    configuration: client.Configuration,
    private readonly callbackUrl: URL,
    verify: (claims: client.IDToken) => Promise<User>,
  ) {
    super(
      {
        config: configuration,
        name: OIDC_STRATEGY,
        sessionKey: OIDC_SESSION_KEY,
        callbackURL: callbackUrl,
        scope: 'openid email profile',
      },
      (tokens, verified) => {
        const claims = tokens.claims();
        if (!claims) return verified(new Error('the provider sent no ID token'));
        verify(claims).then(
          (user) => verified(null, user),
          (error: unknown) => verified(error),
        );
      },
    );
  }

  /** State and nonce on every sign-in: by default the library sends them only when the provider lacks PKCE. */
  override authorizationRequestParams<TOptions extends AuthenticateOptions>(
    request: StrategyRequest,
    options: TOptions,
  ): URLSearchParams {
    const params = new URLSearchParams(super.authorizationRequestParams(request, options));
    params.set('state', client.randomState());
    params.set('nonce', client.randomNonce());
    return params;
  }

  /** The browser comes back through the site's /api proxy: our callback address, with the provider's answer. */
  override currentUrl(request: StrategyRequest): URL {
    const url = new URL(this.callbackUrl);
    for (const [key, value] of Object.entries((request as unknown as FastifyRequest).query as object)) {
      if (typeof value === 'string') url.searchParams.set(key, value);
    }
    return url;
  }

  /** The route decides the step, not parameters a link could add to the start address. */
  override shouldInitiateAuthRequest<TOptions extends AuthenticateOptions>(
    _request: StrategyRequest,
    _currentUrl: URL,
    options: TOptions,
  ): boolean {
    return (options as Partial<OidcAuthenticateOptions>).phase === 'start';
  }

  /**
   * Passport writes a strategy's redirect straight onto the raw Node response and never tells the guard. On Fastify
   * the reply is Nest's to send: so the address is left on the request for the start route to answer, and the
   * strategy passes (the guard lets the route run).
   */
  override authenticate<TOptions extends AuthenticateOptions>(
    this: passport.StrategyCreated<Strategy, Strategy & passport.StrategyCreatedStatic>,
    request: StrategyRequest,
    options: TOptions,
  ): void {
    this.redirect = (url: string) => {
      (request as unknown as OidcRequest).oidcRedirect = url;
      this.pass();
    };
    super.authenticate(request, options);
  }
}
