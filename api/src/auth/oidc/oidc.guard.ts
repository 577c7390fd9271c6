import { Injectable, Logger, NotFoundException, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { User } from '../../users';
import { OIDC_TRANSACTION_COOKIE } from './oidc.paths';
import { OidcTransactions } from './oidc-transactions';
import { OidcLoginError, OidcService } from './oidc.service';
import {
  OIDC_SESSION_KEY,
  OIDC_STRATEGY,
  type OidcAuthenticateOptions,
  type OidcRequest,
} from './oidc.strategy';

/** The value the start route signed into the transaction cookie, or null when it is missing or forged. */
function signedCookie(request: OidcRequest): string | null {
  const signed = request.cookies[OIDC_TRANSACTION_COOKIE];
  if (typeof signed !== 'string') return null;
  const unsigned = request.unsignCookie(signed);
  return unsigned.valid ? unsigned.value : null;
}

/**
 * Runs one step of the sign-in through OidcStrategy. It never refuses the request once OIDC is set up: a failure is
 * left on the request (`oidcFailure`) for the route to answer with the login page, as every answer here is a
 * redirect. Put after ThrottlerGuard on the start route.
 */
@Injectable() // for its constructor's parameter types, which the two guards below inherit
abstract class OidcGuard extends AuthGuard(OIDC_STRATEGY) {
  private readonly logger = new Logger('OIDC');
  protected abstract readonly phase: OidcAuthenticateOptions['phase'];

  constructor(
    protected readonly oidc: OidcService,
    protected readonly transactions: OidcTransactions,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.oidc.enabled) throw new NotFoundException('Sign-in with an outside provider is not set up.');
    const request = context.switchToHttp().getRequest<OidcRequest>();
    try {
      await this.prepare(request);
      await this.oidc.prepareStrategy();
      await (super.canActivate(context) as Promise<boolean>);
    } catch (error) {
      if (!(error instanceof OidcLoginError)) {
        this.logger.warn(`Sign-in with ${this.oidc.providerName} refused: ${(error as Error).message}`);
      }
      request.oidcFailure = error instanceof OidcLoginError ? error : new OidcLoginError('failed');
    }
    return true;
  }

  override getAuthenticateOptions(): OidcAuthenticateOptions {
    return { session: false, phase: this.phase };
  }

  override handleRequest<TUser = User>(error: unknown, user: TUser | false | null): TUser {
    if (error) throw error;
    // The strategy failed without an error (its own state check): nothing to tell the user but `failed`.
    if (!user) throw new OidcLoginError('failed');
    return user;
  }

  /** Gives the strategy the request "session" it keeps the sign-in's checks in. */
  protected abstract prepare(request: OidcRequest): Promise<void>;
}

/** Start: the strategy builds the provider's address and the checks; the route signs them into the cookie. */
@Injectable()
export class OidcStartGuard extends OidcGuard {
  protected readonly phase = 'start';

  protected prepare(request: OidcRequest): Promise<void> {
    request.session = {};
    return Promise.resolve();
  }
}

/** Callback: the checks come back from the signed cookie; the strategy verifies the answer and finds the account. */
@Injectable()
export class OidcCallbackGuard extends OidcGuard {
  protected readonly phase = 'callback';

  protected async prepare(request: OidcRequest): Promise<void> {
    const cookie = signedCookie(request);
    const transaction = cookie === null ? null : await this.transactions.open(cookie);
    if (!transaction) throw new OidcLoginError('expired');
    request.oidcReturnTo = transaction.returnTo;
    request.session = {
      [OIDC_SESSION_KEY]: {
        code_verifier: transaction.codeVerifier,
        state: transaction.state,
        nonce: transaction.nonce,
      },
    };
    const { error } = request.query as Record<string, unknown>;
    if (typeof error === 'string')
      throw new OidcLoginError(error === 'access_denied' ? 'cancelled' : 'failed');
  }
}
