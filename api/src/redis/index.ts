// The redis module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { RedisModule } from './redis.module';
export { RedisService, type ChannelListener } from './redis.service';
