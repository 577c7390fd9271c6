// A car's price rating in full, for its page and the comparison: the verdict in words and what it is based on
// ("Good price: $700 below the market price ($15,200) of 42 similar cars"), or that there are too few to say.
import type { Product } from '@usedcars/contract/types';
import { priceRatingText } from '@usedcars/contract/price-rating-messages';
import { formatDollars } from '@usedcars/shared-ui/format';

export function PriceRatingNote({ car }: { car: Pick<Product, 'sellPrice' | 'priceRating'> }) {
  const { badge, explanation } = priceRatingText(car, formatDollars);
  return (
    <span data-testid="price-rating-note">
      {badge ? <strong>{badge}: </strong> : null}
      {explanation}
    </span>
  );
}
