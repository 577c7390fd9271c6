import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import {
  type Condition,
  CONDITIONS,
  type Fuel,
  FUELS,
  type Location,
  type PriceRating,
  LOCATIONS,
  PRICE_HISTORY_KEPT_CHANGES,
  type ProductImage,
  type Transmission,
  TRANSMISSIONS,
  VEHICLE_LIMITS,
} from '@usedcars/contract/types';
import { BaseEntity } from '../common/base.entity';
import { User } from '../users';
import { Brand } from './brand.entity';
import { Category } from './category.entity';

/** The listing's photos in order, the cover first: the stored list, or for older listings their one image. */
export function photosOf(product: Pick<Product, 'images' | 'imageUrl' | 'thumbUrl'>): ProductImage[] {
  return (
    product.images ?? [
      { url: product.imageUrl, width: null, height: null, smaller: [], thumbnail: product.thumbUrl },
    ]
  );
}

/** An asking price in cents and when it was set (ISO 8601). */
export interface PriceChange {
  priceCents: number;
  at: string;
}

type PricedListing = Pick<Product, 'priceHistory' | 'sellPriceCents' | 'createdAt'>;

/** The listing's asking prices, oldest first: the one it was listed at, then its last changes. */
export function priceHistoryOf(product: PricedListing): PriceChange[] {
  return (
    product.priceHistory ?? [{ priceCents: product.sellPriceCents, at: product.createdAt.toISOString() }]
  );
}

/**
 * The history with a new asking price: the price it was listed at and the last PRICE_HISTORY_KEPT_CHANGES changes,
 * so that a seller changing the price again and again never fills the column (nor freezes the listing).
 */
export function withPriceChange(product: PricedListing, change: PriceChange): PriceChange[] {
  const [first, ...changes] = [...priceHistoryOf(product), change];
  return [first!, ...changes.slice(-PRICE_HISTORY_KEPT_CHANGES)];
}

/** The last change of the asking price, null while the listing asks the price it was listed at. */
export function lastPriceChangeOf(product: PricedListing): { from: PriceChange; to: PriceChange } | null {
  const [from, to] = priceHistoryOf(product).slice(-2);
  return from && to ? { from, to } : null;
}

/** A listing's year: its model year, else the year it was bought (`purchaseMonth` is `YYYY-MM`). */
export function listingYearOf(listing: Pick<Product, 'modelYear' | 'purchaseMonth'>): number {
  return listing.modelYear ?? Number(listing.purchaseMonth.slice(0, 4));
}

