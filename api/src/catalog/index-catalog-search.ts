import { Injectable } from '@nestjs/common';
import {
  FACET_NAMES,
  type FacetName,
  type Product as ProductBody,
  type ProductFacets,
  SEARCH_COUNT_CAP,
} from '@usedcars/contract/types';
import { type SearchFilterKey } from '@usedcars/contract/search-filters';
import { dollarsToCents } from '../common/money';
import type { Page, Paging } from '../common/page-query';
import { CatalogCache } from './catalog-cache';
import type { CatalogSearch, SearchPage } from './catalog-search';
import { ListedRows } from './listed-rows';
import { type IndexFilters, isAsciiText, type ListingIndex, type TextFilter } from './listing-index';
import { ListingQueries, listWindow, type ProductFilters, type ProductSearch } from './listing-queries';
import { ProductFacetsService, sortedValues } from './product-facets.service';
import { typedWords } from './search-words';
import { SearchIndex } from './search-index.service';
import { SqlCatalogSearch } from './sql-catalog-search';

/**
 * The CatalogSearch adapter of the in-memory index (docs/search.md), one copy per instance, kept by SearchIndex.
 * The index says which ids a page shows and how many match; the rows are then read by id (or taken from ListedRows),
 * so it answers what SQL answers. While it cannot answer (loading, a write not caught up with in time, letters
 * beyond ASCII in a model or text), the SQL adapter does.
 */
@Injectable()
export class IndexCatalogSearch implements CatalogSearch {
  constructor(
    private readonly index: SearchIndex,
    private readonly sql: SqlCatalogSearch,
    private readonly queries: ListingQueries,
    private readonly listedRows: ListedRows,
    private readonly sqlFacets: ProductFacetsService,
    private readonly cache: CatalogCache,
  ) {}

  async search(search: ProductSearch = {}): Promise<SearchPage> {
    const { page = 1, pageSize, sort = 'newest', ...filters } = search;
    const { offset, limit } = listWindow({ page, pageSize });
    // Pages past the counted cars are empty, as from SQL.
    const beyondCap = offset >= SEARCH_COUNT_CAP;
    const found = await this.fromIndex(filters, (listings, indexed) =>
      listings.search(indexed, sort, offset, beyondCap ? 0 : limit),
    );
    if (!found) return this.sql.search(search);
    const { ids, matches } = found;
    return {
      items: await this.indexedBodies(ids),
      total: Math.min(matches, SEARCH_COUNT_CAP),
      capped: matches > SEARCH_COUNT_CAP,
    };
  }

  /** Exact counts, one pass over the matching cars in memory (brands and categories named by value). */
  async facets(filters: ProductFilters): Promise<ProductFacets> {
    const [indexed, names] = await Promise.all([
      this.fromIndex(filters, (listings, indexed) => listings.facets(indexed)),
      this.sqlFacets.names(),
    ]);
    if (!indexed) return this.sql.facets(filters);
    const valueOf: Record<FacetName, (key: string) => string | undefined> = {
      brand: (id) => names.brands.get(id),
      category: (id) => names.categories.get(id),
      fuel: (fuel) => fuel,
      transmission: (transmission) => transmission,
      price: (band) => band,
      condition: (condition) => condition,
      location: (location) => location,
    };
    const facets = Object.fromEntries(
      FACET_NAMES.map((facet) => [
        facet,
        sortedValues(
          facet,
          [...indexed.counts[facet]].flatMap(([key, count]) => {
            const value = valueOf[facet](key);
            return value === undefined ? [] : [{ value, count }];
          }),
        ),
      ]),
    ) as ProductFacets['facets'];
    return { approximate: false, total: indexed.total, facets };
  }

  /** The advertised cars are a posting list of the index: paged newest first, its length the total. */
  async advertised(paging: Paging = {}): Promise<Page<ProductBody>> {
    if (!(await this.index.answeringSoon())) return this.sql.advertised(paging);
    const { offset, limit } = listWindow(paging);
    const listings = this.index.listings;
    const { ids } = listings.search({ advertised: true }, 'newest', offset, limit);
    return { items: await this.indexedBodies(ids), total: listings.countAdvertised() };
  }

