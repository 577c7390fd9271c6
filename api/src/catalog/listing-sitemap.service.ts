import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SITEMAP_PAGE_SIZE } from '@usedcars/contract/types';
import { ListingQueries } from './listing-queries';
import type { Product } from './product.entity';

/** How long a numbering of the whole catalog into sitemap pages serves (see sitemapPages). */
const SITEMAP_NUMBERING_MS = 60 * 60 * 1000;

/** The listed cars for search engines: GET /products/sitemap and the numbering of its pages. */
@Injectable()
export class ListingSitemap {
  /** The numberings of the whole catalog, by page size, each with when it started (see sitemapPages). */
  private readonly numberings = new Map<number, { at: number; boundaries: Promise<string[]> }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: ListingQueries,
  ) {}

  /**
   * One page of the sitemap's cars (the listed ones, unsold), in id order after `after`: a range of
   * IDX_products_public_id, however deep the page. One more row than a page tells whether another follows.
   */
  async sitemapPage(
    after?: string,
    pageSize = SITEMAP_PAGE_SIZE,
  ): Promise<{ cars: Pick<Product, 'id' | 'updatedAt'>[]; next: string | null }> {
    const query = this.queries
      .listed()
      .andWhere('product.sold = :sold', { sold: false })
      .select(['product.id', 'product.updatedAt'])
      .orderBy('product.id', 'ASC')
      .limit(pageSize + 1);
    if (after) query.andWhere('product.id > :after', { after: after.toLowerCase() });
    const rows = await query.getMany();
    const cars = rows.slice(0, pageSize);
    return { cars, next: rows.length > pageSize ? cars[cars.length - 1]!.id : null };
  }

  /**
   * The `after` of each sitemap page, null for the first. Numbering the whole catalog reads every listed car's index
   * entry, so it is done at most every SITEMAP_NUMBERING_MS, the previous numbering serving meanwhile; each call
   * numbers afresh only the cars past its last boundary (the newest), so that a new car is listed at once. A car
   * removed since only makes the page before its boundary reach a few cars into the next: a car may then be in two
   * pages until the next numbering, never in none.
   */
  async sitemapPages(pageSize = SITEMAP_PAGE_SIZE): Promise<(string | null)[]> {
    const kept = this.numberings.get(pageSize);
    if (!kept || Date.now() - kept.at > SITEMAP_NUMBERING_MS) {
      const numbering = { at: Date.now(), boundaries: this.sitemapBoundaries(undefined, pageSize) };
      this.numberings.set(pageSize, numbering);
      // A failed numbering is not kept: the next call tries again.
      numbering.boundaries.catch(() => {
        if (this.numberings.get(pageSize) === numbering) this.numberings.delete(pageSize);
      });
    }
    const boundaries = await (kept ?? this.numberings.get(pageSize)!).boundaries;
    const newest = await this.sitemapBoundaries(boundaries.at(-1), pageSize);
    return [null, ...boundaries, ...newest];
  }

  /**
   * Every `pageSize`-th listed car after `after` (from the first without it), in id order, leaving out a last one
   * that no car follows: numbered in one read of IDX_products_public_id from `after` on.
   */
  async sitemapBoundaries(after?: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string[]> {
    const numbered = this.queries
      .listed()
      .andWhere('product.sold = :sold', { sold: false })
      .select('product.id', 'id')
      .addSelect('ROW_NUMBER() OVER (ORDER BY product.id)', 'n')
      .addSelect('COUNT(*) OVER ()', 'total');
    if (after) numbered.andWhere('product.id > :after', { after });
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('numbered.id', 'id')
      .from(`(${numbered.getQuery()})`, 'numbered')
      .where('numbered.n % :pageSize = 0 AND numbered.n < numbered.total')
      .orderBy('numbered.n', 'ASC')
      .setParameters({ ...numbered.getParameters(), pageSize })
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }
}
