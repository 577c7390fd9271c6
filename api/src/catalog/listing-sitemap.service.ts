import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { SITEMAP_PAGE_SIZE } from '@usedcars/contract/types';
import { ListingQueries } from './listing-queries';
import type { Product } from './product.entity';

/** How long a numbering of the whole catalog into sitemap pages serves (see sitemapPages). */
const SITEMAP_NUMBERING_MS = 60 * 60 * 1000;

/** What a sitemap lists: the listed cars for sale, or the sellers of at least one (their public pages). */
export type SitemapKind = 'cars' | 'sellers';

/**
 * The listed cars and their sellers for search engines: GET /products/sitemap, GET /sellers/sitemap and the
 * numbering of their pages.
 */
@Injectable()
export class ListingSitemap {
  /** The numberings of the whole catalog, by kind and page size, each with when it started (see sitemapPages). */
  private readonly numberings = new Map<string, { at: number; boundaries: Promise<string[]> }>();

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
    const rows = await this.keys('cars', after)
      .query.select(['product.id', 'product.updatedAt'])
      .orderBy('product.id', 'ASC')
      .limit(pageSize + 1)
      .getMany();
    const cars = rows.slice(0, pageSize);
    return { cars, next: rows.length > pageSize ? cars[cars.length - 1]!.id : null };
  }

  /**
   * One page of the sellers who have a car listed for sale, in id order after `after`: their public pages are worth
   * a search engine's visit, an empty one is not.
   */
  async sellersPage(
    after?: string,
    pageSize = SITEMAP_PAGE_SIZE,
  ): Promise<{ ids: string[]; next: string | null }> {
    const { query, column } = this.keys('sellers', after);
    const rows = await query
      .select(column, 'id')
      .orderBy(column, 'ASC')
      .limit(pageSize + 1)
      .getRawMany<{ id: string }>();
    const ids = rows.slice(0, pageSize).map((row) => row.id);
    return { ids, next: rows.length > pageSize ? ids[ids.length - 1]! : null };
  }

  /** The keys a sitemap of `kind` lists after `after`, and their column: one per car, or per seller (grouped). */
  private keys(kind: SitemapKind, after?: string): { query: SelectQueryBuilder<Product>; column: string } {
    const column = kind === 'cars' ? 'product.id' : 'product.authorId';
    const query = this.queries.listed().andWhere('product.sold = :sold', { sold: false });
    if (kind === 'sellers') query.groupBy(column);
    if (after) query.andWhere(`${column} > :after`, { after: after.toLowerCase() });
    return { query, column };
  }

  /**
   * The `after` of each sitemap page, null for the first. Numbering the whole catalog reads every listed car's index
   * entry, so it is done at most every SITEMAP_NUMBERING_MS, the previous numbering serving meanwhile; each call
   * numbers afresh only the cars past its last boundary (the newest), so that a new car is listed at once. A car
   * removed since only makes the page before its boundary reach a few cars into the next: a car may then be in two
   * pages until the next numbering, never in none.
   */
  async sitemapPages(pageSize = SITEMAP_PAGE_SIZE, kind: SitemapKind = 'cars'): Promise<(string | null)[]> {
    const key = `${kind}:${pageSize}`;
    const kept = this.numberings.get(key);
    if (!kept || Date.now() - kept.at > SITEMAP_NUMBERING_MS) {
      const numbering = { at: Date.now(), boundaries: this.sitemapBoundaries(undefined, pageSize, kind) };
      this.numberings.set(key, numbering);
      // A failed numbering is not kept: the next call tries again.
      numbering.boundaries.catch(() => {
        if (this.numberings.get(key) === numbering) this.numberings.delete(key);
      });
    }
    const boundaries = await (kept ?? this.numberings.get(key)!).boundaries;
    const newest = await this.sitemapBoundaries(boundaries.at(-1), pageSize, kind);
    return [null, ...boundaries, ...newest];
  }

  /**
   * Every `pageSize`-th listed car (or seller) after `after` (from the first without it), in id order, leaving out a
   * last one that none follows: numbered in one read (of IDX_products_public_id for the cars) from `after` on.
   */
  async sitemapBoundaries(
    after?: string,
    pageSize = SITEMAP_PAGE_SIZE,
    kind: SitemapKind = 'cars',
  ): Promise<string[]> {
    const { query, column } = this.keys(kind, after);
    const numbered = query
      .select(column, 'id')
      .addSelect(`ROW_NUMBER() OVER (ORDER BY ${column})`, 'n')
      .addSelect('COUNT(*) OVER ()', 'total');
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
