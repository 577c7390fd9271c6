import { formatDollars, groupDigits } from './numbers';

// The formats match what Intl writes for en-US, which they replace in the browser.
const intlThousands = new Intl.NumberFormat('en-US');
const intlWholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const intlCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

describe('groupDigits', () => {
  it.each([0, 7, 999, 1000, 12345, 64000, 999999, 1000000, 2000000, 1234567890, -1, -1000, -1234567])(
    'groups %p as Intl does',
    (value) => {
      expect(groupDigits(value)).toBe(intlThousands.format(value));
    },
  );

  it('rounds whole and to fixed digits as Intl does (a value that rounds to 0 has no sign)', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' });
    const cents = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    });
    for (const value of [
      0.4, 0.5, 1.5, 2.5, 999.5, 1234.567, 1.005, 0.125, 8.345, -0.4, -0.004, -2.5, 1e-7,
    ]) {
      expect(groupDigits(value)).toBe(whole.format(value));
      expect(groupDigits(value, 2)).toBe(cents.format(value));
    }
  });

  it('writes what is not a finite number as JavaScript does', () => {
    expect(groupDigits(Number.NaN)).toBe('NaN');
    expect(groupDigits(Infinity)).toBe('Infinity');
  });
});

describe('formatDollars', () => {
  it('writes whole dollars without cents, other amounts with two digits of cents', () => {
    for (const amount of [0, 5, 12500, 15500, 1000000, -1200]) {
      expect(formatDollars(amount)).toBe(intlWholeDollars.format(amount));
    }
    for (const amount of [99.5, 0.01, 12345.67, 1234.5, 0.005, 19999.999, -99.5]) {
      expect(formatDollars(amount)).toBe(intlCents.format(amount));
    }
    expect(formatDollars(12500)).toBe('$12,500');
    expect(formatDollars(99.5)).toBe('$99.50');
  });
});
