import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, IsNull, Repository, type SelectQueryBuilder } from 'typeorm';
import {
  type AdminListingFilter,
  type FacetName,
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRODUCT_PAGE_SIZE_MAX,
  type Product as ProductBody,
  type ProductImage,
  type ProductSort,
  SEARCH_COUNT_CAP,
  SITEMAP_PAGE_SIZE,
} from '@usedcars/contract/types';
import { isForeignKeyViolation } from '../common/database-errors';
import { Conflict, Forbidden, Gone, InvalidField, ResourceNotFound } from '../common/domain-errors';
import { isUuid } from '../common/ids';
import { dollarsToCents } from '../common/money';
import { type Page, type Paging, pageWindow } from '../common/page-query';
import { likePattern } from '../common/sql-like';
import { ADD_PRODUCT_MESSAGES } from '@usedcars/contract/messages';
import type { User } from '../users';
import { Brand } from './brand.entity';
import { Category } from './category.entity';
import { catalogLookupKey } from './catalog-key';
import { serializeProduct } from './catalog.serializers';
import type { CreateProductDto } from './dto/product-write.dto';
import { CatalogCache } from './catalog-cache';
import { ListedRows } from './listed-rows';
import { ListingEvents } from './listing-events';
import { LISTING_STATUS_PARAMETERS, listingStatusSql } from './listing-status';
import {
  type IndexFacets,
  type IndexFilters,
  isAsciiText,
  type ListingIndex,
  type TextChanges,
  type TextFilter,
} from './listing-index';
import { fullTextTokens } from './listing-words';
import { PriceRatings } from './price-ratings.service';
import { SearchIndex } from './search-index.service';
import { segmentOf } from './price-rating';
import { Product, withPriceChange } from './product.entity';

export interface ProductFilters {
  q?: string;
  category?: string;
  brand?: string;
  condition?: string;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  minMileage?: number;
  maxMileage?: number;
  fuel?: readonly string[];
  transmission?: string;
  model?: string;
}

export interface ProductSearch extends ProductFilters, Paging {
  sort?: ProductSort;
}

/** A page of a search; `total` counted up to SEARCH_COUNT_CAP, `capped` when more cars match. */
export interface SearchPage extends Page<ProductBody> {
  capped: boolean;
}

/** The ids of one window of a sorted list. */
type PageIds = (offset: number, limit: number) => Promise<string[]>;

export const LISTING_MESSAGES = {
  notOwner: 'You can only change your own listings.',
  soldAdvertise: 'This product is sold: its advertising can no longer change.',
  soldDelete: 'This product is sold and cannot be deleted.',
  soldEdit: 'This product is sold and can no longer be edited.',
  takenDown: 'This listing was taken down by an admin and cannot change.',
  alreadyTakenDown: 'This listing is already taken down.',
  changed: 'This listing changed meanwhile. Please reload and try again.',
  gone: 'This listing was removed.',
} as const;

/** How long a numbering of the whole catalog into sitemap pages serves (see sitemapPages). */
const SITEMAP_NUMBERING_MS = 60 * 60 * 1000;

/** Rows checked for a text per query, by primary key (see idsAmong). */
const TEXT_RETEST_BATCH = 1000;

/** How many similar cars a product page offers. */
export const SIMILAR_LIMIT = 6;
/** "Near in price": within this share of the car's price, either way. */
const SIMILAR_PRICE_BAND = 0.3;

/** A listing's form as checked by its DTO, with its photos as stored (see listing-photos.ts), cover first. */
type ListingInput = CreateProductDto & { photos: ProductImage[] };

/** A listing the public may see: neither taken down by an admin nor deleted by its seller. */
const PUBLIC_LISTING = 'product.takenDownAt IS NULL AND product.deletedAt IS NULL';
/** The join condition that drops listings of deleted accounts (their rows stay for orders). */
const AUTHOR_EXISTS = 'author.deletedAt IS NULL';

