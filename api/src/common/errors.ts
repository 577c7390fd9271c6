import { BadRequestException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import type { ApiErrorBody, StatusBad } from '@usedcars/shared-ui/api/types';

export type FieldError = NonNullable<ApiErrorBody['errors']>[number];

/** A request whose fields failed validation: 400 with one message per field. */
export class RequestValidationError extends BadRequestException {
  constructor(readonly fieldErrors: FieldError[]) {
    super(fieldErrors[0]?.message ?? 'The request is not valid.');
  }
}

/** A resource the caller asked for does not exist (or is not theirs to see). */
export class ResourceNotFoundError extends NotFoundException {
  constructor(what: string) {
    super(`${what} not found.`);
  }
}

/**
 * The original refusal of a category or brand write (`{status: 'bad', message}`), answered as is by the exception
 * filter with this status (409 for a duplicate or a category still in use).
 */
export class StatusBadError extends HttpException {
  constructor(
    readonly reason: string,
    status: number = HttpStatus.CONFLICT,
  ) {
    super({ status: 'bad', message: reason }, status);
  }

  get body(): StatusBad {
    return { status: 'bad', message: this.reason };
  }
}
