import type { ConfigType } from '@nestjs/config';
import type { Provider } from '@nestjs/common';
import type { Product as ProductBody, ProductFacets } from '@usedcars/contract/types';
import type { Page, Paging } from '../common/page-query';
import { appConfig } from '../config/app.config';
import { IndexCatalogSearch } from './index-catalog-search';
import type { ProductFilters, ProductSearch } from './listing-queries';
import { SqlCatalogSearch } from './sql-catalog-search';

/** A page of a search; `total` counted up to SEARCH_COUNT_CAP, `capped` when more cars match. */
export interface SearchPage extends Page<ProductBody> {
  capped: boolean;
}

/**
 * The port of the public catalogue's searches: GET /products, its facets, the advertised cars and a category's
 * cars, each answered as the public lists answer them (the same bodies, order and totals whatever answers). An
 * adapter decides only how the matches are found; `api/test/search-index.spec.ts` holds every adapter to one set of
 * expectations, so a new one (OpenSearch, Meilisearch: docs/search.md) is done when it passes there.
 *
 * An abstract class rather than an interface so that it is also Nest's injection token.
 */
export abstract class CatalogSearch {
  /** Unsold listed cars matching the search, one page, sorted. */
  abstract search(search: ProductSearch): Promise<SearchPage>;
  /** Per facet, the cars each value would give for `filters`, each facet counted without its own filter. */
  abstract facets(filters: ProductFilters): Promise<ProductFacets>;
  /** Advertised unsold cars, newest first, one page, and how many. */
  abstract advertised(paging: Paging): Promise<Page<ProductBody>>;
  /** Unsold cars of one category, newest first, one page, and how many. */
  abstract inCategory(categoryId: string, paging: Paging): Promise<Page<ProductBody>>;
}

/**
 * The adapter this instance answers with: the in-memory index where SEARCH_INDEX is on (the default), plain SQL
 * otherwise. Both stay providers (the differential test runs each).
 */
export const catalogSearchProvider: Provider = {
  provide: CatalogSearch,
  inject: [appConfig.KEY, IndexCatalogSearch, SqlCatalogSearch],
  useFactory: (
    config: ConfigType<typeof appConfig>,
    index: IndexCatalogSearch,
    sql: SqlCatalogSearch,
  ): CatalogSearch => (config.searchIndex ? index : sql),
};
