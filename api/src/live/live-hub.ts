import type { LiveEvent } from '@usedcars/contract/types';

/** An open stream of this process: it hears its user's events until it is ended. */
export interface LiveStreamHandle {
  send(event: LiveEvent): void;
  /** Ends the stream; `retryMs`, when given, is how long the browser waits before opening it again. */
  end(retryMs?: number): void;
}

/**
 * The streams an account may hold open on one API instance (a tab each). A browser opens one per tab, so this
 * allows several tabs and keeps one account from holding an instance's connections and memory.
 */
export const MAX_STREAMS_PER_ACCOUNT = 5;
/**
 * A stream closed for a newer one of its account is reopened by its browser after this long, so that more tabs
 * than the cap take turns rather than closing each other every few seconds.
 */
export const REPLACED_STREAM_RETRY_MS = 60_000;

/** The streams open in this process, by user, oldest first: the hubs below deliver to them. */
export class LocalStreams {
  private readonly byUser = new Map<string, Set<LiveStreamHandle>>();

  /**
   * Adds a stream of the user's until the returned function is called. Past MAX_STREAMS_PER_ACCOUNT the user's
   * oldest stream is ended: the newest tab is the one being looked at.
   */
  add(userId: string, stream: LiveStreamHandle): () => void {
    const streams = this.byUser.get(userId) ?? new Set<LiveStreamHandle>();
    streams.add(stream);
    this.byUser.set(userId, streams);
    if (streams.size > MAX_STREAMS_PER_ACCOUNT) {
      const [oldest] = streams;
      streams.delete(oldest!);
      oldest!.end(REPLACED_STREAM_RETRY_MS);
    }
    return () => {
      streams.delete(stream);
      if (streams.size === 0 && this.byUser.get(userId) === streams) this.byUser.delete(userId);
    };
  }

  deliver(userIds: readonly string[], event: LiveEvent): void {
    for (const userId of new Set(userIds)) {
      for (const stream of this.byUser.get(userId) ?? []) stream.send(event);
    }
  }

  /** Ends every stream of these users (their accounts were closed). */
  endAll(userIds: readonly string[]): void {
    for (const userId of new Set(userIds)) {
      const streams = this.byUser.get(userId);
      this.byUser.delete(userId);
      for (const stream of streams ?? []) stream.end();
    }
  }

  get openCount(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }
}

/** Carries an event, or the end of a user's streams, to every API instance's open streams of the users named. */
export interface LiveHub {
  publish(userIds: readonly string[], event: LiveEvent): Promise<void>;
  endStreams(userIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** One API instance: the event goes straight to this process's streams. */
export class InProcessHub implements LiveHub {
  constructor(private readonly streams: LocalStreams) {}

  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    this.streams.deliver(userIds, event);
  }

  async endStreams(userIds: readonly string[]): Promise<void> {
    this.streams.endAll(userIds);
  }

  async close(): Promise<void> {}
}
