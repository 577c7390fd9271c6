import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { isEmail, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { cleanName } from '@usedcars/contract/names';
import { InvalidField, type FieldError } from './domain-errors';

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
    exceptionFactory: (errors) => new InvalidField(flatten(errors)),
  });
}

/**
 * MaxLength as the database counts it: characters (code points), which is what a MySQL/MariaDB VARCHAR(n) holds.
 * class-validator's MaxLength does not count U+FE0E/U+FE0F variation selectors, so "❤️" x 120 passed a 120 limit
 * and then failed the INSERT with "Data too long" (a 500).
 */
export function MaxChars(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxLength',
      constraints: [max],
      validator: { validate: (value: unknown) => typeof value === 'string' && [...value].length <= max },
    },
    options,
  );
}

/** Decimal places of a number as JavaScript prints it, exponent form included: 1.5e-7 has 8. */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

/**
 * A finite number with at most `max` decimals. Replaces IsNumber({ maxDecimalPlaces }), which throws a TypeError
 * (a 500) on numbers JavaScript prints in exponent form, such as 1e-7.
 */
export function MaxDecimals(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNumber',
      constraints: [max],
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isFinite(value) && decimalPlaces(value) <= max,
      },
    },
    options,
  );
}

/**
 * A field the caller may leave out, but not send as null: @IsOptional() would let null through the other checks and
 * on to a NOT NULL column (a 500 instead of the field's message).
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_dto: object, value: unknown) => value !== undefined);
}

/**
 * A name others read on one line (a display name, a car's, a category's, a meeting place...): kept as the contract's
 * cleanName writes it, without line breaks or control characters. Checked after, so a name of nothing else is empty.
 */
export function CleanName(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? cleanName(value) : value));
}

/** An e-mail address as stored and compared: trimmed, lower-cased (a Transform's function). */
export const normaliseEmail = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** class-validator's IsEmail, but a string it cannot parse (a lone surrogate throws URIError) is just not an email. */
export function IsEmailAddress(options: ValidationOptions): PropertyDecorator {
  const validate = (value: unknown): boolean => {
    try {
      return typeof value === 'string' && isEmail(value);
    } catch {
      return false;
    }
  };
  return ValidateBy({ name: 'isEmail', validator: { validate } }, options);
}
