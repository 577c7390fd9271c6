import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { RedisService } from '../../redis';
import { OIDC_TRANSACTION_MAX_AGE_MS } from './oidc.paths';
import { safeReturnTo, type OidcTransaction } from './oidc.service';

/**
 * Where a sign-in's checks (state, nonce, PKCE verifier, returnTo) wait between the start and the callback, which
 * may reach different API instances. Without Redis they travel in the signed cookie itself, as one instance needs.
 * With Redis the cookie carries only a random id and the checks stay on the server, usable once by any instance:
 * a callback replayed with the same cookie finds nothing.
 */
@Injectable()
export class OidcTransactions {
  constructor(private readonly redis: RedisService) {}

  /** The value to sign into the transaction cookie. */
  async seal(transaction: OidcTransaction): Promise<string> {
    const { client } = this.redis;
    if (!client) return JSON.stringify(transaction);
    const id = randomBytes(24).toString('base64url');
    await client.set(this.keyOf(id), JSON.stringify(transaction), 'PX', OIDC_TRANSACTION_MAX_AGE_MS);
    return JSON.stringify({ id });
  }

  /** The transaction a verified cookie value names, taken (at most once with Redis); null when none is valid. */
  async open(cookieValue: string): Promise<OidcTransaction | null> {
    let value = parse(cookieValue);
    const { client } = this.redis;
    if (client) {
      const id = value?.id;
      if (typeof id !== 'string' || !/^[\w-]{32}$/.test(id)) return null;
      value = parse(await client.getdel(this.keyOf(id)));
    }
    if (
      !value ||
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
  }

  private keyOf(id: string): string {
    return this.redis.key(`oidc:transaction:${id}`);
  }
}

function parse(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
