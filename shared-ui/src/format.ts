// Display formats shared by every app: dollars, month-year ('Jun 2021'), dates, kilometres and a car's key facts.
import type { PricePoint, Product } from '@usedcars/contract/types';
import dayjs from 'dayjs';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** 12500 → '$12,500'; 99.5 → '$99.50' (cents, when there are any, always with two digits). Prices travel as dollars. */
export function formatDollars(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : dollarsAndCents).format(amount);
}

/** '2021-06' → 'Jun 2021'. Returns the input unchanged when it is not a YYYY-MM month. */
export function formatMonthYear(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return month;
  const parsed = dayjs(`${match[1]}-${match[2]}-01`);
  return parsed.isValid() ? parsed.format('MMM YYYY') : month;
}

/** ISO date-time → 'Jun 5, 2021'. */
export function formatDate(iso: string): string {
  const parsed = dayjs(iso);
  return parsed.isValid() ? parsed.format('MMM D, YYYY') : iso;
}

/** ISO date-time → 'Jun 5, 2021 3:04 PM'. */
export function formatDateTime(iso: string): string {
  const parsed = dayjs(iso);
  return parsed.isValid() ? parsed.format('MMM D, YYYY h:mm A') : iso;
}

const thousands = new Intl.NumberFormat('en-US');

/** 64000 → '64,000 km'. */
export function formatKm(km: number): string {
  return `${thousands.format(km)} km`;
}

/** What every car site leads with: year, mileage, fuel and gearbox, each only when the listing gives it. */
export function keySpecs(
  product: Pick<Product, 'purchaseYear' | 'mileage' | 'fuel' | 'transmission'>,
): string[] {
  return [
    product.purchaseYear.slice(0, 4),
    product.mileage === null ? null : formatKm(product.mileage),
    product.fuel,
    product.transmission,
  ].filter((fact): fact is string => Boolean(fact));
}

/**
 * The listing's last price change, e.g. "Price dropped $1,000 on 3 Nov" (the year too when it is not this year's);
 * null while the listing still asks the price it was listed at.
 */
export function lastPriceChange(
  history: readonly PricePoint[],
  now = new Date(),
): { dropped: boolean; text: string } | null {
  const [before, last] = history.slice(-2);
  if (!before || !last || before.price === last.price) return null;
  const dropped = last.price < before.price;
  const amount = Math.round(Math.abs(before.price - last.price) * 100) / 100;
  const date = dayjs(last.date);
  const day = date.format(date.year() === now.getFullYear() ? 'D MMM' : 'D MMM YYYY');
  return { dropped, text: `Price ${dropped ? 'dropped' : 'raised'} ${formatDollars(amount)} on ${day}` };
}
