import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { RequestValidationError, type FieldError } from './errors';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    const mine: FieldError[] = own.length > 0 ? [{ field, message: own[0] as string }] : [];
    return [...mine, ...flatten(error.children ?? [], field)];
  });
}

/** Unknown fields are rejected; the first field message becomes the error's `message`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new RequestValidationError(flatten(errors)),
  });
}
