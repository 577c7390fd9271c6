import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import {
  type FacetName,
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRODUCT_PAGE_SIZE_MAX,
  type ProductSort,
} from '@usedcars/contract/types';
import {
  SEARCH_FILTER_KEYS,
  type SearchFilterKey,
  type SearchFilters,
} from '@usedcars/contract/search-filters';
import { dollarsToCents } from '../common/money';
import { type Paging, pageWindow } from '../common/page-query';
import { Brand } from './brand.entity';
import { CatalogCache } from './catalog-cache';
import { Category } from './category.entity';
import { Product } from './product.entity';
import { findsWord, textWords, typedWords, wordPatterns } from './search-words';

/** The filters of a public search (GET /products and its facets; a saved search's alerts): the contract's table. */
export type ProductFilters = SearchFilters;

export interface ProductSearch extends ProductFilters, Paging {
  sort?: ProductSort;
}

/** How one search filter narrows the SQL of ListingQueries.matching, given its value (never empty). */
type SqlFilter<K extends SearchFilterKey> = (
  this: ListingQueries,
  query: SelectQueryBuilder<Product>,
  value: NonNullable<ProductFilters[K]>,
  except: ReadonlySet<FacetName>,
) => void | Promise<void>;

/** Each search filter's SQL: a filter added to the contract's table does not compile until it has its entry here. */
const SQL_FILTERS: { [K in SearchFilterKey]: SqlFilter<K> } = {
  async q(query, q) {
    await this.matchText(query, q);
  },
  category(query, category, except) {
    if (except.has('category')) return;
    const categoryId = this.idsWhere(query, Category, 'entity.value = :category');
    query.andWhere(`product.categoryId = ${categoryId}`, { category: category.toLowerCase() });
  },
  brand(query, brand, except) {
    if (except.has('brand')) return;
    const brandId = this.idsWhere(query, Brand, 'entity.value = :brand');
    query.andWhere(`product.brandId = ${brandId}`, { brand: brand.toLowerCase() });
  },
  model(query, model) {
    query.andWhere(this.sameModel('product.model'), { model });
  },
  condition(query, condition, except) {
    if (!except.has('condition')) query.andWhere('product.condition = :condition', { condition });
  },
  location(query, location, except) {
    if (!except.has('location')) query.andWhere('product.location = :location', { location });
  },
  // Comparisons with NULL are never true: listings with the fact unknown drop out of a filter on it.
  fuel(query, fuels, except) {
    if (!except.has('fuel')) query.andWhere('product.fuel IN (:...fuels)', { fuels });
  },
  transmission(query, transmission, except) {
    if (!except.has('transmission')) query.andWhere('product.transmission = :transmission', { transmission });
  },
  minPrice(query, dollars, except) {
    if (!except.has('price'))
      query.andWhere('product.sellPriceCents >= :minPrice', { minPrice: dollarsToCents(dollars) });
  },
  maxPrice(query, dollars, except) {
    if (!except.has('price'))
      query.andWhere('product.sellPriceCents <= :maxPrice', { maxPrice: dollarsToCents(dollars) });
  },
  // The listing's year: its model year, or its purchase year where it has none (a column, in the year index).
  minYear(query, year) {
    query.andWhere(`${LISTING_YEAR} >= :minYear`, { minYear: year });
  },
  maxYear(query, year) {
    query.andWhere(`${LISTING_YEAR} <= :maxYear`, { maxYear: year });
  },
  minMileage(query, km) {
    query.andWhere('product.mileageKm >= :minMileage', { minMileage: km });
  },
  maxMileage(query, km) {
    query.andWhere('product.mileageKm <= :maxMileage', { maxMileage: km });
  },
};

/** A listing's year in SQL (listingYearOf, kept in its own column by every write so that indexes hold it). */
export const LISTING_YEAR = 'product.listingYear';

/** A listing the public may see: neither taken down by an admin nor deleted by its seller. */
export const PUBLIC_LISTING = 'product.takenDownAt IS NULL AND product.deletedAt IS NULL';
/** The join condition that drops listings of deleted accounts (their rows stay for orders). */
const AUTHOR_EXISTS = 'author.deletedAt IS NULL';

/**
 * The catalog's shared reads of listings in SQL: what "listed" means (the public lists), the filters of a search,
 * and the rows with their relations. The services of each job build on these, so they never disagree.
 */
