import { Injectable } from '@nestjs/common';
import type { Product as ProductBody } from '@usedcars/contract/types';
import { serializeBookedProduct } from './catalog.serializers';
import { priceRatingOf, type SegmentFigures, segmentKey, segmentOf } from './price-rating';
import { PriceRatings } from './price-ratings.service';
import type { Product } from './product.entity';

/** Rows kept at most (2-4 kB each as JSON: some tens of MiB), the least recently read forgotten first. */
export const MAX_KEPT_ROWS = 10_000;
/** Rating segments kept at most (a few hundred bytes each). */
export const MAX_KEPT_SEGMENTS = 20_000;

interface KeptRow {
  body: Omit<ProductBody, 'priceRating'>;
  /** Its rating segment's key; null when the car has none (model or mileage unknown). */
  segment: string | null;
  rated: Pick<Product, 'id' | 'sellPriceCents' | 'deletedAt' | 'takenDownAt' | 'heldForReviewAt'>;
}

/**
 * Listed cars as the public lists answer them, kept in memory by id across catalog writes, with their rating
 * segments' figures: a page the search index answers reads the database only for the rows and segments not kept.
 *
 * A catalog write does not empty it (at a write a second that would leave it always empty). The search index's
 * catch-ups (one per catalog event) keep it current instead: each one forgets the rows it re-read (listings changed
 * or created, and those of accounts changed) and the segments refreshed since, before the index answers again, so a
 * write is in the next page as it is in the next search. A brand or category renamed re-stamps its listings, so they
 * are re-read too. Read only while the index answers: without its catch-ups nothing here would be forgotten.
 */
@Injectable()
export class ListedRows {
  private readonly rows = new Map<string, KeptRow>();
  /** null: the segment has no figures (no counted car in its window). */
  private readonly segments = new Map<string, SegmentFigures | null>();
  /** Counts the forgets: a read that overlapped one may hold what was forgotten, and is not kept. */
  private forgets = 0;

  constructor(private readonly ratings: PriceRatings) {}

  /**
   * The bodies of `ids` in their order, rated; `readRows` reads those not kept (with category, brand and author).
   * An id whose row is not found is left out.
   */
  async bodiesOf(ids: string[], readRows: (ids: string[]) => Promise<Product[]>): Promise<ProductBody[]> {
    const forgetsBefore = this.forgets;
    const found = new Map<string, KeptRow>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = recent(this.rows, id);
      if (kept) found.set(id, kept);
      else missing.push(id);
    }
    const read = missing.length ? (await readRows(missing)).map(keptRowOf) : [];
    for (const row of read) found.set(row.body._id, row);

    const figures = new Map<string, SegmentFigures | null>();
    const unknown = new Set<string>();
    for (const { segment } of found.values()) {
      if (segment === null || figures.has(segment) || unknown.has(segment)) continue;
      const kept = recent(this.segments, segment);
      if (kept === undefined) unknown.add(segment);
      else figures.set(segment, kept);
    }
    const readFigures = unknown.size ? await this.ratings.figuresOf([...unknown]) : new Map();
    for (const segment of unknown) figures.set(segment, readFigures.get(segment) ?? null);

    if (this.forgets === forgetsBefore) {
      for (const row of read) keep(this.rows, row.body._id, row, MAX_KEPT_ROWS);
      for (const segment of unknown) keep(this.segments, segment, figures.get(segment)!, MAX_KEPT_SEGMENTS);
    }
    return ids.flatMap((id) => {
      const row = found.get(id);
      if (!row) return [];
      const rating = priceRatingOf(row.rated, row.segment === null ? null : figures.get(row.segment)!);
      return [{ ...row.body, priceRating: rating }];
    });
  }

  /** After a catch-up read these listings and segments: forgets them (a kept copy may be out of date). */
  forget(ids: Iterable<string>, segments: Iterable<string>): void {
    this.forgets += 1;
    for (const id of ids) this.rows.delete(id);
    for (const segment of segments) this.segments.delete(segment);
  }

  /** After the index reloaded every listing (rows vanished): forgets everything. */
  forgetAll(): void {
    this.forgets += 1;
    this.rows.clear();
    this.segments.clear();
  }

  /** How many rows and segments are kept (tests, the logs). */
  get size(): { rows: number; segments: number } {
    return { rows: this.rows.size, segments: this.segments.size };
  }
}

function keptRowOf(product: Product): KeptRow {
  const segment = segmentOf(product);
  return {
    body: serializeBookedProduct(product),
    segment: segment && segmentKey(segment),
    rated: {
      id: product.id,
      sellPriceCents: product.sellPriceCents,
      deletedAt: product.deletedAt,
      takenDownAt: product.takenDownAt,
      heldForReviewAt: product.heldForReviewAt,
    },
  };
}

/** `map`'s value of `key`, moved to the end (the most recently read). */
function recent<V>(map: Map<string, V>, key: string): V | undefined {
  if (!map.has(key)) return undefined;
  const value = map.get(key) as V;
  map.delete(key);
  map.set(key, value);
  return value;
}

/** Keeps `value` as the most recent, dropping the least recent beyond `max`. */
function keep<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as string);
}
