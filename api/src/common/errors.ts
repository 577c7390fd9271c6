import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { ApiErrorBody } from '@usedcars/shared-ui/api/types';

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
