import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { redisConfig } from '../config/redis.config';

/** Called with each message on a channel; `gap` after a reconnection, when messages may have been missed. */
export interface ChannelListener {
  message(payload: string): void;
  gap?(): void;
}

/**
 * The one connection to Redis that the API's modules share (REDIS_URL): `client` for commands, `subscribe` for
 * channels (on a second connection, as Redis requires). Without REDIS_URL `client` is null and the modules keep
 * their state in memory, which is right for one instance.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly client: Redis | null;
  private subscriber: Redis | null = null;
  private readonly listeners = new Map<string, Set<ChannelListener>>();

  constructor(@Inject(redisConfig.KEY) private readonly config: ConfigType<typeof redisConfig>) {
    this.client = config.url ? this.connect('commands') : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /** A key or channel name with this deployment's prefix (REDIS_KEY_PREFIX). */
  key(name: string): string {
    return `${this.config.keyPrefix}${name}`;
  }

  /** Checks the connection once at start-up, so a wrong REDIS_URL stops the API with a clear message. */
  async ping(): Promise<void> {
    if (!this.client) return;
    try {
      await this.client.ping();
    } catch (error) {
      throw new Error(`Redis at REDIS_URL is not reachable: ${(error as Error).message}`, { cause: error });
    }
  }

  /** Publishes on a channel (prefixed like keys); resolves once Redis has handed it to the subscribers. */
  async publish(channel: string, payload: string): Promise<void> {
    await this.client?.publish(this.key(channel), payload);
  }

  /** Listens on a channel (prefixed like keys) until the returned function is called. */
  async subscribe(channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
    if (!this.client) throw new Error('Redis is not configured (REDIS_URL)');
    const name = this.key(channel);
    this.subscriber ??= this.createSubscriber();
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
      await this.subscriber.subscribe(name);
    }
    set.add(listener);
    return async () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(name) === set) {
        this.listeners.delete(name);
        await this.subscriber?.unsubscribe(name);
      }
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [this.subscriber, this.client].map((connection) => connection?.quit().catch(() => undefined)),
    );
  }

  private createSubscriber(): Redis {
    const subscriber = this.connect('subscriptions');
    subscriber.on('message', (channel: string, payload: string) => {
      for (const listener of this.listeners.get(channel) ?? []) listener.message(payload);
    });
    let connectedBefore = false;
    // ioredis subscribes again by itself after a reconnection; what was published meanwhile is lost.
    subscriber.on('ready', () => {
      if (connectedBefore) for (const set of this.listeners.values()) for (const l of set) l.gap?.();
      connectedBefore = true;
    });
    return subscriber;
  }

  private connect(role: string): Redis {
    const connection = new Redis(this.config.url as string, {
      // A request fails fast while Redis is down rather than hanging on a queue of retries.
      maxRetriesPerRequest: 2,
      connectTimeout: 5000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    let warned = false;
    connection.on('error', (error: Error) => {
      if (warned) return;
      warned = true;
      this.logger.error(`Redis (${role}) connection failed: ${error.message}`);
    });
    connection.on('ready', () => (warned = false));
    return connection;
  }
}
