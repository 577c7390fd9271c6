// A fixed-window limit on requests, counted in the throttler's storage (Redis when REDIS_URL is set, so every
// instance counts against the same limit): the guards of writes, uploads and password-reset requests, and the
// contact form's limits.
import { HttpException, HttpStatus, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';

export interface RequestLimit {
  /** The throttler's name for this limit (keys of different limits never meet). */
  name: string;
  /** Who is counted: `user:<id>`, `ip:<address>`, ... */
  key: string;
  windowMs: number;
  limit: number;
  /** The 429's message. */
  message: string;
}

/** Counts this request; past the limit, answers 429 with Retry-After (seconds until the window ends). */
export async function countRequest(
  storage: ThrottlerStorage,
  context: ExecutionContext,
  limit: RequestLimit,
): Promise<void> {
  await countReply(storage, context.switchToHttp().getResponse<FastifyReply>(), limit);
}

/** countRequest for a handler, which holds the reply rather than the guard's context. */
export async function countReply(
  storage: ThrottlerStorage,
  reply: FastifyReply,
  { name, key, windowMs, limit, message }: RequestLimit,
): Promise<void> {
  const { isBlocked, timeToBlockExpire } = await storage.increment(key, windowMs, limit, windowMs, name);
  if (!isBlocked) return;
  void reply.header('Retry-After', String(Math.max(1, timeToBlockExpire)));
  throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}
