// Client checks matching the API's: positive dollar prices with at most two decimals; a phone-like mobile.

export const PRICE_MESSAGE = 'Enter a positive price with at most two decimals';
export const MOBILE_MESSAGE = 'Enter a valid mobile number';

const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;
const MOBILE_PATTERN = /^\+?[\d\s-]+$/;

/** The dollar amount typed, or null when it is not a positive amount with at most two decimals. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!PRICE_PATTERN.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 ? amount : null;
}

/** 7–15 digits, an optional leading +, spaces or dashes between. */
export function isValidMobile(text: string): boolean {
  const trimmed = text.trim();
  if (!MOBILE_PATTERN.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
