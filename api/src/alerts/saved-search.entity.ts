import { Column, Entity, Index } from 'typeorm';
import type { SavedSearchQuery } from '@usedcars/contract/types';
import { BaseEntity } from '../common/base.entity';

/**
 * A user's /cars search kept for alerts. Its brand, category and price bounds are copied out of the query into
 * columns so that a new listing's candidate searches are found by index, before the exact match runs on few.
 */
@Entity('saved_searches')
// "My saved searches", oldest first.
@Index('IDX_saved_searches_user', ['userId', 'id'])
// A new listing's candidates: searches of its brand (or of any brand), then of its category (or any).
@Index('IDX_saved_searches_brand_category', ['brand', 'category'])
@Index('UQ_saved_searches_unsubscribe', ['unsubscribeToken'], { unique: true })
// One search per user and filters: a repeated save (a double click) finds the first instead of making a twin.
@Index('UQ_saved_searches_user_query', ['userId', 'queryKey'], { unique: true })
export class SavedSearch extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** The filters as validated (GET /products' rules), without page. */
  @Column({ type: 'simple-json' })
  query: SavedSearchQuery;

  /** savedQueryKey(query); null only for a twin saved before the key existed (the first of them has it). */
  @Column({ type: 'varchar', length: 64, nullable: true, default: null })
  queryKey: string | null;

  @Column({ type: 'boolean', default: true })
  emailAlerts: boolean;

  /** query.brand, lower case, or null for any brand. */
  @Column({ type: 'varchar', length: 60, nullable: true, default: null })
  brand: string | null;

  /** query.category, lower case, or null for any category. */
  @Column({ type: 'varchar', length: 60, nullable: true, default: null })
  category: string | null;

  @Column({ type: 'int', nullable: true, default: null })
  minPriceCents: number | null;

  @Column({ type: 'int', nullable: true, default: null })
  maxPriceCents: number | null;

  /** The secret of its mails' unsubscribe link: turns this search's mails off, without logging in. */
  @Column({ type: 'varchar', length: 64 })
  unsubscribeToken: string;

  /** When it last sent an alert mail (at most one an hour). */
  @Column({ type: 'datetime', nullable: true, default: null })
  lastMailedAt: Date | null;
}
