// The data of each public page, read on the server before it renders the page (the shell's server render, through
// this remote's Node build): the same queries, with the same keys, as the page's own hooks, so that the browser
// finds them in the dehydrated cache and does not fetch them again while it hydrates.
import type { QueryClient } from '@tanstack/react-query';
import { getBrandsQueryOptions } from '@usedcars/shared-ui/api/catalog/get-brands';
import { getCategoriesQueryOptions } from '@usedcars/shared-ui/api/catalog/get-categories';
import { findCategory } from '../features/categories/find-category';
import {
  advertisedPagingOf,
  getAdvertisedProductsQueryOptions,
  HOME_ADVERTISED_COUNT,
} from '../features/products/api/get-advertised-products';
import { getFacetsQueryOptions } from '../features/products/api/get-facets';
import { getModelsQueryOptions } from '../features/products/api/get-models';
import { getProductQueryOptions } from '../features/products/api/get-product';
import { getProductsQueryOptions } from '../features/products/api/get-products';
import { getSimilarProductsQueryOptions } from '../features/products/api/get-similar-products';
import { readCarSearch } from '../features/products/car-search';
import { getSellerQueryOptions } from '../features/sellers/api/get-seller';
import type { ProductSearchQuery } from '@usedcars/contract/types';

export interface PageDataRequest {
  /** The route's parameters (`id`, `categoryName`). */
  params: Record<string, string | undefined>;
  /** The address's query (/cars). */
  search: URLSearchParams;
}

/** A search's list, and the filters' choices and counts, so that the page's HTML shows them whole. */
function prefetchCarSearch(client: QueryClient, query: ProductSearchQuery) {
  return Promise.all([
    client.prefetchQuery(getProductsQueryOptions(query)),
    client.prefetchQuery(getBrandsQueryOptions()),
    client.prefetchQuery(getFacetsQueryOptions(query)),
    query.brand ? client.prefetchQuery(getModelsQueryOptions(query.brand)) : null,
  ]);
}

type Prefetch = (queryClient: QueryClient, request: PageDataRequest) => Promise<unknown>;

const PAGE_DATA: Record<string, Prefetch> = {
  HomePage: (client) =>
    Promise.all([
      client.prefetchQuery(getAdvertisedProductsQueryOptions({ pageSize: HOME_ADVERTISED_COUNT })),
      client.prefetchQuery(getCategoriesQueryOptions()),
      // The categories' counts: the home page leaves out those without a car.
      client.prefetchQuery(getFacetsQueryOptions({})),
    ]),
  CarsPage: (client, { search }) => prefetchCarSearch(client, readCarSearch(search)),
  ProductPage: (client, { params }) =>
    Promise.all([
      client.prefetchQuery(getProductQueryOptions(params.id ?? '')),
      client.prefetchQuery(getSimilarProductsQueryOptions(params.id ?? '')),
    ]),
  // The /cars search with the category fixed, as the page finds it (an unknown one is a 404, not rendered).
  CategoryPage: async (client, { params, search }) => {
    const category = findCategory(
      await client.fetchQuery(getCategoriesQueryOptions()),
      params.categoryName ?? '',
    );
    if (category) await prefetchCarSearch(client, { ...readCarSearch(search), category: category.value });
  },
  SellerPage: (client, { params }) => client.prefetchQuery(getSellerQueryOptions(params.id ?? '')),
  AdvertisePage: (client, { search }) =>
    client.prefetchQuery(getAdvertisedProductsQueryOptions(advertisedPagingOf(search))),
};

/** Reads the data page `module` (an expose, `HomePage`) shows into `queryClient`; a page without any, nothing. */
export async function prefetchPageData(
  module: string,
  queryClient: QueryClient,
  request: PageDataRequest,
): Promise<void> {
  await PAGE_DATA[module]?.(queryClient, request);
}