@Injectable()
export class ProductsService {
  /** Text tests under way for the search index, by text and index version: concurrent searches share one. */
  private readonly textTests = new Map<string, Promise<void>>();
  /** The sitemap's numberings of the whole catalog, by page size, each with when it started (see sitemapPages). */
  private readonly sitemapNumberings = new Map<number, { at: number; boundaries: Promise<string[]> }>();

  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    @InjectRepository(Brand) private readonly brands: Repository<Brand>,
    private readonly cache: CatalogCache,
    private readonly ratings: PriceRatings,
    private readonly events: ListingEvents,
    private readonly index: SearchIndex,
    private readonly listedRows: ListedRows,
  ) {}

  /**
   * Unsold public products matching the search, one page: from the search index while it answers (docs/search.md),
   * else from SQL; the page's rows are read by id either way, so both answer the same.
   */
  async search(search: ProductSearch = {}): Promise<SearchPage> {
    const { page = 1, pageSize, sort = 'newest', ...filters } = search;
    const { offset, limit } = listWindow({ page, pageSize });
    // Pages past the counted cars are empty, as from SQL.
    const beyondCap = offset >= SEARCH_COUNT_CAP;
    const found = await this.fromIndex(filters, (listings, indexed) =>
      listings.search(indexed, sort, offset, beyondCap ? 0 : limit),
    );
    if (!found) return this.searchInDatabase(search);
    const { ids, matches } = found;
    return {
      items: await this.indexedBodies(ids),
      total: Math.min(matches, SEARCH_COUNT_CAP),
      capped: matches > SEARCH_COUNT_CAP,
    };
  }

  /**
   * The search from SQL alone: the page's ids, their rows, and the count (up to SEARCH_COUNT_CAP) unless it is
   * cached (see CatalogCache).
   */
  async searchInDatabase(search: ProductSearch = {}): Promise<SearchPage> {
    const { page = 1, pageSize, sort, ...filters } = search;
    const query = await this.matching(filters);
    const counting = query.clone();
    const counted = this.cache.remember(`total:search:${JSON.stringify(filters)}`, () =>
      this.countCapped(counting),
    );
    // Pages past the counted cars are empty: OFFSET reads (and drops) every row before the page.
    const beyondCap = (page - 1) * (pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT) >= SEARCH_COUNT_CAP;
    const ids = sort === 'mileage_asc' ? this.lowestMileageFirst(query) : this.sorted(query, sort);
    const [items, matches] = await Promise.all([
      beyondCap ? [] : this.onePage(ids, { page, pageSize }),
      counted,
    ]);
    return { items, total: Math.min(matches, SEARCH_COUNT_CAP), capped: matches > SEARCH_COUNT_CAP };
  }

  /** Exact facet counts from the search index, or null while it does not answer (then SQL counts them). */
  indexedFacets(filters: ProductFilters): Promise<IndexFacets | null> {
    return this.fromIndex(filters, (listings, indexed) => listings.facets(indexed));
  }

  /**
   * `answer` from the search index for `filters`, or null when it cannot answer (see indexFilters). The text they
   * name must be current when `answer` runs (no await in between); a catch-up may have re-read rows meanwhile,
   * then the text is brought up to date again.
   */
  private async fromIndex<T>(
    filters: ProductFilters,
    answer: (listings: ListingIndex, filters: IndexFilters) => T,
  ): Promise<T | null> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const indexed = await this.indexFilters(filters);
      if (!indexed) return null;
      const listings = this.index.listings;
      if (!indexed.text || listings.hasCurrentText(indexed.text.key)) return answer(listings, indexed);
    }
    return null;
  }

  /**
   * The filters as the search index takes them, or null when it cannot answer: not loaded, a write not caught up
   * with in time, or a model name with letters beyond ASCII (the database's collation decides those).
   */
  private async indexFilters(filters: ProductFilters): Promise<IndexFilters | null> {
    if (!(await this.index.answeringSoon())) return null;
    // Letters beyond ASCII compare as the database's collation says: SQL answers those.
    if (filters.model !== undefined && !isAsciiText(filters.model)) return null;
    if (filters.q !== undefined && !isAsciiText(filters.q)) return null;
    const [values, text] = await Promise.all([
      this.catalogValues(),
      filters.q ? this.textFilter(filters.q) : undefined,
    ]);
    if (text === null) return null;
    const idOf = (ids: Map<string, string>, value: string | undefined) =>
      value === undefined ? undefined : (ids.get(value.toLowerCase()) ?? null);
    return {
      brandId: idOf(values.brands, filters.brand),
      categoryId: idOf(values.categories, filters.category),
      condition: filters.condition,
      location: filters.location,
      minPriceCents: filters.minPrice === undefined ? undefined : dollarsToCents(filters.minPrice),
      maxPriceCents: filters.maxPrice === undefined ? undefined : dollarsToCents(filters.maxPrice),
      minYear: filters.minYear,
      maxYear: filters.maxYear,
      minMileage: filters.minMileage,
      maxMileage: filters.maxMileage,
      fuel: filters.fuel,
      transmission: filters.transmission,
      model: filters.model,
      text,
    };
  }

  /** Brand and category ids by value (small tables, read once per catalog write). */
  private catalogValues(): Promise<{ brands: Map<string, string>; categories: Map<string, string> }> {
    return this.cache.remember('catalog-values', async () => {
      const [brands, categories] = await Promise.all([this.brands.find(), this.categories.find()]);
      return {
        brands: new Map(brands.map((brand) => [brand.value, brand.id])),
        categories: new Map(categories.map((category) => [category.value, category.id])),
      };
    });
  }

  /**
   * `q` for the search index: the cars whose name or description hold it, kept in the index and found by the same
   * SQL as matchText, once; after that only the rows the index re-read since are tested again (a few per write:
   * a write does not send every text search back to the FULLTEXT index); and the brands and categories so named.
   * Null when the index kept moving on while the rows were tested (SQL answers then).
   */
  private async textFilter(q: string): Promise<TextFilter | null> {
    const pattern = likePattern(q);
    const [brandIds, categoryIds] = await this.namesMatching(pattern);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const listings = this.index.listings;
      const changes = listings.textChanges(pattern);
      if (!changes) return { key: pattern, brandIds, categoryIds };
      const flight = `${pattern}:${changes.version}:${changes.retest === null}`;
      let testing = this.textTests.get(flight);
      if (!testing) {
        testing = this.testText(listings, q, pattern, changes).finally(() => this.textTests.delete(flight));
        this.textTests.set(flight, testing);
      }
      await testing;
    }
    return null;
  }

  /**
   * Finds which listed cars hold `q` in their name or description, as matchText's SQL would: all, or those
   * `changes` asks to re-test. On MySQL the FULLTEXT part comes from the words the index keeps; a `q` that is one
   * whole word needs nothing more (a word starting with it holds it), other texts are checked with LIKE by id.
   */
  private async testText(listings: ListingIndex, q: string, pattern: string, changes: TextChanges) {
    const words = listings.keepsWords ? fullTextTokens(q) : [];
    if (words.length > 0) {
      const whole = words.length === 1 && q.toLowerCase() === words[0];
      const { sure, unsure } = listings.wordMatches(words, changes.retest, whole);
      const verified = await this.idsLike(unsure, pattern);
      if (Array.isArray(sure)) listings.storeText(pattern, changes, sure.concat(verified));
      else listings.storeText(pattern, changes, verified, sure);
      return;
    }
    const matching = this.listedIds()
      .andWhere('product.sold = :sold', { sold: false })
      .andWhere(this.inNameOrDescription(q, pattern));
    const found =
      changes.retest === null
        ? (await matching.getRawMany<{ id: string }>()).map((row) => row.id)
        : await this.idsAmong(matching, changes.retest);
    listings.storeText(pattern, changes, found);
  }

  /** Of `ids`, the listed unsold cars whose name or description is like `pattern`. */
  private idsLike(ids: readonly string[], pattern: string): Promise<string[]> {
    const matching = this.listedIds()
      .andWhere('product.sold = :sold', { sold: false })
      .andWhere(this.likeNameOrDescription(pattern));
    return this.idsAmong(matching, ids);
  }

  /** The ids a listedIds query answers among `ids`, read by batches of primary keys. */
  private async idsAmong(query: SelectQueryBuilder<Product>, ids: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    for (let start = 0; start < ids.length; start += TEXT_RETEST_BATCH) {
      const batch = ids.slice(start, start + TEXT_RETEST_BATCH);
      const rows = await query
        .clone()
        .andWhere('product.id IN (:...batch)', { batch })
        .getRawMany<{ id: string }>();
      for (const row of rows) found.push(row.id);
    }
    return found;
  }

  /**
   * The listed unsold cars matching `search`'s filters, but those named in `except` (a facet is counted without its
   * own filter).
   */
  async matching(
    search: ProductFilters,
    except: ReadonlySet<FacetName> = new Set(),
  ): Promise<SelectQueryBuilder<Product>> {
    const query = this.listedIds().andWhere('product.sold = :sold', { sold: false });
    if (search.q) await this.matchText(query, search.q);
    if (search.category && !except.has('category')) {
      const categoryId = this.idsWhere(query, Category, 'entity.value = :category');
      query.andWhere(`product.categoryId = ${categoryId}`, { category: search.category.toLowerCase() });
    }
    if (search.brand && !except.has('brand')) {
      const brandId = this.idsWhere(query, Brand, 'entity.value = :brand');
      query.andWhere(`product.brandId = ${brandId}`, { brand: search.brand.toLowerCase() });
    }
    if (search.condition) query.andWhere('product.condition = :condition', { condition: search.condition });
    if (search.location) query.andWhere('product.location = :location', { location: search.location });
    if (search.minPrice !== undefined && !except.has('price'))
      query.andWhere('product.sellPriceCents >= :minPrice', { minPrice: dollarsToCents(search.minPrice) });
    if (search.maxPrice !== undefined && !except.has('price'))
      query.andWhere('product.sellPriceCents <= :maxPrice', { maxPrice: dollarsToCents(search.maxPrice) });
    // purchaseMonth is YYYY-MM: text comparison orders it by date and can use the index.
    if (search.minYear !== undefined)
      query.andWhere('product.purchaseMonth >= :minMonth', { minMonth: `${search.minYear}-01` });
    if (search.maxYear !== undefined)
      query.andWhere('product.purchaseMonth <= :maxMonth', { maxMonth: `${search.maxYear}-12` });
    // Comparisons with NULL are never true: listings with the fact unknown drop out of a filter on it.
    if (search.minMileage !== undefined)
      query.andWhere('product.mileageKm >= :minMileage', { minMileage: search.minMileage });
    if (search.maxMileage !== undefined)
      query.andWhere('product.mileageKm <= :maxMileage', { maxMileage: search.maxMileage });
    if (search.fuel?.length && !except.has('fuel'))
      query.andWhere('product.fuel IN (:...fuels)', { fuels: search.fuel });
    if (search.transmission && !except.has('transmission'))
      query.andWhere('product.transmission = :transmission', { transmission: search.transmission });
    if (search.model) query.andWhere(this.sameModel('product.model'), { model: search.model });
    return query;
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
    const rows: { total: number | string }[] = await this.products.query(
      `SELECT COUNT(*) AS total FROM (${sql}) capped`,
      parameters,
    );
    return Number(rows[0]?.total ?? 0);
  }

  /** A search in the order of `sort` (any but mileage_asc), ties newest listing first. */
  private sorted(
    query: SelectQueryBuilder<Product>,
    sort: ProductSort = 'newest',
  ): SelectQueryBuilder<Product> {
    if (sort === 'price_asc') query.orderBy('product.sellPriceCents', 'ASC');
    else if (sort === 'price_desc') query.orderBy('product.sellPriceCents', 'DESC');
    // Newest car first: YYYY-MM orders by month as text, and is never null.
    else if (sort === 'year_desc') query.orderBy('product.purchaseMonth', 'DESC');
    else query.orderBy('product.createdAt', 'DESC');
    if (sort !== 'newest') query.addOrderBy('product.createdAt', 'DESC');
    return query.addOrderBy('product.id', 'DESC');
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
        first.length > 0 || offset === 0 ? offset + first.length : await this.countRows(known);
      return [...first, ...(await idsOf(unknown, Math.max(0, offset - knownCount), limit - first.length))];
    };
  }

  /**
   * The models of a brand's listed cars, for the model filter: from IDX_products_brand_public_model alone (it holds
   * every column read), in model order (about 60 ms for a brand with 200,000 listings). By the listing flags only,
   * with no join to the sellers, which would read every row: a model name is no seller's data. Spellings that
   * differ only in case are one model, as for the filter.
   */
  async listModels(brand: string): Promise<string[]> {
    const query = this.products.createQueryBuilder('product');
    const brandId = this.idsWhere(query, Brand, 'entity.value = :brand');
    const rows = await query
      .select('product.model', 'model')
      .distinct(true)
      .where(`product.brandId = ${brandId}`, { brand: brand.toLowerCase() })
      .andWhere('product.sold = :sold AND product.model IS NOT NULL', { sold: false })
      .andWhere(`${PUBLIC_LISTING} AND product.heldForReviewAt IS NULL`)
      .getRawMany<{ model: string }>();
    const byName = new Map<string, string>();
    for (const { model } of rows)
      if (!byName.has(model.toLowerCase())) byName.set(model.toLowerCase(), model);
    return [...byName.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  }

  /**
   * `<column> = :model`, case-insensitive: on MySQL by the column's collation (every default one ignores case),
   * which keeps the index usable; SQLite compares case-sensitively unless told (NOCASE folds ASCII letters).
   */
  private sameModel(column: string): string {
    return this.products.manager.connection.options.type === 'better-sqlite3'
      ? `${column} = :model COLLATE NOCASE`
      : `${column} = :model`;
  }

  /**
   * `q` matches the name, description, brand or category name as typed: a case-insensitive substring. On MySQL the
   * name and description are first narrowed by their FULLTEXT index to the listings holding every word (as a word
   * or a word's start): LIKE '%…%' alone reads every listing, ten seconds for a word nobody wrote at a million
   * listings and a minute to count a common one. Brand and category names (small tables) are looked up first, so
   * the query can start from the index when none matches. A `q` without an indexed word (short words, stopwords,
   * punctuation), and every `q` on SQLite (small catalogs), is matched by LIKE alone.
   */
  private async matchText(query: SelectQueryBuilder<Product>, q: string): Promise<void> {
    const pattern = likePattern(q);
    const [brandIds, categoryIds] = await this.namesMatching(pattern);
    query.andWhere(
      new Brackets((text) => {
        text.where(this.inNameOrDescription(q, pattern));
        if (brandIds.length > 0) text.orWhere('product.brandId IN (:...brandIds)', { brandIds });
        if (categoryIds.length > 0) text.orWhere('product.categoryId IN (:...categoryIds)', { categoryIds });
      }),
    );
  }

  /** The brands and the categories whose name matches a likePattern (kept until the next catalog write). */
  private namesMatching(pattern: string): Promise<[string[], string[]]> {
    return this.cache.remember(`names:${pattern}`, () =>
      Promise.all([this.idsNamed(Brand, pattern), this.idsNamed(Category, pattern)]),
    );
  }

  /** `q` in the name or description: narrowed by the FULLTEXT index on MySQL when `q` has a word it holds. */
  private inNameOrDescription(q: string, pattern: string): Brackets {
    const words = this.products.manager.connection.options.type === 'better-sqlite3' ? [] : fullTextTokens(q);
    return new Brackets((inText) => {
      if (words.length > 0) {
        inText.where(
          'product.id IN (SELECT ft.id FROM `products` ft WHERE MATCH(ft.name, ft.description) AGAINST (:words IN BOOLEAN MODE))',
          { words: words.map((word) => `+${word}*`).join(' ') },
        );
      }
      inText.andWhere(this.likeNameOrDescription(pattern));
    });
  }

  /** A likePattern in the name or the description. */
  private likeNameOrDescription(pattern: string): Brackets {
    return new Brackets((like) => {
      like
        .where("LOWER(product.name) LIKE :pattern ESCAPE '!'", { pattern })
        .orWhere("LOWER(product.description) LIKE :pattern ESCAPE '!'");
    });
  }

  /** The ids of the brands or categories whose name matches a likePattern. */
  private async idsNamed(entity: typeof Brand | typeof Category, pattern: string): Promise<string[]> {
    const rows = await this.products.manager
      .createQueryBuilder(entity, 'entity')
      .select('entity.id', 'id')
      .where("LOWER(entity.name) LIKE :pattern ESCAPE '!'", { pattern })
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /**
   * Advertised unsold products, newest first, one page (on a large catalogue they run to thousands), and how many:
   * from the search index while it answers, else SQL.
   */
  async listAdvertised(paging: Paging = {}): Promise<Page<ProductBody>> {
    if (await this.index.answeringSoon()) {
      const { offset, limit } = listWindow(paging);
      const listings = this.index.listings;
      const { ids } = listings.search({ advertised: true }, 'newest', offset, limit);
      return { items: await this.indexedBodies(ids), total: listings.countAdvertised() };
    }
    return this.advertisedInDatabase(paging);
  }

  /** A page of the advertised cars from SQL alone, their total counted once per catalog write. */
  async advertisedInDatabase(paging: Paging = {}): Promise<Page<ProductBody>> {
    const query = this.listedIds().andWhere('product.advertise = :advertise AND product.sold = :sold', {
      advertise: true,
      sold: false,
    });
    const counting = query.clone();
    const counted = this.cache.remember('total:advertised', () => this.countRows(counting));
    query.orderBy('product.createdAt', 'DESC').addOrderBy('product.id', 'DESC');
    const [items, total] = await Promise.all([this.onePage(query, paging), counted]);
    return { items, total };
  }

  /**
   * Unsold products of one category, newest first, one page (a category can hold tens of thousands), and how many:
   * from the search index while it answers (an exact count at no cost), else SQL.
   */
  async listAvailableInCategory(categoryId: string, paging: Paging = {}): Promise<Page<ProductBody>> {
    if (await this.index.answeringSoon()) {
      const { offset, limit } = listWindow(paging);
      const listings = this.index.listings;
      const { ids } = listings.search({ categoryId }, 'newest', offset, limit);
      return { items: await this.indexedBodies(ids), total: listings.countInCategory(categoryId) };
    }
    return this.categoryPageInDatabase(categoryId, paging);
  }

  /** A category's page from SQL alone, its total counted once per catalog write. */
  async categoryPageInDatabase(categoryId: string, paging: Paging = {}): Promise<Page<ProductBody>> {
    const query = this.listedIds().andWhere('product.categoryId = :categoryId AND product.sold = :sold', {
      categoryId,
      sold: false,
    });
    const counting = query.clone();
    const counted = this.cache.remember(`total:category:${categoryId}`, () => this.countRows(counting));
    query.orderBy('product.createdAt', 'DESC').addOrderBy('product.id', 'DESC');
    const [items, total] = await Promise.all([this.onePage(query, paging), counted]);
    return { items, total };
  }

  /** One public product, sold or not (the detail page outlives the sale); taken down or deleted: 404. */
  async findOne(id: string): Promise<Product> {
    const product = isUuid(id)
      ? await this.publicListings().andWhere('product.id = :id', { id: id.toLowerCase() }).getOne()
      : null;
    if (!product) throw new ResourceNotFound('Product');
    return (await this.ratings.rate([product]))[0]!;
  }

  /**
   * A product's own page (GET /product/:id): as findOne, but a listing that is no longer public (taken down, deleted by
   * its seller, or its seller's account closed) is Gone rather than not found, so that search engines drop its page
   * for good. Nothing else about it is told: not why, not what it was.
   */
  async findOneOrGone(id: string): Promise<Product> {
    try {
      return await this.findOne(id);
    } catch (error) {
      if (error instanceof ResourceNotFound && isUuid(id)) {
        if (await this.products.existsBy({ id: id.toLowerCase() })) throw new Gone(LISTING_MESSAGES.gone);
      }
      throw error;
    }
  }

  /**
   * One page of the sitemap's cars (the listed ones, unsold), in id order after `after`: a range of
   * IDX_products_public_id, however deep the page. One more row than a page tells whether another follows.
   */
  async sitemapPage(
    after?: string,
    pageSize = SITEMAP_PAGE_SIZE,
  ): Promise<{ cars: Pick<Product, 'id' | 'updatedAt'>[]; next: string | null }> {
    const query = this.listed()
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
    const kept = this.sitemapNumberings.get(pageSize);
    if (!kept || Date.now() - kept.at > SITEMAP_NUMBERING_MS) {
      const numbering = { at: Date.now(), boundaries: this.sitemapBoundaries(undefined, pageSize) };
      this.sitemapNumberings.set(pageSize, numbering);
      // A failed numbering is not kept: the next call tries again.
      numbering.boundaries.catch(() => {
        if (this.sitemapNumberings.get(pageSize) === numbering) this.sitemapNumberings.delete(pageSize);
      });
    }
    const boundaries = await (kept ?? this.sitemapNumberings.get(pageSize)!).boundaries;
    const newest = await this.sitemapBoundaries(boundaries.at(-1), pageSize);
    return [null, ...boundaries, ...newest];
  }

  /**
   * Every `pageSize`-th listed car after `after` (from the first without it), in id order, leaving out a last one
   * that no car follows: numbered in one read of IDX_products_public_id from `after` on.
   */
  async sitemapBoundaries(after?: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string[]> {
    const numbered = this.listed()
      .andWhere('product.sold = :sold', { sold: false })
      .select('product.id', 'id')
      .addSelect('ROW_NUMBER() OVER (ORDER BY product.id)', 'n')
      .addSelect('COUNT(*) OVER ()', 'total');
    if (after) numbered.andWhere('product.id > :after', { after });
    const rows = await this.products.manager
      .createQueryBuilder()
      .select('numbered.id', 'id')
      .from(`(${numbered.getQuery()})`, 'numbered')
      .where('numbered.n % :pageSize = 0 AND numbered.n < numbered.total')
      .orderBy('numbered.n', 'ASC')
      .setParameters({ ...numbered.getParameters(), pageSize })
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /**
   * Unsold public cars like `id`, nearest in price first: the same model of the same brand; while fewer than
   * SIMILAR_LIMIT, the same brand and category, then the same category. Each step reads only cars within
   * SIMILAR_PRICE_BAND of its price, so a model listed thousands of times stays a bounded read.
   */
  async similar(id: string): Promise<Product[]> {
    const car = await this.findOne(id);
    const price = car.sellPriceCents;
    const steps: ((query: SelectQueryBuilder<Product>) => void)[] = [
      ...(car.model
        ? [
            (query: SelectQueryBuilder<Product>) =>
              query
                .andWhere('product.brandId = :brandId', { brandId: car.brandId })
                .andWhere(this.sameModel('product.model'), { model: car.model }),
          ]
        : []),
      (query) =>
        query.andWhere('product.brandId = :brandId AND product.categoryId = :categoryId', {
          brandId: car.brandId,
          categoryId: car.categoryId,
        }),
      (query) => query.andWhere('product.categoryId = :categoryId', { categoryId: car.categoryId }),
    ];
    const ids: string[] = [];
    for (const narrow of steps) {
      if (ids.length >= SIMILAR_LIMIT) break;
      const query = this.listedIds()
        .andWhere('product.sold = :sold AND product.id NOT IN (:...seen)', {
          sold: false,
          seen: [car.id, ...ids],
        })
        .andWhere('product.sellPriceCents BETWEEN :low AND :high', {
          low: Math.floor(price * (1 - SIMILAR_PRICE_BAND)),
          high: Math.ceil(price * (1 + SIMILAR_PRICE_BAND)),
        });
      narrow(query);
      const rows = await query
        .orderBy('ABS(product.sellPriceCents - :price)', 'ASC')
        .addOrderBy('product.id', 'DESC')
        .setParameter('price', price)
        .limit(SIMILAR_LIMIT - ids.length)
        .getRawMany<{ id: string }>();
      ids.push(...rows.map((row) => row.id));
    }
    if (ids.length === 0) return [];
    const found = await this.withRelations().where('product.id IN (:...ids)', { ids }).getMany();
    const byId = new Map(found.map((product) => [product.id, product]));
    return this.ratings.rate(ids.flatMap((similarId) => byId.get(similarId) ?? []));
  }

  /** A new listing by `author` (a Seller): category and brand by value, prices in cents. */
  async create(author: User, dto: ListingInput): Promise<Product> {
    const product = this.products.create({
      ...(await this.listingFields(dto)),
      authorId: author.id,
      advertise: false,
      sold: false,
    });
    const saved = await this.writingListing(() => this.products.save(product));
    await this.ratings.refreshListings([saved.id]);
    return saved;
  }

  /**
   * Its seller replaces a listing's fields (PUT): not once sold, taken down or deleted. A new sell price joins the
   * listing's price history. Conditional on the price read here, so two edits at once cannot lose a history entry.
   */
  async update(caller: User, id: string, dto: ListingInput): Promise<void> {
    const product = await this.editableListing(caller, id);
    const fields = await this.listingFields(dto);
    const priceChanged = fields.sellPriceCents !== product.sellPriceCents;
    const now = new Date();
    const result = await this.writingListing(() =>
      this.products.update(
        {
          id: product.id,
          authorId: caller.id,
          sold: false,
          takenDownAt: IsNull(),
          deletedAt: IsNull(),
          sellPriceCents: product.sellPriceCents,
        },
        {
          ...fields,
          ...(priceChanged
            ? {
                priceHistory: withPriceChange(product, {
                  priceCents: fields.sellPriceCents,
                  at: now.toISOString(),
                }),
              }
            : {}),
          updatedAt: now,
        },
      ),
    );
    if (!result.affected) {
      await this.editableListing(caller, id); // Answers what changed meanwhile (404 or 409).
      throw new Conflict(LISTING_MESSAGES.changed);
    }
    // Its old segment's neighbours lose it when the model, year or mileage changed.
    await this.ratings.refreshListings([product.id], [segmentOf(product)]);
    if (fields.sellPriceCents < product.sellPriceCents)
      this.events.priceDropped({
        productId: product.id,
        oldPriceCents: product.sellPriceCents,
        newPriceCents: fields.sellPriceCents,
      });
  }

  private async editableListing(caller: User, id: string): Promise<Product> {
    const product = await this.ownListing(caller, id);
    if (product.takenDownAt) throw new Conflict(LISTING_MESSAGES.takenDown);
    if (product.sold) throw new Conflict(LISTING_MESSAGES.soldEdit);
    return product;
  }

  /** The columns a listing's form sets: category and brand looked up by value, prices in cents. */
  private async listingFields(dto: ListingInput) {
    const [category, brand] = await Promise.all([
      this.categories.findOneBy({ value: catalogLookupKey(dto.category) }),
      this.brands.findOneBy({ value: catalogLookupKey(dto.brand) }),
    ]);
    const errors = [
      ...(category ? [] : [{ field: 'category', message: ADD_PRODUCT_MESSAGES.category }]),
      ...(brand ? [] : [{ field: 'brand', message: ADD_PRODUCT_MESSAGES.brand }]),
    ];
    if (!category || !brand) throw new InvalidField(errors);
    return {
      name: dto.product_name,
      description: dto.description,
      categoryId: category.id,
      brandId: brand.id,
      condition: dto.condition,
      originalPriceCents: dollarsToCents(dto.originalPrice),
      sellPriceCents: dollarsToCents(dto.sellPrice),
      location: dto.location,
      purchaseMonth: dto.purchaseYear,
      model: dto.model ?? null,
      mileageKm: dto.mileage ?? null,
      fuel: dto.fuel ?? null,
      transmission: dto.transmission ?? null,
      previousOwners: dto.owners ?? null,
      color: dto.color ?? null,
      engineCc: dto.engineCc ?? null,
      vin: dto.vin ?? null,
      mobile: dto.mobile,
      imageUrl: (dto.photos[0] as ProductImage).url,
      thumbUrl: (dto.photos[0] as ProductImage).thumbnail,
      images: dto.photos,
    };
  }

  /** Runs a listing's write; the category or brand deleted by an admin since the look-up is the form's error. */
  private async writingListing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new InvalidField([
          { field: 'category', message: ADD_PRODUCT_MESSAGES.category },
          { field: 'brand', message: ADD_PRODUCT_MESSAGES.brand },
        ]);
      }
      throw error;
    }
  }

  /** Every listing of one seller that they have not deleted, newest first, sold and taken down included. */
  async listOwn(authorId: string): Promise<Product[]> {
    return this.ratings.rate(
      await this.withRelations()
        .where('product.authorId = :authorId AND product.deletedAt IS NULL', { authorId })
        .orderBy('product.createdAt', 'DESC')
        .addOrderBy('product.id', 'DESC')
        .getMany(),
    );
  }

  async setAdvertise(caller: User, id: string, advertise: boolean): Promise<void> {
    const product = await this.advertisableListing(caller, id);
    // Conditional on what was checked: a take-down, sale or delete that lands meanwhile is never undone.
    const result = await this.products.update(
      { id: product.id, sold: false, takenDownAt: IsNull(), deletedAt: IsNull() },
      // Set here, not by the database's clock: the search index catches up by it (search-index.service.ts).
      { advertise, updatedAt: new Date() },
    );
    if (!result.affected) {
      await this.advertisableListing(caller, id); // Answers what changed meanwhile (404 or 409).
      throw new Conflict(LISTING_MESSAGES.changed);
    }
  }

  private async advertisableListing(caller: User, id: string): Promise<Product> {
    const product = await this.ownListing(caller, id);
    if (product.takenDownAt) throw new Conflict(LISTING_MESSAGES.takenDown);
    if (product.sold) throw new Conflict(LISTING_MESSAGES.soldAdvertise);
    return product;
  }

  /**
   * Soft delete: the row stays for the orders and wish lists that refer to it; it leaves every list but the admins'
   * (`deleted`). A listing taken down stays as the admin left it, in their list with its reason.
   */
  async removeOwn(caller: User, id: string): Promise<void> {
    const product = await this.deletableListing(caller, id);
    const now = new Date();
    const result = await this.products.update(
      { id: product.id, sold: false, takenDownAt: IsNull(), deletedAt: IsNull() },
      { deletedAt: now, advertise: false, updatedAt: now },
    );
    if (!result.affected) {
      await this.deletableListing(caller, id); // Sold, taken down or deleted meanwhile: answers why (404 or 409).
      throw new Conflict(LISTING_MESSAGES.changed);
    }
    await this.ratings.refreshSegments([segmentOf(product)]);
  }

  private async deletableListing(caller: User, id: string): Promise<Product> {
    const product = await this.ownListing(caller, id);
    if (product.takenDownAt) throw new Conflict(LISTING_MESSAGES.takenDown);
    if (product.sold) throw new Conflict(LISTING_MESSAGES.soldDelete);
    return product;
  }

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
    const query = this.withRelations().where(
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

  /** A listing its seller has not deleted, by a live seller, taken down or not (for admins' reviews); else 404. */
  async findLiveListing(id: string): Promise<Product> {
    const product = isUuid(id)
      ? await this.liveListings().andWhere('product.id = :id', { id: id.toLowerCase() }).getOne()
      : null;
    if (!product) throw new ResourceNotFound('Product');
    return (await this.ratings.rate([product]))[0]!;
  }

  /** Sets the cars' price ratings (for the other modules' reads of listings). */
  rate(products: Product[]): Promise<Product[]> {
    return this.ratings.rate(products);
  }

  /** After another owner's write to a listing committed (listing-writes.ts): its neighbours' price figures. */
  listingChanged(id: string): Promise<void> {
    return this.ratings.refreshListings([id]);
  }

  /**
   * Listings with an id after `afterId` created no later than `until`, in id order, whatever their state: the
   * alerts' pass over new listings. Ids are UUID v7, in creation order, so this reads the primary key from the
   * cursor on, however large the catalog.
   */
  async createdAfter(
    afterId: string,
    until: Date,
    limit: number,
  ): Promise<{ id: string; createdAt: Date }[]> {
    return this.products
      .createQueryBuilder('product')
      .select(['product.id', 'product.createdAt'])
      .where('product.id > :afterId', { afterId })
      .andWhere('product.createdAt <= :until', { until })
      .orderBy('product.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Those of `ids` the public lists show now (unsold, listed, by a live seller), with category and brand. */
  async listedAmong(ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const listed = await (
      await this.matching({})
    )
      .andWhere('product.id IN (:...among)', { among: ids })
      .getRawMany<{ id: string }>();
    if (listed.length === 0) return [];
    return this.withRelations()
      .where('product.id IN (:...ids)', { ids: listed.map((row) => row.id) })
      .getMany();
  }

  /** Those of `ids` that the search `filters` lists: the very query of GET /products, so the two never disagree. */
  async matchingAmong(filters: ProductFilters, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await (
      await this.matching(filters)
    )
      .andWhere('product.id IN (:...among)', { among: ids })
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /** The listing's row as it is now (deleted or not), or null. */
  findRow(id: string): Promise<Product | null> {
    return this.products.findOneBy({ id });
  }

  /** Live listings with open reports, not taken down, most reported first (the admins' review list). */
  async listReported(paging: Paging): Promise<Page<Product>> {
    const { offset, limit } = pageWindow(paging, PRODUCT_PAGE_SIZE_DEFAULT);
    const [items, total] = await this.liveListings()
      .andWhere('product.openReportCount > 0 AND product.takenDownAt IS NULL')
      .orderBy('product.openReportCount', 'DESC')
      .addOrderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { items: await this.ratings.rate(items), total };
  }

  private async ownListing(caller: User, id: string): Promise<Product> {
    const product = isUuid(id) ? await this.products.findOneBy({ id: id.toLowerCase() }) : null;
    if (!product || product.deletedAt) throw new ResourceNotFound('Product');
    if (product.authorId !== caller.id) throw new Forbidden(LISTING_MESSAGES.notOwner);
    return product;
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
    return this.bodiesInOrder(pageIds);
  }

  /** The bodies of `ids` as the public lists answer them, in the order of `ids`, read and rated (two queries). */
  private async bodiesInOrder(ids: string[]): Promise<ProductBody[]> {
    const rows = new Map((await this.ratings.rate(await this.rowsOf(ids))).map((row) => [row.id, row]));
    return ids.flatMap((id) => (rows.has(id) ? [serializeProduct(rows.get(id)!)] : []));
  }

  /**
   * As bodiesInOrder, for ids the search index answered: the rows and ratings kept since the index's last catch-up
   * (ListedRows) are not read again.
   */
  private indexedBodies(ids: string[]): Promise<ProductBody[]> {
    return this.listedRows.bodiesOf(ids, (missing) => this.rowsOf(missing));
  }

  /** The rows of `ids` with their relations, in no order. */
  private async rowsOf(ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    return this.withRelations().where('product.id IN (:...ids)', { ids }).getMany();
  }

  /** COUNT(*) of a listedIds query: its joins are many-to-one, so it needs no COUNT(DISTINCT id) temporary table. */
  private async countRows(ids: SelectQueryBuilder<Product>): Promise<number> {
    const row = await ids.select('COUNT(*)', 'total').getRawOne<{ total: number | string }>();
    return Number(row?.total ?? 0);
  }

  /** The ids of the listings the public lists show (public, not held for review, by an existing account). */
  private listedIds(): SelectQueryBuilder<Product> {
    return this.listed().select('product.id', 'id');
  }

  /** The listings the public lists show, no relation loaded. */
  private listed(): SelectQueryBuilder<Product> {
    return this.products
      .createQueryBuilder('product')
      .innerJoin('product.author', 'author', AUTHOR_EXISTS)
      .where(`${PUBLIC_LISTING} AND product.heldForReviewAt IS NULL`);
  }

  /** `(SELECT id FROM <entity> WHERE <condition>)`, a subquery of `query` (its parameters go on `query`). */
  private idsWhere(
    query: SelectQueryBuilder<Product>,
    entity: typeof Brand | typeof Category,
    condition: string,
  ) {
    return query.subQuery().select('entity.id').from(entity, 'entity').where(condition).getQuery();
  }

  /** Every listing its seller has not deleted, by an account that still exists. */
  private liveListings(): SelectQueryBuilder<Product> {
    return this.withRelations().where('product.deletedAt IS NULL');
  }

  /** What the public sees: not taken down, not deleted, by an account that still exists. */
  private publicListings(): SelectQueryBuilder<Product> {
    return this.withRelations().where(PUBLIC_LISTING);
  }

  /**
   * Category, brand and author in the same query: no N+1. Listings of deleted accounts drop out of every read here
   * (the join condition), while the rows stay for the orders that refer to them.
   */
  private withRelations(): SelectQueryBuilder<Product> {
    return this.products
      .createQueryBuilder('product')
      .innerJoinAndSelect('product.category', 'category')
      .innerJoinAndSelect('product.brand', 'brand')
      .innerJoinAndSelect('product.author', 'author', AUTHOR_EXISTS);
  }
}

/** The rows of a page of a public list: PRODUCT_PAGE_SIZE_DEFAULT unless asked, at most PRODUCT_PAGE_SIZE_MAX. */
function listWindow({ page = 1, pageSize }: Paging): { offset: number; limit: number } {
  return pageWindow(
    { page, pageSize: Math.min(pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT, PRODUCT_PAGE_SIZE_MAX) },
    PRODUCT_PAGE_SIZE_DEFAULT,
  );
}

/** One window of a sorted listedIds query. */
async function idsOf(ids: SelectQueryBuilder<Product>, offset: number, limit: number): Promise<string[]> {
  const rows = await ids.offset(offset).limit(limit).getRawMany<{ id: string }>();
  return rows.map((row) => row.id);
}
