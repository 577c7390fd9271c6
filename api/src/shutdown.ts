import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ApiErrorBody } from '@usedcars/contract/types';
import { LiveService } from './live';

// A restart that loses no request (README, "Running several instances"). On SIGTERM the instance first keeps serving
// for a notice period, each answer carrying DRAINING_HEADER, so the balancers in front send their next requests to
// the other instances. Then it stops taking connections (a balancer reaching it then is refused before anything is
// sent, and tries another instance), ends its live streams so their pages reconnect elsewhere, and lets the requests
// under way finish. Last, Nest's shutdown hooks run: the mail outbox finishes the mail it is sending, the database
// closes.

/** Set on every answer of an instance that is shutting down: the web servers' balancers pass it over. */
export const DRAINING_HEADER = 'x-api-draining';

export interface DrainTimes {
  /** How long the instance keeps serving, with DRAINING_HEADER, before it stops taking connections. */
  noticeMs: number;
  /** The most the requests under way get, after which the instance closes anyway. */
  timeoutMs: number;
}

/** A request under way longer than this (an upload on a slow link) is cut: an orchestrator kills at about 30 s. */
export const DRAIN_TIMEOUT_MS = 20_000;

const draining = new WeakSet<NestFastifyApplication>();

/** Marks the answers of `app` once it drains; its health check then answers 503. Called before the app starts. */
export function answerWhileDraining(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      if (!draining.has(app)) return done();
      reply.header(DRAINING_HEADER, '1');
      // An orchestrator's readiness check: take it out of rotation.
      if (request.url.split('?')[0] === '/api/health') {
        const body: ApiErrorBody = {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'This instance is shutting down.',
        };
        void reply.code(503).header('Cache-Control', 'no-store').send(body);
        return;
      }
      done();
    });
}

/** The SIGTERM sequence above; resolves once the app is closed. */
export async function drainAndClose(
  app: NestFastifyApplication,
  { noticeMs, timeoutMs }: DrainTimes,
): Promise<void> {
  draining.add(app);
  await new Promise((resolve) => setTimeout(resolve, noticeMs));
  const fastify = app.getHttpAdapter().getInstance();
  // A stream never ends by itself, and the server waits for every request under way.
  app.get(LiveService).endLocalStreams();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([fastify.close(), timedOut]);
  clearTimeout(timer);
  await app.close();
}
