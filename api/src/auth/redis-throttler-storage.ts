import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { RedisService } from '../redis';

/**
 * @nestjs/throttler's counters in Redis (@nest-lab/throttler-storage-redis: one atomic script per hit), so every API
 * instance counts against one limit. Its keys get REDIS_KEY_PREFIX like every other key of ours.
 */
export class RedisThrottlerStorage extends ThrottlerStorageRedisService {
  constructor(private readonly redisService: RedisService) {
    super(redisService.client ?? undefined);
  }

  override increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): ReturnType<ThrottlerStorageRedisService['increment']> {
    return super.increment(this.redisService.key(`limit:${key}`), ttl, limit, blockDuration, throttlerName);
  }
}
