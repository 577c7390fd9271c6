// GET /api/advertise-product?page=&pageSize=: one page of the cars sellers chose to advertise, newest first, with
// the total in the X-Total-Count header.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders, readTotalCount } from '@usedcars/shared-ui/api/client';
import type { Product } from '@usedcars/contract/types';
import { readPage } from '../car-search';

export interface AdvertisedPaging {
  page?: number;
  pageSize?: number;
}

export interface AdvertisedPage {
  products: Product[];
  total: number;
}

/** How many advertised cars the home page shows (two rows of the grid); the rest are on /advertise. */
export const HOME_ADVERTISED_COUNT = 6;

/** The page of /advertise its address asks for (page 1 without a page, so both read one cached query). */
export function advertisedPagingOf(params: URLSearchParams): AdvertisedPaging {
  const page = readPage(params.get('page'));
  return page > 1 ? { page } : {};
}

export async function getAdvertisedProducts(
  paging: AdvertisedPaging,
  signal?: AbortSignal,
): Promise<AdvertisedPage> {
  const { data, headers } = await apiRequestWithHeaders<Product[]>('/advertise-product', {
    params: { ...paging },
    signal,
  });
  return { products: data, total: readTotalCount(headers, data.length) };
}

export function getAdvertisedProductsQueryOptions(paging: AdvertisedPaging = {}) {
  return queryOptions({
    queryKey: ['advertised-products', paging],
    queryFn: ({ signal }) => getAdvertisedProducts(paging, signal),
  });
}

export function useAdvertisedProducts(paging: AdvertisedPaging = {}) {
  return useQuery(getAdvertisedProductsQueryOptions(paging));
}
