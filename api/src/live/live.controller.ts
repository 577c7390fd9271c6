import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { LiveEvent } from '@usedcars/contract/types';
import { type Account, CurrentUser } from '../common/auth-decorators';
import { liveConfig } from '../config/live.config';
import { LiveService } from './live.service';

/**
 * A stream ends after this long and the browser opens a new one (EventSource reconnects by itself), which checks
 * the session again: a logged-out, expired or deleted account stops getting events within this time.
 */
export const STREAM_MAX_AGE_MS = 10 * 60_000;
/** How long EventSource waits before reconnecting after a drop. */
const RETRY_MS = 2_000;

@ApiTags('live')
@Controller('live')
export class LiveController {
  constructor(
    private readonly live: LiveService,
    @Inject(liveConfig.KEY) private readonly config: ConfigType<typeof liveConfig>,
  ) {}

  // EventSource sends no header: the session cookie authenticates it, as every request of the apps (JwtAuthGuard).
  @Get('events')
  @ApiOkResponse({
    description:
      'text/event-stream of LiveEvent: the caller’s conversations or notifications changed. ' +
      'Authenticated by the session cookie (EventSource sends no headers) or a Bearer token.',
  })
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  events(@CurrentUser() user: Account, @Res() reply: FastifyReply): void {
    // The stream is written by hand (Nest's @Sse() sends no comment lines for heartbeats); Fastify lets go of it.
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: no proxy may compress or hold it back; X-Accel-Buffering: nginx must not buffer it.
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    const send = (event: LiveEvent) => stream.write(`data: ${JSON.stringify(event)}\n\n`);
    const heartbeat = setInterval(() => stream.write(': ping\n\n'), this.config.heartbeatMs);
    const end = (retryMs?: number) => {
      if (stream.writableEnded) return;
      if (retryMs !== undefined) stream.write(`retry: ${retryMs}\n\n`);
      stream.end();
    };
    const maxAge = setTimeout(end, STREAM_MAX_AGE_MS);
    const stopListening = this.live.listen(user.id, { send, end });
    const stopTracking = this.live.track(end);
    // The response closes when the browser goes away or the stream is ended (not the request, which is read at once).
    stream.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(maxAge);
      stopListening();
      stopTracking();
    });
  }
}
