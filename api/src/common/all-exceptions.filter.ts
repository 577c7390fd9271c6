import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import type { ApiErrorBody } from '@usedcars/shared-ui/api/types';
import { isValueTooLong } from './database-errors';
import { RequestValidationError, StatusBadError } from './errors';

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

/** Turns every failure into the one ApiErrorBody shape; unexpected errors become a logged, generic 500. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof StatusBadError && !response.headersSent) {
      response.status(exception.getStatus()).json(exception.body);
      return;
    }
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if ((exception as { type?: unknown } | null)?.type === 'entity.parse.failed') {
      return { statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const body: ApiErrorBody = {
        statusCode,
        error: STATUS_CODES[statusCode] ?? 'Error',
        message: statusCode >= 500 ? GENERIC_MESSAGE : messageOf(exception),
      };
      if (exception instanceof RequestValidationError) body.errors = exception.fieldErrors;
      return body;
    }
    // Errors raised by body parsing (malformed JSON, too large) carry a client status.
    const status = (exception as { status?: unknown; statusCode?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const expose = (exception as { expose?: boolean }).expose;
      return {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message:
          expose && exception instanceof Error ? exception.message : (STATUS_CODES[status] ?? 'Bad request'),
      };
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
