// GET /api/sellers/:id: a seller's public profile (404 when unknown, deleted or not a seller).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { SellerProfile } from '@usedcars/contract/types';

export function getSeller(id: string, signal?: AbortSignal): Promise<SellerProfile> {
  return apiRequest<SellerProfile>(`/sellers/${encodeURIComponent(id)}`, { signal });
}

export function getSellerQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['seller', id],
    queryFn: ({ signal }) => getSeller(id, signal),
  });
}

export function useSeller(id: string) {
  return useQuery(getSellerQueryOptions(id));
}
