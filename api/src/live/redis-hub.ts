import { Logger } from '@nestjs/common';
import type { LiveEvent } from '@usedcars/contract/types';
import type { RedisService } from '../redis';
import type { LiveHub, LocalStreams } from './live-hub';

/** The one channel every API instance listens on (each delivers only to the streams it holds). */
export const LIVE_CHANNEL = 'live';
/** Users whose streams every instance ends (their accounts were closed). */
export const LIVE_END_CHANNEL = 'live-end';

interface Envelope {
  userIds: string[];
  event: LiveEvent;
}

/**
 * Several API instances: an event (or the end of an account's streams) is published on Redis (the API's shared
 * connection, RedisService) and every instance (this one too) applies it to the streams it holds. Pub/sub keeps
 * nothing: a stream that was closed at that moment refetches when it reconnects.
 */
export class RedisHub implements LiveHub {
  private constructor(
    private readonly redis: RedisService,
    private readonly unsubscribe: () => Promise<void>,
  ) {}

  /** Subscribed before it answers, so no event published after start-up is missed. */
  static async connect(redis: RedisService, streams: LocalStreams): Promise<RedisHub> {
    const logger = new Logger(RedisHub.name);
    const listen = <Message>(channel: string, use: (message: Message) => void) =>
      redis.subscribe(channel, {
        message: (payload) => {
          try {
            use(JSON.parse(payload) as Message);
          } catch (error) {
            logger.warn(`Unreadable live message: ${(error as Error).message}`);
          }
        },
      });
    const unsubscribers = await Promise.all([
      listen<Envelope>(LIVE_CHANNEL, ({ userIds, event }) => streams.deliver(userIds, event)),
      listen<Pick<Envelope, 'userIds'>>(LIVE_END_CHANNEL, ({ userIds }) => streams.endAll(userIds)),
    ]);
    return new RedisHub(redis, async () => {
      await Promise.all(unsubscribers.map((unsubscribe) => unsubscribe()));
    });
  }

  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    const envelope: Envelope = { userIds: [...userIds], event };
    await this.redis.publish(LIVE_CHANNEL, JSON.stringify(envelope));
  }

  async endStreams(userIds: readonly string[]): Promise<void> {
    const message: Pick<Envelope, 'userIds'> = { userIds: [...userIds] };
    await this.redis.publish(LIVE_END_CHANNEL, JSON.stringify(message));
  }

  async close(): Promise<void> {
    await this.unsubscribe();
  }
}