  /** A category's posting list in the newest order: an exact count at no cost. */
  async inCategory(categoryId: string, paging: Paging = {}): Promise<Page<ProductBody>> {
    if (!(await this.index.answeringSoon())) return this.sql.inCategory(categoryId, paging);
    const { offset, limit } = listWindow(paging);
    const listings = this.index.listings;
    const { ids } = listings.search({ categoryId }, 'newest', offset, limit);
    return { items: await this.indexedBodies(ids), total: listings.countInCategory(categoryId) };
  }

  /**
   * `answer` from the index for `filters`, or null when it cannot answer (see indexFilters). The text they name must
   * be current when `answer` runs (no await in between); a catch-up may have re-read rows meanwhile, then the text is
   * matched again.
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
   * The filters as the index takes them, or null when it cannot answer: not loaded, a write not caught up with in
   * time, or a model name or text with letters beyond ASCII (the database's collation decides those).
   */
  private async indexFilters(filters: ProductFilters): Promise<IndexFilters | null> {
    if (!(await this.index.answeringSoon())) return null;
    if (filters.model !== undefined && !isAsciiText(filters.model)) return null;
    if (filters.q && (!isAsciiText(filters.q) || !this.index.listings.keepsWords)) return null;
    const [values, text] = await Promise.all([
      this.catalogValues(),
      filters.q ? this.textFilter(filters.q) : undefined,
    ]);
    const idOf = (ids: Map<string, string>, value: string | undefined) =>
      value === undefined ? undefined : (ids.get(value.toLowerCase()) ?? null);
    const cents = (dollars: number | undefined) =>
      dollars === undefined ? undefined : dollarsToCents(dollars);
    // One entry per filter of the contract's table: a filter added there does not compile until it has one here.
    const byFilter: { [K in SearchFilterKey]: IndexFilters } = {
      q: { text },
      category: { categoryId: idOf(values.categories, filters.category) },
      brand: { brandId: idOf(values.brands, filters.brand) },
      model: { model: filters.model },
      condition: { condition: filters.condition },
      location: { location: filters.location },
      fuel: { fuel: filters.fuel },
      transmission: { transmission: filters.transmission },
      minPrice: { minPriceCents: cents(filters.minPrice) },
      maxPrice: { maxPriceCents: cents(filters.maxPrice) },
      minYear: { minYear: filters.minYear },
      maxYear: { maxYear: filters.maxYear },
      minMileage: { minMileage: filters.minMileage },
      maxMileage: { maxMileage: filters.maxMileage },
    };
    return Object.assign({}, ...Object.values(byFilter)) as IndexFilters;
  }

  /** Brand and category ids by value (small tables, read once per catalog write). */
  private async catalogValues(): Promise<{ brands: Map<string, string>; categories: Map<string, string> }> {
    const names = await this.sqlFacets.names();
    const byValue = (ids: Map<string, string>) => new Map([...ids].map(([id, value]) => [value, id]));
    return { brands: byValue(names.brands), categories: byValue(names.categories) };
  }

  /**
   * `q` for the index (docs/search.md "Words"): its typed words, each with the brands and categories it names (small
   * tables, as the SQL adapter reads them), matched against the words the index keeps and kept there under a key
   * (until a catch-up re-reads a row). Undefined when `q` has no word (it then narrows nothing, as in SQL).
   */
  private async textFilter(q: string): Promise<TextFilter | undefined> {
    const words = typedWords(q);
    if (words.length === 0) return undefined;
    const named = await Promise.all(words.map((word) => this.queries.namesFinding(word)));
    const typed = words.map((word, at) => ({
      word,
      brandIds: named[at]![0],
      categoryIds: named[at]![1],
    }));
    const key = JSON.stringify(typed);
    const listings = this.index.listings;
    if (!listings.hasCurrentText(key)) listings.storeText(key, typed);
    return { key };
  }

  /**
   * The bodies of `ids` as the public lists answer them, in their order: the rows and ratings kept since the index's
   * last catch-up (ListedRows) are not read again.
   */
  private indexedBodies(ids: string[]): Promise<ProductBody[]> {
    return this.listedRows.bodiesOf(ids, (missing) => this.queries.rowsOf(missing));
  }
}
