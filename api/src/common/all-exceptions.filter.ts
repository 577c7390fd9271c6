import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { errorCodes, type FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@usedcars/contract/types';
import { isValueTooLong } from './database-errors';
import { BODY_TOO_LARGE_MESSAGE, INVALID_JSON_MESSAGE, UNSUPPORTED_BODY_MESSAGE } from './request-body';
import {
  Busy,
  Conflict,
  DomainError,
  Forbidden,
  Gone,
  InvalidField,
  NotFound,
  PaymentNotConfirmed,
  TooSoon,
  StatusBadConflict,
} from './domain-errors';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const VALUE_TOO_LONG_MESSAGE = 'One of the values is too long. Please shorten it and try again.';

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    if (typeof message === 'string') return message;
  }
  return exception.message;
}

/**
 * Errors Fastify raises while reading a body reach the filters as HttpExceptions with Fastify's message (Nest's
 * RoutesResolver.mapExternalException); these say what to do instead.
 */
const BODY_ERROR_MESSAGES = new Map<string, string>([
  [new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE().message, BODY_TOO_LARGE_MESSAGE],
  [new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY().message, INVALID_JSON_MESSAGE],
  [new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY().message, INVALID_JSON_MESSAGE],
]);

function clientMessage(statusCode: number, message: string): string {
  if (statusCode === HttpStatus.UNSUPPORTED_MEDIA_TYPE) return UNSUPPORTED_BODY_MESSAGE;
  return BODY_ERROR_MESSAGES.get(message) ?? message;
}

/** The status code of each kind of domain error. */
function domainStatus(error: DomainError): number {
  if (error instanceof NotFound) return HttpStatus.NOT_FOUND;
  if (error instanceof Gone) return HttpStatus.GONE;
  if (error instanceof Forbidden) return HttpStatus.FORBIDDEN;
  if (error instanceof Conflict) return HttpStatus.CONFLICT;
  if (error instanceof InvalidField) return HttpStatus.BAD_REQUEST;
  if (error instanceof PaymentNotConfirmed) return HttpStatus.PAYMENT_REQUIRED;
  if (error instanceof TooSoon) return HttpStatus.TOO_MANY_REQUESTS;
  if (error instanceof Busy) return HttpStatus.SERVICE_UNAVAILABLE;
  return HttpStatus.INTERNAL_SERVER_ERROR; // A kind without a status yet: a bug, logged, answered generically.
}

/** Turns every failure into the one ApiErrorBody shape; unexpected errors become a logged, generic 500. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof StatusBadConflict && !reply.sent) {
      void reply.status(HttpStatus.CONFLICT).send(exception.body);
      return;
    }
    const body = this.toBody(exception);
    // Busy is load shed by design (the request log records it), not a failure to investigate.
    if (body.statusCode >= 500 && !(exception instanceof Busy)) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    if (reply.sent || reply.raw.headersSent) {
      if (!reply.raw.writableEnded) reply.raw.end();
      return;
    }
    if (exception instanceof Busy) void reply.header('Retry-After', String(exception.retryAfterSeconds));
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const body: ApiErrorBody = {
        statusCode,
        error: STATUS_CODES[statusCode] ?? 'Error',
        message: statusCode >= 500 ? GENERIC_MESSAGE : clientMessage(statusCode, messageOf(exception)),
      };
      return body;
    }
    if (exception instanceof DomainError) {
      const statusCode = domainStatus(exception);
      const body: ApiErrorBody = {
        statusCode,
        error: STATUS_CODES[statusCode] ?? 'Error',
        // Busy says what to do (try again shortly); other 5xx messages stay inside.
        message: statusCode >= 500 && !(exception instanceof Busy) ? GENERIC_MESSAGE : exception.message,
      };
      if (exception instanceof InvalidField) body.errors = exception.fieldErrors;
      return body;
    }
    // A field the validators let through but its column cannot hold: the client's input, so a 400 (nothing was
    // written: the statement failed whole and any transaction around it rolled back).
    if (isValueTooLong(exception)) {
      return { statusCode: 400, error: 'Bad Request', message: VALUE_TOO_LONG_MESSAGE };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: STATUS_CODES[500] as string,
      message: GENERIC_MESSAGE,
    };
  }
}
