import { Logger } from '@nestjs/common';
import type { LiveEvent } from '@usedcars/contract/types';
import type { RedisService } from '../redis';
import type { LiveHub, LocalStreams } from './live-hub';

/** The one channel every API instance listens on (each delivers only to the streams it holds). */
export const LIVE_CHANNEL = 'live';

interface Envelope {
  userIds: string[];
  event: LiveEvent;
}

/**
 * Several API instances: an event is published on Redis (the API's shared connection, RedisService) and every
 * instance (this one too) delivers it to the streams it holds. Pub/sub keeps nothing: a stream that was closed at
 * that moment refetches when it reconnects.
 */
export class RedisHub implements LiveHub {
  private constructor(
    private readonly redis: RedisService,
    private readonly unsubscribe: () => Promise<void>,
  ) {}

  /** Subscribed before it answers, so no event published after start-up is missed. */
  static async connect(redis: RedisService, streams: LocalStreams): Promise<RedisHub> {
    const logger = new Logger(RedisHub.name);
    const unsubscribe = await redis.subscribe(LIVE_CHANNEL, {
      message: (payload) => {
        try {
          const { userIds, event } = JSON.parse(payload) as Envelope;
          streams.deliver(userIds, event);
        } catch (error) {
          logger.warn(`Unreadable live event: ${(error as Error).message}`);
        }
      },
    });
    return new RedisHub(redis, unsubscribe);
  }

  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    const envelope: Envelope = { userIds: [...userIds], event };
    await this.redis.publish(LIVE_CHANNEL, JSON.stringify(envelope));
  }

  async close(): Promise<void> {
    await this.unsubscribe();
  }
}
