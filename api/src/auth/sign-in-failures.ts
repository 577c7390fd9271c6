import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createHash } from 'node:crypto';
import { authConfig } from '../config/auth.config';
import { RedisService } from '../redis';

/** Counts an attempt; the first of a window starts the window. Answers [attempts, milliseconds left]. */
const RESERVE_SCRIPT = `
local attempts = redis.call('INCR', KEYS[1])
if attempts == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { attempts, redis.call('PTTL', KEYS[1]) }`;
/** Takes an attempt back, unless its window has ended meanwhile (that would leave a key without expiry). */
const GIVE_BACK_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Above this many addresses the in-memory counts drop their ended windows before adding one. */
const MEMORY_SWEEP_SIZE = 10_000;

/**
 * The per-account limit on password sign-ins: SIGN_IN_FAILURE_LIMIT wrong passwords per e-mail address within a
 * window of SIGN_IN_FAILURE_WINDOW_SECONDS (from the first), whoever sent them and from wherever; then that address's
 * password sign-in pauses until the window ends. An attempt is counted before its password is checked and given
 * back once it signs in, so attempts sent all at once cannot slip past the limit, and only wrong passwords use it
 * up. Counted in Redis when REDIS_URL is set (every instance shares the counts, like the rate limits), else in this
 * process's memory. The address is kept only as a digest.
 */
@Injectable()
export class SignInFailures {
  private readonly memory = new Map<string, { attempts: number; endsAt: number }>();

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly redis: RedisService,
  ) {}

  /**
   * Counts an attempt to sign in to `email` (normalised) with a password. Answers 0 when it may go ahead, else the
   * seconds until the address's window ends.
   */
  async reserve(email: string): Promise<number> {
    const windowMs = this.config.signInFailures.windowSeconds * 1000;
    const [attempts, leftMs] = await this.count(this.keyOf(email), windowMs);
    return attempts > this.config.signInFailures.limit ? Math.max(1, Math.ceil(leftMs / 1000)) : 0;
  }

  /** Gives back the attempt of a sign-in that did not fail on its password. */
  async giveBack(email: string): Promise<void> {
    const key = this.keyOf(email);
    const { client } = this.redis;
    if (client) {
      await client.eval(GIVE_BACK_SCRIPT, 1, key);
      return;
    }
    const entry = this.memory.get(key);
    if (entry && entry.endsAt > Date.now()) entry.attempts -= 1;
  }

  private async count(key: string, windowMs: number): Promise<[number, number]> {
    const { client } = this.redis;
    if (client) return (await client.eval(RESERVE_SCRIPT, 1, key, windowMs)) as [number, number];
    const now = Date.now();
    let entry = this.memory.get(key);
    if (!entry || entry.endsAt <= now) {
      if (this.memory.size >= MEMORY_SWEEP_SIZE) this.sweep(now);
      entry = { attempts: 0, endsAt: now + windowMs };
      this.memory.set(key, entry);
    }
    entry.attempts += 1;
    return [entry.attempts, entry.endsAt - now];
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.memory) if (entry.endsAt <= now) this.memory.delete(key);
  }

  private keyOf(email: string): string {
    return this.redis.key(`signin:failures:${createHash('sha256').update(email).digest('base64url')}`);
  }
}
