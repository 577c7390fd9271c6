import { Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import {
  PRODUCT_PAGE_SIZE_DEFAULT,
  type Product as ProductBody,
  type ProductFacets,
  type ProductSort,
  SEARCH_COUNT_CAP,
} from '@usedcars/contract/types';
import type { Page, Paging } from '../common/page-query';
import { CatalogCache } from './catalog-cache';
import type { CatalogSearch, SearchPage } from './catalog-search';
import { serializeProduct } from './catalog.serializers';
import {
  LISTING_YEAR,
  ListingQueries,
  listWindow,
  type ProductFilters,
  type ProductSearch,
} from './listing-queries';
import { PriceRatings } from './price-ratings.service';
import { ProductFacetsService } from './product-facets.service';
import type { Product } from './product.entity';

/** The ids of one window of a sorted list. */
type PageIds = (offset: number, limit: number) => Promise<string[]>;

/**
 * The CatalogSearch adapter in plain SQL: every search, list and facet count is a query of the database (the
 * totals kept by CatalogCache until the next catalog write). Right for small catalogues, and what the in-memory
 * index falls back on while it cannot answer.
 */
@Injectable()
export class SqlCatalogSearch implements CatalogSearch {
  constructor(
    private readonly queries: ListingQueries,
    private readonly ratings: PriceRatings,
    private readonly sqlFacets: ProductFacetsService,
    private readonly cache: CatalogCache,
  ) {}

  /** The page's ids, their rows, and the count (up to SEARCH_COUNT_CAP) unless it is cached (see CatalogCache). */
  async search(search: ProductSearch = {}): Promise<SearchPage> {
    const { page = 1, pageSize, sort, ...filters } = search;
    const query = await this.queries.matching(filters);
    const counting = query.clone();
    const counted = this.cache.remember(`total:search:${JSON.stringify(filters)}`, () =>
      this.countCapped(counting),
    );
    // Pages past the counted cars are empty: OFFSET reads (and drops) every row before the page.
    const beyondCap = (page - 1) * (pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT) >= SEARCH_COUNT_CAP;
    const ids = sort === 'mileage_asc' ? this.lowestMileageFirst(query) : sorted(query, sort);
    const [items, matches] = await Promise.all([
      beyondCap ? [] : this.onePage(ids, { page, pageSize }),
      counted,
    ]);
    return { items, total: Math.min(matches, SEARCH_COUNT_CAP), capped: matches > SEARCH_COUNT_CAP };
  }

  facets(filters: ProductFilters): Promise<ProductFacets> {
    return this.sqlFacets.facetsInDatabase(filters);
  }

  /** A page of the advertised cars, their total counted once per catalog write. */
  async advertised(paging: Paging = {}): Promise<Page<ProductBody>> {
    const query = this.queries
      .listedIds()
      .andWhere('product.advertise = :advertise AND product.sold = :sold', { advertise: true, sold: false });
    const counting = query.clone();
    const counted = this.cache.remember('total:advertised', () => this.queries.countRows(counting));
    query.orderBy('product.createdAt', 'DESC').addOrderBy('product.id', 'DESC');
    const [items, total] = await Promise.all([this.onePage(query, paging), counted]);
    return { items, total };
  }

  /** A category's page, its total counted once per catalog write. */
  async inCategory(categoryId: string, paging: Paging = {}): Promise<Page<ProductBody>> {
    const query = this.queries
      .listedIds()
      .andWhere('product.categoryId = :categoryId AND product.sold = :sold', { categoryId, sold: false });
    const counting = query.clone();
    const counted = this.cache.remember(`total:category:${categoryId}`, () =>
      this.queries.countRows(counting),
    );
    query.orderBy('product.createdAt', 'DESC').addOrderBy('product.id', 'DESC');
    const [items, total] = await Promise.all([this.onePage(query, paging), counted]);
    return { items, total };
  }

  /**
   * The matches of a listedIds query, counted up to SEARCH_COUNT_CAP + 1: COUNT(*) over every match reads them all
   * (a second for a common filter at a million listings), while a page needs only its own rows.
   */
  private async countCapped(ids: SelectQueryBuilder<Product>): Promise<number> {
    const [sql, parameters] = ids
      .clone()
      .select('1', 'one')
      .limit(SEARCH_COUNT_CAP + 1)
      .getQueryAndParameters();
    const rows: { total: number | string }[] = await ids.connection.query(
      `SELECT COUNT(*) AS total FROM (${sql}) capped`,
      parameters,
    );
    return Number(rows[0]?.total ?? 0);
  }

  /**
   * Lowest mileage first, unknown mileage last. MySQL and SQLite put NULL first, and `ORDER BY mileageKm IS NULL`
   * would sort every match for each page; so the known mileages are read in index order (IDX_products_public_mileage),
   * then, past their end, the unknown ones newest first (the same index, at mileageKm NULL).
   */
  private lowestMileageFirst(query: SelectQueryBuilder<Product>): PageIds {
    const known = query.clone().andWhere('product.mileageKm IS NOT NULL');
    const unknown = query
      .clone()
      .andWhere('product.mileageKm IS NULL')
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC');
    const knownInOrder = known
      .clone()
      .orderBy('product.mileageKm', 'ASC')
      .addOrderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC');
    return async (offset, limit) => {
      const first = await idsOf(knownInOrder, offset, limit);
      if (first.length === limit) return first;
      // A page past the known mileages needs to know where they ended.
      const knownCount =
        first.length > 0 || offset === 0 ? offset + first.length : await this.queries.countRows(known);
      return [...first, ...(await idsOf(unknown, Math.max(0, offset - knownCount), limit - first.length))];
    };
  }

  /**
   * One page of `ids` (a listedIds query, sorted), pageSize bounded, then those rows with their relations: two
   * queries, however deep the page. The first reads only products (through the index that matches the filter and
   * sort) and the author; joining the small category and brand tables there lets MariaDB start from them and sort
   * the whole catalog in a temporary table.
   */
  private async onePage(ids: SelectQueryBuilder<Product> | PageIds, paging: Paging): Promise<ProductBody[]> {
    const { offset, limit } = listWindow(paging);
    const pageIds = typeof ids === 'function' ? await ids(offset, limit) : await idsOf(ids, offset, limit);
    const rows = new Map(
      (await this.ratings.rate(await this.queries.rowsOf(pageIds))).map((row) => [row.id, row]),
    );
    return pageIds.flatMap((id) => (rows.has(id) ? [serializeProduct(rows.get(id)!)] : []));
  }
}

/** A search in the order of `sort` (any but mileage_asc), ties newest listing first. */
function sorted(
  query: SelectQueryBuilder<Product>,
  sort: ProductSort = 'newest',
): SelectQueryBuilder<Product> {
  if (sort === 'price_asc') query.orderBy('product.sellPriceCents', 'ASC');
  else if (sort === 'price_desc') query.orderBy('product.sellPriceCents', 'DESC');
  // Newest car first: by model year, else purchase year (never null), in IDX_products_public_year's order.
  else if (sort === 'year_desc') query.orderBy(LISTING_YEAR, 'DESC');
  else query.orderBy('product.createdAt', 'DESC');
  if (sort !== 'newest') query.addOrderBy('product.createdAt', 'DESC');
  return query.addOrderBy('product.id', 'DESC');
}

/** One window of a sorted listedIds query. */
async function idsOf(ids: SelectQueryBuilder<Product>, offset: number, limit: number): Promise<string[]> {
  const rows = await ids.offset(offset).limit(limit).getRawMany<{ id: string }>();
  return rows.map((row) => row.id);
}
