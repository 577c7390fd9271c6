// The secret of a link we mail (a password reset, an address to confirm): random, and stored only as its digest, so a
// copy of the database opens no account.
import { createHash, randomBytes } from 'node:crypto';

/** A new link secret, for the mail, and its digest, for the database. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: linkTokenHash(token) };
}

/** The digest a link's secret is stored and looked up by. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
