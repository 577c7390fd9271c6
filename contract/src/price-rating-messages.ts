// The price rating's wording (the rule: priceRatingLabel in types.ts). Its own small file, apart from messages.ts:
// every car card on the home page shows the badge, and that page's first load is on a tight budget.
import { groupDigits } from './numbers';
import type { PriceRatingLabel, Product } from './types';

/** A listing's price rating as the screens word it (the rule: priceRatingLabel in types.ts). */
export const PRICE_RATING_MESSAGES = {
  badge: (label: PriceRatingLabel) => (label === 'Overpriced' ? label : `${label} price`),
  /** `difference`: the price's distance from the market price, formatted; null when it is the market price. */
  explanation: (difference: string | null, below: boolean, marketPrice: string, comparables: number) =>
    `${difference ? `${difference} ${below ? 'below' : 'above'}` : 'At'} the market price (${marketPrice}) of ${groupDigits(comparables)} similar cars`,
  notEnough: 'Not enough similar cars to rate this price',
} as const;

/**
 * A listing's price rating in words (`formatDollars`: the screens' money format): the badge ('Great price'; null without a verdict) and the sentence that
 * explains it ('$1,200 below the market price ($11,200) of 42 similar cars', or that there are too few).
 */
export function priceRatingText(
  product: Pick<Product, 'sellPrice' | 'priceRating'>,
  formatDollars: (dollars: number) => string,
): {
  badge: string | null;
  explanation: string;
} {
  const { label, marketPrice, comparables } = product.priceRating;
  if (label === null || marketPrice === null)
    return { badge: null, explanation: PRICE_RATING_MESSAGES.notEnough };
  const difference = Math.round(product.sellPrice - marketPrice);
  return {
    badge: PRICE_RATING_MESSAGES.badge(label),
    explanation: PRICE_RATING_MESSAGES.explanation(
      difference === 0 ? null : formatDollars(Math.abs(difference)),
      difference < 0,
      formatDollars(marketPrice),
      comparables,
    ),
  };
}
