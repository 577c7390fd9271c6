import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { LiveEvent } from '@usedcars/contract/types';
import { RedisService } from '../redis';
import { InProcessHub, type LiveHub, type LiveStreamHandle, LocalStreams } from './live-hub';
import { RedisHub } from './redis-hub';

/**
 * Live events for the users' open pages. Other modules call `publish` AFTER their change is committed, naming the
 * users it concerns; the event only says what changed, and the pages refetch it through the ordinary routes.
 */
@Injectable()
export class LiveService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveService.name);
  private readonly streams = new LocalStreams();
  private hub: LiveHub = new InProcessHub(this.streams);
  /** Ends each open stream: the server's shutdown waits for open connections, and a stream never ends by itself. */
  private readonly enders = new Set<() => void>();

  constructor(private readonly redis: RedisService) {}

  async onModuleInit(): Promise<void> {
    if (this.redis.enabled) this.hub = await RedisHub.connect(this.redis, this.streams);
  }

  async onModuleDestroy(): Promise<void> {
    this.endLocalStreams();
    await this.hub.close();
  }

  /** Ends every stream open on this instance: their pages reconnect, to another instance when this one is leaving. */
  endLocalStreams(): void {
    for (const end of this.enders) end();
  }

  /** The live-event streams open on this instance (the metrics). */
  get openStreams(): number {
    return this.streams.openCount;
  }

  /**
   * Tells the users' open streams, on every API instance. Never throws: the change it tells of is already
   * committed, and a missed event costs only freshness (pages refetch when their stream reconnects).
   */
  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    try {
      await this.hub.publish(userIds, event);
    } catch (error) {
      this.logger.warn(`Live event not published: ${(error as Error).message}`);
    }
  }

  /**
   * Ends the open streams of these users on every API instance, after their accounts were closed (their browsers'
   * reconnections are then refused). This instance's end at once, whatever becomes of the message to the others.
   */
  async endStreamsOf(userIds: readonly string[]): Promise<void> {
    this.streams.endAll(userIds);
    try {
      await this.hub.endStreams(userIds);
    } catch (error) {
      this.logger.warn(`Live streams not ended on the other instances: ${(error as Error).message}`);
    }
  }

  /**
   * A stream of this process hears its user's events until the returned function is called; the user's oldest is
   * ended past MAX_STREAMS_PER_ACCOUNT.
   */
  listen(userId: string, stream: LiveStreamHandle): () => void {
    return this.streams.add(userId, stream);
  }

  /** An open stream's way to end it at shutdown, until the returned function is called. */
  track(end: () => void): () => void {
    this.enders.add(end);
    return () => this.enders.delete(end);
  }
}
