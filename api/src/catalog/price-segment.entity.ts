import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { VEHICLE_LIMITS } from '@usedcars/contract/types';

/**
 * The market figures of one rating segment (a brand, a model, a year and a mileage band: see price-rating.ts),
 * taken over the segment's comparables window, so that a page of cars reads its ratings in one query by key. Kept by
 * PriceRatings, which recomputes the segments a listing write touches; rows exist only for windows holding a car.
 */
@Entity('price_segments')
@Index('IDX_price_segments_model', ['brandId', 'modelKey'])
@Index('IDX_price_segments_refreshed', ['refreshedAt'])
export class PriceSegment {
  /** `brandId|modelKey|year|band` (segmentKey in price-rating.ts). */
  @PrimaryColumn({ type: 'varchar', length: 120 })
  segmentKey: string;

  @Column({ type: 'varchar', length: 36 })
  brandId: string;

  /** The model, trimmed and lower-cased. */
  @Column({ type: 'varchar', length: VEHICLE_LIMITS.modelMaxLength })
  modelKey: string;

  @Column({ type: 'smallint' })
  year: number;

  @Column({ type: 'int' })
  band: number;

  /** Counted cars in the window, a car of this segment itself included. */
  @Column({ type: 'int' })
  comparableCount: number;

  /** Index in the window's sorted prices of the first of `middlePrices`. */
  @Column({ type: 'int' })
  middleOffset: number;

  /** The sorted prices (cents) around the middle: enough for the median with or without any one car (JSON). */
  @Column({ type: 'text' })
  middlePrices: string;

  /**
   * The ids of this segment's own cars that its window does not count (a seller not established, or beyond a
   * seller's share: price-rating.ts countedCars), as JSON: such a car is rated against every counted one.
   */
  @Column({ type: 'text' })
  leftOutIds: string;

  @Column({ type: 'datetime' })
  refreshedAt: Date;
}
