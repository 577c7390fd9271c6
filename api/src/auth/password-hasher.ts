import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Stored format: scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>. Keeping the parameters in the string
// lets us raise the cost later while old hashes still verify.
const DEFAULTS = { r: 8, p: 1, keyLength: 32, saltLength: 16 };

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function scryptOptions(log2N: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; allow twice that so the default 32 MiB limit does not get in the way.
  return { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r };
}

/** `log2N`: the configured cost (AuthConfig.passwordHashCost), which the stored value keeps for verifying. */
export async function hashPassword(password: string, log2N: number): Promise<string> {
  const { r, p, keyLength, saltLength } = DEFAULTS;
  const salt = randomBytes(saltLength);
  const hash = await derive(password, salt, keyLength, scryptOptions(log2N, r, p));
  return ['scrypt', log2N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** True when `password` matches `stored`; false for a wrong password or a malformed stored value. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2N, r, p].every((n) => Number.isInteger(n) && n > 0) || log2N > 20 || r > 32 || p > 16)
    return false;
  const salt = Buffer.from(parts[4] as string, 'base64');
  const expected = Buffer.from(parts[5] as string, 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, expected.length, scryptOptions(log2N, r, p));
  return timingSafeEqual(actual, expected);
}
