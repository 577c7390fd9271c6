import { priceRatingText } from './price-rating-messages';

const formatDollars = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

describe('priceRatingText', () => {
  it('words a price rating: the badge and what it is based on', () => {
    const rated = (label: 'Great' | 'Fair' | 'Overpriced', sellPrice: number) =>
      priceRatingText(
        { sellPrice, priceRating: { label, marketPrice: 11_200, comparables: 1042 } },
        formatDollars,
      );
    expect(rated('Great', 10_000)).toEqual({
      badge: 'Great price',
      explanation: '$1,200 below the market price ($11,200) of 1,042 similar cars',
    });
    expect(rated('Fair', 11_200).explanation).toBe('At the market price ($11,200) of 1,042 similar cars');
    expect(rated('Overpriced', 13_000)).toEqual({
      badge: 'Overpriced',
      explanation: '$1,800 above the market price ($11,200) of 1,042 similar cars',
    });
    expect(
      priceRatingText(
        { sellPrice: 9000, priceRating: { label: null, marketPrice: null, comparables: 3 } },
        formatDollars,
      ),
    ).toEqual({ badge: null, explanation: 'Not enough similar cars to rate this price' });
  });
});
