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

/** The whole number typed (digits only, surrounding blanks allowed), or null. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** An antd rule: empty passes (the required rule speaks then), else a whole number within [min, max]. */
export function wholeNumberRule(min: number, max: number, message: string) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      if (!value || value.trim() === '') return Promise.resolve();
      const amount = parseWholeNumber(value);
      return amount !== null && amount >= min && amount <= max
        ? Promise.resolve()
        : Promise.reject(new Error(message));
    },
  };
}

/** The optional whole number typed, or undefined when the field was left empty. */
export function optionalWholeNumber(text: string | undefined): number | undefined {
  return text && text.trim() !== '' ? (parseWholeNumber(text) ?? undefined) : undefined;
}

/** The optional text typed, trimmed, or undefined when the field was left empty. */
export function optionalText(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}
