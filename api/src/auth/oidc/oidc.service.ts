import { Inject, Injectable, Logger } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import * as client from 'openid-client';
import type passport from 'passport';
import type { OidcLoginErrorCode } from '@usedcars/contract/messages';
import { cleanName } from '@usedcars/contract/names';
import type { AuthProviders } from '@usedcars/contract/types';
import { authConfig, type OidcConfig } from '../../config/auth.config';
import { type User, UsersService } from '../../users';
import { useOwnStrategy } from '../passport-registry';
import { API_CALLBACK_PATH } from './oidc.paths';
import { OIDC_STRATEGY, OidcStrategy } from './oidc.strategy';

/** A sign-in between its start and its callback: the strategy's checks and where to go (see OidcTransactions). */
export interface OidcTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

/**
 * A failure to tell the user on the login page, by its code (/login?error=<code>): the page words it, and shows
 * nothing a link could have written. Anything else is `failed`.
 */
export class OidcLoginError extends Error {
  constructor(readonly code: OidcLoginErrorCode) {
    super(`OpenID sign-in refused: ${code}`);
    this.name = 'OidcLoginError';
  }
}

const RETURN_BASE = 'http://return-to.invalid';

/**
 * Only a path on this site: one leading slash, no scheme or host, no backslashes or control characters; else `/`.
 * Answered as the URL parser writes it, percent-encoded, since a Location header carries no other characters.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  const url = new URL(value, RETURN_BASE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === RETURN_BASE && path.length <= 2000 ? path : '/';
}

/** "Continue With Google": the provider's settings, the Passport strategy for it, and our accounts for its users. */
@Injectable()
export class OidcService {
  private readonly logger = new Logger('OIDC');
  private configuration: Promise<client.Configuration> | null = null;
  private strategy: { configuration: client.Configuration; strategy: OidcStrategy } | null = null;

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly users: UsersService,
  ) {}

  get enabled(): boolean {
    return this.config.oidc !== null;
  }

  describe(): AuthProviders['oidc'] {
    const oidc = this.config.oidc;
    return oidc ? { name: oidc.providerName, localStandIn: oidc.localStandIn } : null;
  }

  get providerName(): string {
    return this.config.oidc?.providerName ?? 'Google';
  }

  /** The address the provider sends the browser back to: through the site's /api proxy. */
  get redirectUri(): string {
    return `${this.config.publicUrl}${API_CALLBACK_PATH}`;
  }

  /**
   * Registers the Passport strategy (OidcStrategy) for the provider, discovering it first. Done on each sign-in
   * rather than at start-up, so a provider that is down does not stop the API: a failed discovery is tried again on
   * the next sign-in (`unavailable` meanwhile). The strategy is built once per discovery.
   */
  async prepareStrategy(): Promise<void> {
    const configuration = await this.discover();
    if (this.strategy?.configuration !== configuration) {
      const strategy = new OidcStrategy(configuration, new URL(this.redirectUri), (claims) =>
        this.verify(claims),
      );
      this.strategy = { configuration, strategy };
    }
    // openid-client types `authenticate` with a narrower `this` than Passport's registry accepts; it is the same call.
    useOwnStrategy(OIDC_STRATEGY, this.strategy.strategy as unknown as passport.Strategy);
  }

  /** The strategy's verdict on checked claims: our account, or why not (an unexpected error is logged as `failed`). */
  private async verify(claims: client.IDToken): Promise<User> {
    try {
      return await this.accountFor(claims);
    } catch (error) {
      if (error instanceof OidcLoginError) throw error;
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw new OidcLoginError('failed');
    }
  }

  /**
   * Our account for a provider's sign-in. An address the provider vouches for signs into the account that holds it
   * only when that account's address was proven too, or when it has no password (only the provider signs into it).
   * A password account whose address nobody proved may be a squatter's, registered before the owner came: it is
   * never merged into; it is released (closed, its password dead) and the owner gets an account of their own.
   */
  private async accountFor(claims: client.IDToken): Promise<User> {
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || email.length > 254 || !email.includes('@')) {
      throw new OidcLoginError('no_email');
    }
    const proven = claims.email_verified === true;
    const existing = await this.users.findActiveByEmail(email);
    if (existing) {
      // Only the provider's word that the address is verified links a sign-in to an account we already have.
      if (!proven) throw new OidcLoginError('account_exists');
      if (existing.emailVerifiedAt || !existing.passwordHash) {
        if (existing.suspendedAt) throw new OidcLoginError('suspended');
        return existing;
      }
      if (await this.users.releaseUnprovenAddress(existing)) {
        this.logger.warn(
          `Released account ${existing.id}: its unproven address was proven by a ${this.providerName} sign-in`,
        );
      }
      // Released now or concurrently, or proven meanwhile: look again.
      const current = await this.users.findActiveByEmail(email);
      if (current) return this.accountFor(claims);
    }
    // Google's name is one its user wrote: kept by the same rule as a name typed at sign-up.
    const name =
      typeof claims.name === 'string' ? [...cleanName(claims.name)].slice(0, 100).join('').trim() : '';
    const picture = typeof claims.picture === 'string' ? claims.picture : '';
    try {
      return await this.users.create({
        displayName: name || email.split('@')[0]?.slice(0, 100) || 'New user',
        email,
        passwordHash: null,
        role: 'Buyer',
        photoURL: /^https:\/\/[^\s]+$/.test(picture) && picture.length <= 500 ? picture : null,
        verified: false,
        emailVerifiedAt: proven ? new Date() : null,
      });
    } catch (error) {
      // Two callbacks for the same new address racing: the second finds the first one's account.
      const raced = await this.users.findActiveByEmail(email);
      if (raced && proven && !raced.passwordHash) return raced;
      throw error;
    }
  }

  private discover(): Promise<client.Configuration> {
    const oidc = this.config.oidc as OidcConfig;
    this.configuration ??= client
      .discovery(
        new URL(oidc.issuerUrl),
        oidc.clientId,
        undefined,
        // Basic is what Google and oidc-provider use by default; without a secret, a public client with PKCE.
        oidc.clientSecret ? client.ClientSecretBasic(oidc.clientSecret) : client.None(),
        {
          execute: oidc.issuerUrl.startsWith('http:') ? [client.allowInsecureRequests] : [],
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        // Try again on the next sign-in rather than remembering a provider that was briefly down.
        this.configuration = null;
        this.logger.error(`Discovery of ${oidc.issuerUrl} failed: ${(error as Error).message}`);
        throw new OidcLoginError('unavailable');
      });
    return this.configuration;
  }
}