// Indexes follow the public list queries. Each starts with the columns the WHERE fixes (the filter, then sold and
// the three "still public" timestamps, all equalities or IS NULL), then the sort, so a page reads only its own
// rows in order, however large the catalog: unsold newest first, overall, per category, per brand, advertised,
// by price, by mileage and by year. The mileage and year ranges use the indexes of those sorts; condition, location
// and the price range are checked on the rows another index reads (none is selective enough to pay for an index
// on every write).
@Entity('products')
@Index('IDX_products_public_created', ['sold', 'deletedAt', 'takenDownAt', 'heldForReviewAt', 'createdAt'])
@Index('IDX_products_category_public_created', [
  'categoryId',
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'createdAt',
])
@Index('IDX_products_brand_public_created', [
  'brandId',
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'createdAt',
])
@Index('IDX_products_advertise_public_created', [
  'advertise',
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'createdAt',
])
@Index('IDX_products_public_price', [
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'sellPriceCents',
  'createdAt',
])
// Cheapest first (price up, then newest first): per-column directions, so created by a hand-written migration.
@Index('IDX_products_public_price_asc', { synchronize: false })
@Index('IDX_products_author_created', ['authorId', 'createdAt'])
// Newest car first (read backwards) and the year range, by the listing's year (listingYear, a column so that its
// index serves them); replaces (sold, ..., purchaseMonth, createdAt).
@Index('IDX_products_public_year', [
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'listingYear',
  'createdAt',
])
// Lowest mileage first (then newest first: mixed directions, a hand-written migration) and the mileage range.
@Index('IDX_products_public_mileage', { synchronize: false })
// A model of a brand, newest first; the model after the listing flags, so that the brand's model list
// (GET /models) reads only the entries of its listed cars.
@Index('IDX_products_brand_public_model', [
  'brandId',
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'model',
  'createdAt',
])
// A fuel (or a few), with or without the gearbox, newest first: a rare fuel's page and count read its own rows, not
// the catalog's.
@Index('IDX_products_fuel_public_created', [
  'fuel',
  'transmission',
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'createdAt',
])
// The price rating's refresh (PriceRatings): a model's listings in a range of years, read from the index alone
// (every column it reads is here, the seller and id too), so a write's refresh reads a few thousand index entries,
// not as many rows.
@Index('IDX_products_price_segment', [
  'brandId',
  'model',
  'listingYear',
  'mileageKm',
  'sellPriceCents',
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'authorId',
  'id',
])
// Varied searches (every filter at once, each query different, so no cache helps): counting a search's matches reads
// only this index, from the minimum price on (most searches set one), checking every other filter in its entries;
// without it each match costs a row read, and a count of 10,000 matches took half a second at 100,000 listings.
@Index('IDX_products_public_search', [
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'sellPriceCents',
  'categoryId',
  'brandId',
  'listingYear',
  'mileageKm',
  'fuel',
  'transmission',
  'model',
  'authorId',
])
// The facets' sample, the newest listed cars (see ProductFacetsService): a range of this index, every column the
// facets group by or filter on in its entries.
@Index('IDX_products_public_sample', [
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'createdAt',
  'brandId',
  'categoryId',
  'fuel',
  'transmission',
  'sellPriceCents',
  'listingYear',
  'mileageKm',
  'model',
  'authorId',
])
// The search index's catch-up: the listings changed since a time (search-index.service.ts).
@Index('IDX_products_updated', ['updatedAt'])
// The sitemap's cars (GET /products/sitemap): listed cars in id order, read in keyset pages from the index alone (the
// author's id for the join that drops closed accounts, the update time for lastmod).
@Index('IDX_products_public_id', [
  'sold',
  'deletedAt',
  'takenDownAt',
  'heldForReviewAt',
  'id',
  'updatedAt',
  'authorId',
])
// Reported Products: listings with open reports, most reported first.
@Index('IDX_products_open_reports', ['openReportCount'])
export class Product extends BaseEntity {
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 36 })
  categoryId: string;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'categoryId' })
  category: Category;

  @Column({ type: 'varchar', length: 36 })
  brandId: string;

  @ManyToOne(() => Brand, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'brandId' })
  brand: Brand;

  @Column({ type: 'simple-enum', enum: CONDITIONS })
  condition: Condition;

  @Column({ type: 'int' })
  originalPriceCents: number;

  @Column({ type: 'int' })
  sellPriceCents: number;

  /**
   * The asking prices before and including the current one, oldest first, once the seller has changed it: the first
   * and the last PRICE_HISTORY_KEPT_CHANGES (`withPriceChange`). Null while the listing still asks the price it was
   * listed at (read as that one price, see `priceHistoryOf`).
   */
  @Column({ type: 'simple-json', nullable: true, default: null })
  priceHistory: PriceChange[] | null;

  @Column({ type: 'simple-enum', enum: LOCATIONS })
  location: Location;

  /** Month of the original purchase, `YYYY-MM`. */
  @Column({ type: 'varchar', length: 7 })
  purchaseMonth: string;

  /**
   * The model year (year of manufacture); null where the listing does not tell (older listings, the original
   * clients'): the year filter, the year sort and the price rating then use the purchase year (`listingYear`).
   */
  @Column({ type: 'smallint', nullable: true, default: null })
  modelYear: number | null;

  /**
   * The year the listing is filtered, sorted and rated by (`listingYearOf`): its own column so that the public
   * indexes hold it. Written with `modelYear` and `purchaseMonth`, by every write of either. The default is only
   * there because SQLite adds a NOT NULL column with one; no listing keeps it.
   */
  @Column({ type: 'smallint', default: 0 })
  listingYear: number;

  /**
   * The listing's words for text searches (`searchWordsOf`: its name, description, model, fuel, gearbox, year and
   * place), written with those fields by every write of one. The default is only there because SQLite adds a NOT
   * NULL column with one.
   */
  @Column({ type: 'text', default: '' })
  searchWords: string;

  /** Seller's contact number: shown only to the seller and to buyers with a booking, never in public reads. */
  @Column({ type: 'varchar', length: 32 })
  mobile: string;

  // Vehicle facts: null where the listing does not tell (older listings, the original clients'), shown as unknown.
  @Column({ type: 'varchar', length: VEHICLE_LIMITS.modelMaxLength, nullable: true, default: null })
  model: string | null;

  @Column({ type: 'int', nullable: true, default: null })
  mileageKm: number | null;

  @Column({ type: 'simple-enum', enum: FUELS, nullable: true, default: null })
  fuel: Fuel | null;

  @Column({ type: 'simple-enum', enum: TRANSMISSIONS, nullable: true, default: null })
  transmission: Transmission | null;

  @Column({ type: 'smallint', nullable: true, default: null })
  previousOwners: number | null;

  @Column({ type: 'varchar', length: VEHICLE_LIMITS.colorMaxLength, nullable: true, default: null })
  color: string | null;

  @Column({ type: 'int', nullable: true, default: null })
  engineCc: number | null;

  @Column({ type: 'varchar', length: 17, nullable: true, default: null })
  vin: string | null;

  /** The cover photo (`images[0]`) and its thumbnail, kept in their own columns for the lists and old readers. */
  @Column({ type: 'varchar', length: 255 })
  imageUrl: string;

  @Column({ type: 'varchar', length: 255 })
  thumbUrl: string;

  /**
   * Every photo in the seller's order, the cover first, with its stored sizes; null on listings made before the
   * gallery (read as the one cover photo, see `photosOf`).
   */
  @Column({ type: 'simple-json', nullable: true, default: null })
  images: ProductImage[] | null;

  @Column({ type: 'varchar', length: 36 })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'authorId' })
  author: User;

  @Column({ type: 'boolean', default: false })
  advertise: boolean;

  @Column({ type: 'boolean', default: false })
  sold: boolean;

  /**
   * The order that bought the car: set in the same statement that sets `sold`, so exactly one order can win it.
   * No foreign key: orders already refer to products, and the sale is checked through the order's own state.
   */
  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  saleOrderId: string | null;

  /** Set when an admin takes the listing down: it leaves every public read; its seller still sees it. */
  @Column({ type: 'datetime', nullable: true, default: null })
  takenDownAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  takedownReason: string | null;

  /** Reports on this listing that no admin has reviewed yet (kept with the reports, in the same transactions). */
  @Column({ type: 'int', default: 0 })
  openReportCount: number;

  /** Set when the open reports reach the threshold: the listing leaves the public lists until an admin reviews it. */
  @Column({ type: 'datetime', nullable: true, default: null })
  heldForReviewAt: Date | null;

  /** Set when the seller deletes the listing: the row stays for the orders and wish lists that refer to it. */
  @Column({ type: 'datetime', nullable: true, default: null })
  deletedAt: Date | null;

  /** Not a column: set by PriceRatings.rate for the reads that answer it. */
  priceRating?: PriceRating;
}
