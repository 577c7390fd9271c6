// Display formats shared by every app: dollars, month-year ('Jun 2021'), dates, kilometres and a car's key facts.
import { formatDollars, groupDigits } from '@usedcars/contract/numbers';
import { type LastPriceChange, listingYear, type Product } from '@usedcars/contract/types';

// Numbers are written without Intl (see contract/numbers.ts), the money format included.
export { formatDollars };

// Month names written out rather than taken from dayjs or Intl: dayjs would grow the home page's first load, Intl's
// short months differ between ICU versions ('Sep' or 'Sept'), and its first use loads the locale data.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date-time string as a local Date, or null when it is not one. */
function parseDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2021-06' → 'Jun 2021'. Returns the input unchanged when it is not a YYYY-MM month. */
export function formatMonthYear(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/**
 * ISO date-time → 'Jun 5, 2021' (local time): the one way a date is written in every app (beside a time, see
 * formatDateTime; a month alone, formatMonthYear), so that no page shows '28 Nov' beside 'Nov 24, 2026'.
 */
export function formatDate(iso: string): string {
  const date = parseDate(iso);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : iso;
}

/** ISO date-time → 'Jun 5, 2021 3:04 PM' (local time). */
export function formatDateTime(iso: string): string {
  const date = parseDate(iso);
  if (!date) return iso;
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(iso)} ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 64000 → '64,000 km'. */
export function formatKm(km: number): string {
  return `${groupDigits(km)} km`;
}

/**
 * The car's year as buyers read it: its model year ('2015'), or where the listing gives none the year it was bought,
 * said as such ('Bought 2019'): never passed off as the year it was made.
 */
export function carYear(product: Pick<Product, 'modelYear' | 'purchaseYear'>): string {
  const { year, known } = listingYear(product);
  return known ? String(year) : `Bought ${year}`;
}

/**
 * The car as buyers name it: model year, brand and model ('2015 Toyota Corolla'); without a model year, brand and
 * model alone; null when the model is unknown.
 */
export function carTitle(
  product: Pick<Product, 'modelYear' | 'brand' | 'brandName' | 'model'>,
): string | null {
  if (!product.model) return null;
  return [product.modelYear, product.brandName || product.brand, product.model].filter(Boolean).join(' ');
}

/** What every car site leads with: year, mileage, fuel and gearbox, each only when the listing gives it. */
export function keySpecs(
  product: Pick<Product, 'modelYear' | 'purchaseYear' | 'mileage' | 'fuel' | 'transmission'>,
): string[] {
  return [
    carYear(product),
    product.mileage === null ? null : formatKm(product.mileage),
    product.fuel,
    product.transmission,
  ].filter((fact): fact is string => Boolean(fact));
}

/**
 * A listing's last price change (`Product.lastPriceChange`) in words, e.g. "Price dropped $1,000 on Nov 3, 2026";
 * null while the listing still asks the price it was listed at. Its date is written as every other date (formatDate).
 */
export function describePriceChange(
  change: LastPriceChange | null,
): { dropped: boolean; text: string } | null {
  if (!change || change.from.price === change.to.price) return null;
  const { from, to } = change;
  const dropped = to.price < from.price;
  const amount = Math.round(Math.abs(from.price - to.price) * 100) / 100;
  return {
    dropped,
    text: `Price ${dropped ? 'dropped' : 'raised'} ${formatDollars(amount)} on ${formatDate(to.date)}`,
  };
}
