// What the services refuse, in the domain's words and free of HTTP: the exception filter (all-exceptions.filter.ts)
// answers each kind with its status code in the one error body. Nothing here may import @nestjs/common.
import type { ApiErrorBody, StatusBad } from '@usedcars/contract/types';

export type FieldError = NonNullable<ApiErrorBody['errors']>[number];

export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** What the caller asked for does not exist (or is not theirs to see). */
export class NotFound extends DomainError {}

/** A record the caller named does not exist: "<what> not found.". */
export class ResourceNotFound extends NotFound {
  constructor(what: string) {
    super(`${what} not found.`);
  }
}

/** What the caller asked for existed once and was removed for good (a listing taken down or deleted). */
export class Gone extends DomainError {}

/** The caller may not do this (another account's record, their own car...). */
export class Forbidden extends DomainError {}

/** The records are not in a state that allows this (sold, paid, already done, changed meanwhile...). */
export class Conflict extends DomainError {}

/**
 * A conflict the original clients read as `{status: 'bad', message}` (category and brand refusals), answered in
 * that shape.
 */
export class StatusBadConflict extends Conflict {
  get body(): StatusBad {
    return { status: 'bad', message: this.message };
  }
}

/** Fields of the request that cannot be used, one message per field. */
export class InvalidField extends DomainError {
  constructor(readonly fieldErrors: FieldError[]) {
    super(fieldErrors[0]?.message ?? 'The request is not valid.');
  }
}

/** The caller asked again too soon (another mail within a minute...). */
export class TooSoon extends DomainError {}

/** The payment provider has not confirmed the payment the caller says was made. */
export class PaymentNotConfirmed extends DomainError {}

/** The server has too much of this work waiting to take more now; the caller may try again after a while. */
export class Busy extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
