// Numbers as the product writes them (US English: '64,000', '$12,500', '$99.50'), without Intl. The first Intl call in
// a page loads the browser's locale data, a long main-thread task before the page can answer a tap, for formats
// that never change. Dates are written out the same way (shared-ui's format.ts).

/** 1234567 → '1,234,567'; 1234.5 with 2 digits → '1,234.50'. Rounds as Intl does (to the nearest, ties away from 0). */
export function groupDigits(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = fixed(Math.abs(value), fractionDigits);
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A non-negative number's whole and fraction digits, rounded as Intl rounds: the number as JavaScript writes it
 * ('1.005') is rounded, not its binary value (1.00499…, which toFixed rounds down).
 */
function fixed(value: number, digits: number): [string, string] {
  const written = String(value);
  // Past what a double holds exactly as a decimal, or written with an exponent: toFixed's digits are all there is.
  if (written.includes('e') || value >= 1e15) {
    const [whole = '0', fraction = ''] = value.toFixed(digits).split('.');
    return [whole, fraction];
  }
  const scaled = String(Math.round(Number(`${written}e${digits}`))).padStart(digits + 1, '0');
  return digits === 0 ? [scaled, ''] : [scaled.slice(0, -digits), scaled.slice(-digits)];
}

/** 12500 → '$12,500'; 99.5 → '$99.50' (cents, when there are any, always with two digits). Prices travel as dollars. */
export function formatDollars(amount: number): string {
  const digits = groupDigits(amount, Number.isInteger(amount) ? 0 : 2);
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`;
}
