import { registerAs } from '@nestjs/config';
import { IsOptional, Matches } from 'class-validator';
import { validateConfig } from './validate-config';

class RedisEnvironment {
  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, {
    message: 'REDIS_URL must be a redis:// or rediss:// URL, like redis://127.0.0.1:6379',
  })
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^[\w:.-]{1,64}$/, {
    message: 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or the characters _ : . -',
  })
  REDIS_KEY_PREFIX?: string;
}

export interface RedisConfig {
  /** The Redis that several API instances share; null runs one instance on its own memory, as before. */
  url: string | null;
  /** Put before every key and channel, so several products (or test runs) can share one Redis. */
  keyPrefix: string;
}

export function readRedisConfig(env: Record<string, string | undefined> = process.env): RedisConfig {
  const validated = validateConfig(env, RedisEnvironment);
  return { url: validated.REDIS_URL ?? null, keyPrefix: validated.REDIS_KEY_PREFIX ?? 'usedcars:' };
}

export const redisConfig = registerAs('redis', () => readRedisConfig());