@Injectable()
export class ListingQueries {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly cache: CatalogCache,
  ) {}

  /**
   * The listed unsold cars matching `search`'s filters, but those named in `except` (a facet is counted without its
   * own filter).
   */
  async matching(
    search: ProductFilters,
    except: ReadonlySet<FacetName> = new Set(),
  ): Promise<SelectQueryBuilder<Product>> {
    const query = this.listedIds().andWhere('product.sold = :sold', { sold: false });
    for (const key of SEARCH_FILTER_KEYS) {
      const value = search[key];
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      await (SQL_FILTERS[key] as SqlFilter<typeof key>).call(this, query, value, except);
    }
    return query;
  }

  /**
   * `<column> = :model`, case-insensitive: on MySQL by the column's collation (every default one ignores case),
   * which keeps the index usable; SQLite compares case-sensitively unless told (NOCASE folds ASCII letters).
   */
  sameModel(column: string): string {
    return this.products.manager.connection.options.type === 'better-sqlite3'
      ? `${column} = :model COLLATE NOCASE`
      : `${column} = :model`;
  }

  /**
   * `q` (docs/search.md "Words"): every word typed (typedWords) must find a word of the listing (its stored
   * `searchWords`: name, description, model, fuel, gearbox, year, place), or of its brand's or category's name, as
   * findsWord says: a word starting with it, or from TYPO_MIN_LENGTH letters one edit away. The listing's words by
   * LIKE patterns (wordPatterns), brands and categories (small tables) looked up first. A `q` without a word (only
   * punctuation) narrows nothing.
   */
  async matchText(query: SelectQueryBuilder<Product>, q: string): Promise<void> {
    const words = typedWords(q);
    const named = await Promise.all(words.map((word) => this.namesFinding(word)));
    words.forEach((word, at) => {
      const [brandIds, categoryIds] = named[at]!;
      const key = `word${at}`;
      query.andWhere(
        new Brackets((found) => {
          wordPatterns(word).forEach((pattern, number) =>
            found.orWhere(`product.searchWords LIKE :${key}_${number}`, { [`${key}_${number}`]: pattern }),
          );
          if (brandIds.length > 0)
            found.orWhere(`product.brandId IN (:...${key}_brands)`, { [`${key}_brands`]: brandIds });
          if (categoryIds.length > 0)
            found.orWhere(`product.categoryId IN (:...${key}_categories)`, {
              [`${key}_categories`]: categoryIds,
            });
        }),
      );
    });
  }

  /** The ids of the brands and of the categories whose name holds a word `typed` finds (read once per write). */
  namesFinding(typed: string): Promise<[string[], string[]]> {
    return this.cache.remember(`names-finding:${typed}`, async () => {
      const [brands, categories] = await this.cache.remember('names-words', () =>
        Promise.all(
          [Brand, Category].map(async (entity) =>
            (await this.products.manager.find(entity, { select: { id: true, name: true } })).map((row) => ({
              id: row.id,
              words: textWords(row.name),
            })),
          ),
        ),
      );
      const finding = (names: { id: string; words: string[] }[]) =>
        names.filter((name) => name.words.some((word) => findsWord(typed, word))).map((name) => name.id);
      return [finding(brands!), finding(categories!)];
    });
  }

  /** `(SELECT id FROM <entity> WHERE <condition>)`, a subquery of `query` (its parameters go on `query`). */
  idsWhere(query: SelectQueryBuilder<Product>, entity: typeof Brand | typeof Category, condition: string) {
    return query.subQuery().select('entity.id').from(entity, 'entity').where(condition).getQuery();
  }

  /** COUNT(*) of a listedIds query: its joins are many-to-one, so it needs no COUNT(DISTINCT id) temporary table. */
  async countRows(ids: SelectQueryBuilder<Product>): Promise<number> {
    const row = await ids.select('COUNT(*)', 'total').getRawOne<{ total: number | string }>();
    return Number(row?.total ?? 0);
  }

  /** The rows of `ids` with their relations, in no order. */
  async rowsOf(ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    return this.withRelations().where('product.id IN (:...ids)', { ids }).getMany();
  }

  /** The ids of the listings the public lists show (public, not held for review, by an existing account). */
  listedIds(): SelectQueryBuilder<Product> {
    return this.listed().select('product.id', 'id');
  }

  /** The listings the public lists show, no relation loaded. */
  listed(): SelectQueryBuilder<Product> {
    return this.products
      .createQueryBuilder('product')
      .innerJoin('product.author', 'author', AUTHOR_EXISTS)
      .where(`${PUBLIC_LISTING} AND product.heldForReviewAt IS NULL`);
  }

  /** Every listing its seller has not deleted, by an account that still exists. */
  liveListings(): SelectQueryBuilder<Product> {
    return this.withRelations().where('product.deletedAt IS NULL');
  }

  /** What the public sees: not taken down, not deleted, by an account that still exists. */
  publicListings(): SelectQueryBuilder<Product> {
    return this.withRelations().where(PUBLIC_LISTING);
  }

  /**
   * Category, brand and author in the same query: no N+1. Listings of deleted accounts drop out of every read here
   * (the join condition), while the rows stay for the orders that refer to them.
   */
  withRelations(): SelectQueryBuilder<Product> {
    return this.products
      .createQueryBuilder('product')
      .innerJoinAndSelect('product.category', 'category')
      .innerJoinAndSelect('product.brand', 'brand')
      .innerJoinAndSelect('product.author', 'author', AUTHOR_EXISTS);
  }
}

/** The rows of a page of a public list: PRODUCT_PAGE_SIZE_DEFAULT unless asked, at most PRODUCT_PAGE_SIZE_MAX. */
export function listWindow({ page = 1, pageSize }: Paging): { offset: number; limit: number } {
  return pageWindow(
    { page, pageSize: Math.min(pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT, PRODUCT_PAGE_SIZE_MAX) },
    PRODUCT_PAGE_SIZE_DEFAULT,
  );
}
