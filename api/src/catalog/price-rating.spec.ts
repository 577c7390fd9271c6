import { PRICE_RATING_MIN_COMPARABLES, priceRatingLabel } from '@usedcars/contract/types';
import {
  countedCars,
  MAX_COUNTED_PER_SELLER,
  neighbours,
  priceRatingOf,
  segmentOf,
  windowFigures,
  windowMedian,
} from './price-rating';
import { listingYearOf } from './product.entity';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const LIVE = { id: 'car', deletedAt: null, takenDownAt: null, heldForReviewAt: null };

/** A segment's figures over `prices`, leaving out the ids `leftOut`. */
const segmentFigures = (prices: number[], leftOut: string[] = []) => ({ ...windowFigures(prices), leftOut });

describe('price rating rule', () => {
  it('keeps enough of the middle for the median with and without any one price', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let n = 1; n <= 40; n += 1) {
      // Few distinct values, so ties are common.
      const prices = Array.from({ length: n }, () => (next() % 9) * 1000);
      const figures = windowFigures(prices);
      expect(figures.middle.length).toBeLessThanOrEqual(4);
      expect(windowMedian(figures)).toBe(median(prices));
      for (let index = 0; index < n; index += 1) {
        const others = prices.filter((_, at) => at !== index);
        expect(windowMedian(figures, prices[index])).toBe(others.length ? median(others) : null);
      }
    }
  });

  it('labels a price by its difference from the market price, thresholds inclusive toward Fair', () => {
    expect(priceRatingLabel(9000, 10000)).toBe('Great');
    expect(priceRatingLabel(9001, 10000)).toBe('Good');
    expect(priceRatingLabel(9700, 10000)).toBe('Good');
    expect(priceRatingLabel(9701, 10000)).toBe('Fair');
    expect(priceRatingLabel(10300, 10000)).toBe('Fair');
    expect(priceRatingLabel(10301, 10000)).toBe('High');
    expect(priceRatingLabel(11000, 10000)).toBe('High');
    expect(priceRatingLabel(11001, 10000)).toBe('Overpriced');
  });

  it('gives no verdict below five comparables, and leaves the car itself out when it is counted', () => {
    const figures = segmentFigures([100, 200, 300, 400, 500, 600]);
    const counted = priceRatingOf({ ...LIVE, sellPriceCents: 600 }, figures);
    expect(counted).toEqual({ label: 'Overpriced', marketPrice: 3, comparables: 5 });
    const held = priceRatingOf({ ...LIVE, heldForReviewAt: new Date(), sellPriceCents: 350 }, figures);
    expect(held).toEqual({ label: 'Fair', marketPrice: 3.5, comparables: 6 });
    expect(priceRatingOf({ ...LIVE, sellPriceCents: 600 }, segmentFigures([1, 2, 3, 4, 600]))).toEqual({
      label: null,
      marketPrice: null,
      comparables: 4,
    });
    expect(priceRatingOf({ ...LIVE, sellPriceCents: 1 }, null)).toEqual({
      label: null,
      marketPrice: null,
      comparables: 0,
    });
  });

  it('rates a car its window left out against every counted car, itself not among them', () => {
    const figures = segmentFigures([100, 200, 300, 400, 500], ['car']);
    expect(priceRatingOf({ ...LIVE, sellPriceCents: 1 }, figures)).toEqual({
      label: 'Great',
      marketPrice: 3,
      comparables: 5,
    });
  });

  it('counts established sellers only, each at most a few times, their first listings first', () => {
    const cars = [
      ...Array.from({ length: 50 }, (_, index) => ({
        id: `f${String(index).padStart(2, '0')}`,
        sellerId: 'flood',
        established: true,
      })),
      { id: 'a1', sellerId: 'a', established: true },
      { id: 't1', sellerId: 'throwaway', established: false },
    ];
    expect(MAX_COUNTED_PER_SELLER).toBeLessThan(PRICE_RATING_MIN_COMPARABLES);
    const counted = countedCars(cars).map((car) => car.id);
    expect(counted).toEqual(['a1', ...cars.slice(0, MAX_COUNTED_PER_SELLER).map((car) => car.id)]);
  });

  it('puts a car in a segment by brand, model (any case), model year (else purchase year) and 25,000 km band', () => {
    const car = {
      brandId: 'b',
      model: ' Corolla ',
      listingYear: listingYearOf({ purchaseMonth: '2018-07', modelYear: null }),
      mileageKm: 74_999,
    };
    expect(segmentOf(car)).toEqual({ brandId: 'b', modelKey: 'corolla', year: 2018, band: 2 });
    expect(
      segmentOf({ ...car, listingYear: listingYearOf({ purchaseMonth: '2018-07', modelYear: 2014 }) }),
    ).toEqual({
      brandId: 'b',
      modelKey: 'corolla',
      year: 2014,
      band: 2,
    });
    expect(segmentOf({ ...car, mileageKm: null })).toBeNull();
    expect(neighbours({ brandId: 'b', modelKey: 'x', year: 2018, band: 0 })).toHaveLength(10);
  });
});
