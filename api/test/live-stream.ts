// A reader of the live stream for the tests: opens GET /api/live/events on a listening app and collects the events.
import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import type { LiveEvent } from '@usedcars/contract/types';

/** Makes the app listen on a free loopback port (the stream needs a real connection) and answers its base URL. */
export async function listen(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = (app.getHttpServer() as { address(): AddressInfo }).address();
  return `http://127.0.0.1:${port}`;
}

export class LiveStream {
  readonly events: LiveEvent[] = [];
  text = '';
  /** The server ended the stream (not our own close). */
  ended = false;
  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly abort: AbortController,
  ) {}

  /** Opens the stream with these headers (a session cookie, a Bearer token) and reads it in the background. */
  static async open(baseUrl: string, headers: Record<string, string>): Promise<LiveStream> {
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/live/events`, { headers, signal: abort.signal });
    const stream = new LiveStream(response.status, response.headers, abort);
    if (!response.ok || !response.body) {
      stream.text = await response.text();
      return stream;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            stream.ended = true;
            return;
          }
          stream.text += decoder.decode(value, { stream: true });
          stream.events.splice(0, stream.events.length, ...parseEvents(stream.text));
        }
      } catch {
        // Aborted by close().
      }
    })();
    // The stream's first lines arrive once the server listens for this user's events.
    await stream.waitFor(() => stream.text.includes(': connected'));
    return stream;
  }

  /** Polls until `condition` holds, or fails after `timeoutMs`. */
  async waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline)
        throw new Error(`live stream: condition not met; got ${JSON.stringify(this.text)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close(): void {
    this.abort.abort();
  }
}

function parseEvents(text: string): LiveEvent[] {
  return text
    .split('\n\n')
    .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
    .map((line) => JSON.parse(line.slice('data: '.length)) as LiveEvent);
}
