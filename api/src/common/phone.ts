// The one rule of a mobile number, for a seller's listing and a buyer's booking alike.
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The mobile columns (products, orders) hold at most this many characters. */
export const PHONE_MAX_LENGTH = 32;

/** 7 to 15 digits, an optional leading +, spaces or dashes between digits; at most 32 characters in all. */
export function isPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > PHONE_MAX_LENGTH || !/^\+?\d[\d -]*\d$/.test(value)) {
    return false;
  }
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A class-validator check of the rule above. */
export function PhoneNumber(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'phoneNumber', validator: { validate: isPhoneNumber } }, options);
}
