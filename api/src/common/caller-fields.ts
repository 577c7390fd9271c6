import { ForbiddenException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import type { Account } from './auth-decorators';
import { MaxChars, Omittable } from './validation';

export const NOT_YOUR_ACCOUNT_MESSAGE = 'You can only act for your own account.';

/**
 * The original clients name the caller in their payloads (`uid`, `authorID`, `customerId`, `customer_id` and
 * `admin_uid` headers). Such a field is accepted when it names the caller and refused (403) when it names anyone
 * else; it is never applied: who acts is always the token's account. Ids compare case-insensitively, as paths do.
 */
export function assertNamesCaller(caller: Account, ...ids: (string | undefined)[]): void {
  for (const id of ids) {
    if (id !== undefined && id.trim().toLowerCase() !== caller.id) {
      throw new ForbiddenException(NOT_YOUR_ACCOUNT_MESSAGE);
    }
  }
}

/** A body field that, when sent, must name the caller (see assertNamesCaller). Null is refused, not skipped. */
export function CallerIdField(): PropertyDecorator {
  return (target, key) => {
    // Registered in the order they run: the basic check first.
    ApiPropertyOptional({ description: "The caller's own id, if sent; never anyone else's" })(target, key);
    Omittable()(target, key);
    IsString({ message: `${String(key)} must be text` })(target, key);
    MaxChars(64, { message: NOT_YOUR_ACCOUNT_MESSAGE })(target, key);
  };
}

/** A field the original clients send that the server sets itself (a client-side date, say): accepted, ignored. */
export function IgnoredTextField(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description: 'Accepted and ignored: the server sets it' })(target, key);
    Omittable()(target, key);
    IsString({ message: `${String(key)} must be text` })(target, key);
    MaxChars(100, { message: `${String(key)} must be at most 100 characters` })(target, key);
  };
}

/** An e-mail address the original clients send for the caller: refused when it is anyone else's (see above). */
export function assertCallersEmail(caller: Account, email: string | undefined): void {
  if (email !== undefined && email.trim().toLowerCase() !== caller.email) {
    throw new ForbiddenException(NOT_YOUR_ACCOUNT_MESSAGE);
  }
}
