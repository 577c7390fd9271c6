import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import { type AdminListingFilter, PRODUCT_PAGE_SIZE_DEFAULT } from '@usedcars/contract/types';
import { ResourceNotFound } from '../common/domain-errors';
import { isUuid } from '../common/ids';
import { type Page, type Paging, pageWindow } from '../common/page-query';
import { likePattern } from '../common/sql-like';
import { CatalogEvents, type ListingEvent } from '../events';
import { ListingQueries } from './listing-queries';
import { LISTING_STATUS_PARAMETERS, listingStatusSql } from './listing-status';
import { PriceRatings } from './price-ratings.service';
import { Product } from './product.entity';

/**
 * Listings as admins see them: every listing, the reported ones, one under review; and what follows the other
 * owners' writes to a listing (reports, take-downs: their statements are listing-writes.ts, run in their own
 * transactions, followed by listingChanged, which publishes their catalog events).
 */
@Injectable()
export class AdminListings {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly queries: ListingQueries,
    private readonly ratings: PriceRatings,
    private readonly events: CatalogEvents,
  ) {}

  /**
   * Listings for admins, newest first: those their sellers deleted only when asked for (`deleted`), except that one
   * taken down always shows (a seller may no longer delete it; older ones may have been).
   */
  async adminList(options: {
    q?: string;
    status?: AdminListingFilter;
    page?: number;
    pageSize?: number;
  }): Promise<Page<Product>> {
    const { offset, limit } = pageWindow(options, PRODUCT_PAGE_SIZE_DEFAULT);
    const query = this.queries
      .withRelations()
      .where(
        options.status === 'deleted'
          ? 'product.deletedAt IS NOT NULL'
          : '(product.deletedAt IS NULL OR product.takenDownAt IS NOT NULL)',
      );
    if (options.q) {
      const pattern = likePattern(options.q);
      query.andWhere(
        new Brackets((text) => {
          for (const column of [
            'product.name',
            'product.description',
            'brand.name',
            'category.name',
            'author.displayName',
            'author.email',
          ]) {
            text.orWhere(`LOWER(${column}) LIKE :pattern ESCAPE '!'`, { pattern });
          }
        }),
      );
    }
    if (options.status && options.status !== 'deleted')
      query.andWhere(listingStatusSql('product')[options.status], LISTING_STATUS_PARAMETERS);
    const [items, total] = await query
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      // Every join is many-to-one (one row per product), so plain LIMIT/OFFSET is exact: no id pre-query.
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { items: await this.ratings.rate(items), total };
  }

  /** Live listings with open reports, not taken down, most reported first (the admins' review list). */
  async listReported(paging: Paging): Promise<Page<Product>> {
    const { offset, limit } = pageWindow(paging, PRODUCT_PAGE_SIZE_DEFAULT);
    const [items, total] = await this.queries
      .liveListings()
      .andWhere('product.openReportCount > 0 AND product.takenDownAt IS NULL')
      .orderBy('product.openReportCount', 'DESC')
      .addOrderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { items: await this.ratings.rate(items), total };
  }

  /** A listing its seller has not deleted, by a live seller, taken down or not (for admins' reviews); else 404. */
  async findLiveListing(id: string): Promise<Product> {
    const product = isUuid(id)
      ? await this.queries.liveListings().andWhere('product.id = :id', { id: id.toLowerCase() }).getOne()
      : null;
    if (!product) throw new ResourceNotFound('Product');
    return (await this.ratings.rate([product]))[0]!;
  }

  /** The listing's row as it is now (deleted or not), or null. */
  findRow(id: string): Promise<Product | null> {
    return this.products.findOneBy({ id });
  }

  /**
   * After another owner's write to a listing committed (listing-writes.ts): its neighbours' price figures, then its
   * event (even when those failed).
   */
  async listingChanged(event: ListingEvent): Promise<void> {
    try {
      await this.ratings.refreshListings([event.listingId]);
    } finally {
      await this.events.publish(event);
    }
  }
}
