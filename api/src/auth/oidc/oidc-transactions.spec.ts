import { randomBytes } from 'node:crypto';
import type { RedisConfig } from '../../config/redis.config';
import { RedisService } from '../../redis';
import { OidcTransactions } from './oidc-transactions';

// The sign-in checks between start and callback: in the cookie without Redis, on the server (once) with it. Uses
// the machine's Redis (TEST_REDIS_URL, else 127.0.0.1:6379), as CI has it.
const TRANSACTION = { state: 's', nonce: 'n', codeVerifier: 'v', returnTo: '/cars?page=2' };

describe('OidcTransactions', () => {
  it('without Redis, keeps the checks in the cookie value itself', async () => {
    const transactions = new OidcTransactions(new RedisService({ url: null, keyPrefix: 'x:' }));
    const sealed = await transactions.seal(TRANSACTION);
    expect(JSON.parse(sealed)).toEqual(TRANSACTION);
    await expect(transactions.open(sealed)).resolves.toEqual(TRANSACTION);
    await expect(
      transactions.open(JSON.stringify({ ...TRANSACTION, returnTo: '//evil.example' })),
    ).resolves.toEqual({ ...TRANSACTION, returnTo: '/' });
  });

  describe('with Redis', () => {
    const config: RedisConfig = {
      url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      keyPrefix: `test-oidc:${randomBytes(6).toString('hex')}:`,
    };
    const first = new RedisService(config);
    const second = new RedisService(config);

    afterAll(async () => {
      await Promise.all([first.onApplicationShutdown(), second.onApplicationShutdown()]);
    });

    it('gives the cookie only an id, and any instance the checks, once', async () => {
      const sealed = await new OidcTransactions(first).seal(TRANSACTION);
      expect(sealed).not.toContain('codeVerifier');
      expect(Object.keys(JSON.parse(sealed) as object)).toEqual(['id']);
      const other = new OidcTransactions(second);
      await expect(other.open(sealed)).resolves.toEqual(TRANSACTION);
      // A replayed callback finds nothing.
      await expect(other.open(sealed)).resolves.toBeNull();
      await expect(new OidcTransactions(first).open(sealed)).resolves.toBeNull();
    });

    it('refuses a cookie that carries the checks themselves, or a made-up id', async () => {
      const transactions = new OidcTransactions(first);
      await expect(transactions.open(JSON.stringify(TRANSACTION))).resolves.toBeNull();
      await expect(transactions.open(JSON.stringify({ id: 'a'.repeat(32) }))).resolves.toBeNull();
      await expect(transactions.open('not json')).resolves.toBeNull();
    });
  });
});
