import { Logger } from '@nestjs/common';
import type { LiveEvent } from '@usedcars/contract/types';
import { Redis } from 'ioredis';
import type { LiveHub, LocalStreams } from './live-hub';

/** The one channel every API instance listens on (each delivers only to the streams it holds). */
export const LIVE_CHANNEL = 'usedcars:live';

interface Envelope {
  userIds: string[];
  event: LiveEvent;
}

/**
 * Several API instances: an event is published on Redis and every instance (this one too) delivers it to the
 * streams it holds. Pub/sub keeps nothing: a stream that was closed at that moment refetches when it reconnects.
 */
export class RedisHub implements LiveHub {
  private readonly logger = new Logger(RedisHub.name);
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  private constructor(url: string, streams: LocalStreams) {
    // A subscribed connection takes no other command: one to listen, one to publish.
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { lazyConnect: true });
    for (const connection of [this.publisher, this.subscriber]) {
      // ioredis reconnects by itself; without a listener an error event would crash the process.
      connection.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== LIVE_CHANNEL) return;
      try {
        const { userIds, event } = JSON.parse(message) as Envelope;
        streams.deliver(userIds, event);
      } catch (error) {
        this.logger.warn(`Unreadable live event: ${(error as Error).message}`);
      }
    });
  }

  /** Connected and subscribed, so no event published after start-up is missed. */
  static async connect(url: string, streams: LocalStreams): Promise<RedisHub> {
    const hub = new RedisHub(url, streams);
    await Promise.all([hub.publisher.connect(), hub.subscriber.connect()]);
    await hub.subscriber.subscribe(LIVE_CHANNEL);
    return hub;
  }

  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    const envelope: Envelope = { userIds: [...userIds], event };
    await this.publisher.publish(LIVE_CHANNEL, JSON.stringify(envelope));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
