// The price rating's rule (docs/product-rules.md, "Price rating"): which cars are comparable, and the market price
// as the median of their prices, from the figures a PriceSegment keeps.
import { type PriceRating, PRICE_RATING_MIN_COMPARABLES, priceRatingLabel } from '@usedcars/contract/types';
import { centsToDollars } from '../common/money';
import type { Product } from './product.entity';

/** Mileage bands are this wide; comparables come from the car's band and the two next to it. */
export const MILEAGE_BAND_KM = 25_000;
/** Comparables were made (or where a listing does not tell, bought) at most this many years before or after the car. */
export const YEAR_WINDOW = 2;
export const BAND_WINDOW = 1;

/** The rating segment of a car: the cars of one segment share their comparables. */
export interface Segment {
  brandId: string;
  modelKey: string;
  year: number;
  band: number;
}

type RatedRow = Pick<Product, 'brandId' | 'model' | 'listingYear' | 'mileageKm'>;

/** Models compare trimmed and case-insensitively, as the model filter does. */
export function modelKeyOf(model: string): string {
  return model.trim().toLowerCase();
}

/** The car's segment; null when its model or mileage is unknown (the listing does not tell). */
export function segmentOf(car: RatedRow): Segment | null {
  if (car.model === null || car.mileageKm === null || !car.model.trim()) return null;
  return {
    brandId: car.brandId,
    modelKey: modelKeyOf(car.model),
    // The model year; a listing that does not give one is compared by its purchase year (listingYearOf).
    year: Number(car.listingYear),
    band: Math.floor(car.mileageKm / MILEAGE_BAND_KM),
  };
}

export function segmentKey(segment: Segment): string {
  return `${segment.brandId}|${segment.modelKey}|${segment.year}|${segment.band}`;
}

/** The segments whose window holds `segment`'s cars (the window is symmetric, so also its own window). */
export function neighbours(segment: Segment): Segment[] {
  const found: Segment[] = [];
  for (let year = segment.year - YEAR_WINDOW; year <= segment.year + YEAR_WINDOW; year += 1) {
    for (let band = segment.band - BAND_WINDOW; band <= segment.band + BAND_WINDOW; band += 1) {
      if (band >= 0) found.push({ ...segment, year, band });
    }
  }
  return found;
}

export function inWindow(of: Segment, car: Segment): boolean {
  return Math.abs(car.year - of.year) <= YEAR_WINDOW && Math.abs(car.band - of.band) <= BAND_WINDOW;
}

/** What a segment keeps of its window's prices: their count and the sorted ones around the middle. */
export interface WindowFigures {
  count: number;
  offset: number;
  middle: number[];
}

/**
 * The sorted `prices` (n of them) at indexes floor((n-3)/2) to floor((n+1)/2): the median of all of them needs
 * (n-1)/2 or n/2-1 and n/2, and the median without any one of them needs one index more on either side.
 */
export function windowFigures(prices: number[]): WindowFigures {
  const sorted = [...prices].sort((a, b) => a - b);
  const n = sorted.length;
  const offset = Math.max(0, Math.floor((n - 3) / 2));
  return { count: n, offset, middle: sorted.slice(offset, Math.floor((n + 1) / 2) + 1) };
}

/** A segment's figures: its window's, and the ids of the segment's own cars that the window does not count. */
export interface SegmentFigures extends WindowFigures {
  leftOut: string[];
}

/**
 * A seller's listings count at most this many times in one window: one seller's flood cannot set a market price, and
 * fewer than PRICE_RATING_MIN_COMPARABLES, so a verdict always takes the cars of two sellers or more.
 */
export const MAX_COUNTED_PER_SELLER = 4;

/** A car of a window as the counting rule sees it (`established`: its seller's standing, users' rule). */
export interface WindowCar {
  id: string;
  sellerId: string;
  established: boolean;
}

/**
 * The cars of a window that set its market price: established sellers' (users' establishedAccountSql: verified by
 * an admin, proven and of age, or a party to a paid order), at most MAX_COUNTED_PER_SELLER of each seller, the
 * first listed (ids are in creation order), so a seller's later listings never displace earlier ones.
 */
export function countedCars<T extends WindowCar>(cars: T[]): T[] {
  const perSeller = new Map<string, number>();
  return [...cars]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((car) => {
      if (!car.established) return false;
      const counted = perSeller.get(car.sellerId) ?? 0;
      perSeller.set(car.sellerId, counted + 1);
      return counted < MAX_COUNTED_PER_SELLER;
    });
}

/** The median of the window's prices, leaving out one car of price `without` (which must be one of them). */
export function windowMedian({ count, offset, middle }: WindowFigures, without?: number): number | null {
  const at = (index: number) => middle[index - offset] as number;
  // Without a car: the sorted remainder is the window's, shifted down by one from the first price >= `without`.
  const remaining = without === undefined ? count : count - 1;
  const value = (index: number) => (without === undefined || at(index) < without ? at(index) : at(index + 1));
  if (remaining <= 0) return null;
  return remaining % 2 === 1
    ? value((remaining - 1) / 2)
    : (value(remaining / 2 - 1) + value(remaining / 2)) / 2;
}

/** A car's rating: its segment's figures without the car itself when it is one of them (a counted listing). */
export function priceRatingOf(
  car: Pick<Product, 'id' | 'sellPriceCents' | 'deletedAt' | 'takenDownAt' | 'heldForReviewAt'>,
  figures: SegmentFigures | null,
): PriceRating {
  if (!figures) return { label: null, marketPrice: null, comparables: 0 };
  const counted =
    car.deletedAt === null &&
    car.takenDownAt === null &&
    car.heldForReviewAt === null &&
    !figures.leftOut.includes(car.id);
  const comparables = counted ? figures.count - 1 : figures.count;
  if (comparables < PRICE_RATING_MIN_COMPARABLES) return { label: null, marketPrice: null, comparables };
  const marketCents = Math.round(windowMedian(figures, counted ? car.sellPriceCents : undefined) as number);
  return {
    label: priceRatingLabel(car.sellPriceCents, marketCents),
    marketPrice: centsToDollars(marketCents),
    comparables,
  };
}
