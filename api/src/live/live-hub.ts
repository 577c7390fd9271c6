import type { LiveEvent } from '@usedcars/contract/types';

export type LiveListener = (event: LiveEvent) => void;

/** The streams open in this process, by user: the hubs below deliver to them. */
export class LocalStreams {
  private readonly byUser = new Map<string, Set<LiveListener>>();

  add(userId: string, listener: LiveListener): () => void {
    const listeners = this.byUser.get(userId) ?? new Set<LiveListener>();
    listeners.add(listener);
    this.byUser.set(userId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.byUser.delete(userId);
    };
  }

  deliver(userIds: readonly string[], event: LiveEvent): void {
    for (const userId of new Set(userIds)) {
      for (const listener of this.byUser.get(userId) ?? []) listener(event);
    }
  }

  get openCount(): number {
    let count = 0;
    for (const listeners of this.byUser.values()) count += listeners.size;
    return count;
  }
}

/** Carries an event to every API instance's open streams of the users named. */
export interface LiveHub {
  publish(userIds: readonly string[], event: LiveEvent): Promise<void>;
  close(): Promise<void>;
}

/** One API instance: the event goes straight to this process's streams. */
export class InProcessHub implements LiveHub {
  constructor(private readonly streams: LocalStreams) {}

  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    this.streams.deliver(userIds, event);
  }

  async close(): Promise<void> {}
}
