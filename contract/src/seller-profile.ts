// How a seller's profile words its facts, shared by the storefront's page and the web server's head for search
// engines, so that the two never say it differently.
import type { SellerProfile } from './types';

/** The page's title before " | UsedCars". */
export function sellerPageTitle(displayName: string): string {
  return `${displayName}, used-car seller`;
}

/** "within an hour", "within 3 hours", "within a day", "within 2 days". */
export function describeResponseTime(seconds: number): string {
  const hours = Math.ceil(seconds / 3600);
  if (hours <= 1) return 'within an hour';
  if (hours < 24) return `within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'within a day' : `within ${days} days`;
}

/** "90%" of conversations answered within a day. */
export function describeResponseRate(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** "1 car for sale", "12 cars for sale". */
export function carsForSale(count: number): string {
  return `${count} ${count === 1 ? 'car' : 'cars'} for sale`;
}

/** "1 car sold", "3 cars sold". */
export function carsSold(count: number): string {
  return `${count} ${count === 1 ? 'car' : 'cars'} sold`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `YYYY-MM` -> "Dec 2026" (a month, the same in every time zone). */
export function memberSinceText(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** The profile's one-line summary (the head's description; what a link preview shows). */
export function sellerSummary(profile: SellerProfile): string {
  const parts = [
    profile.verified ? 'Verified seller' : 'Seller',
    `member since ${memberSinceText(profile.memberSince)}`,
    carsForSale(profile.forSale.total),
    carsSold(profile.soldCount),
  ];
  if (profile.responseRate !== null)
    parts.push(`answers ${describeResponseRate(profile.responseRate)} of buyers within a day`);
  return `${profile.displayName}: ${parts.join(', ')}.`;
}
