import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { RedisService } from './redis.service';

/** Global: the rate limits, the catalog cache and sign-in all use the one connection. */
@Global()
@Module({ providers: [RedisService], exports: [RedisService] })
export class RedisModule implements OnModuleInit {
  constructor(private readonly redis: RedisService) {}

  async onModuleInit(): Promise<void> {
    await this.redis.ping();
  }
}
