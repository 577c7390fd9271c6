// GET /api/models?brand=: the models of the brand's listed cars, the choices of the /cars model filter.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { ModelList } from '@usedcars/contract/types';

export function getModels(brand: string, signal?: AbortSignal): Promise<ModelList> {
  return apiRequest<ModelList>('/models', { params: { brand }, signal });
}

export function getModelsQueryOptions(brand: string) {
  return queryOptions({
    queryKey: ['models', brand],
    queryFn: ({ signal }) => getModels(brand, signal),
  });
}

/** Asks only once a brand is chosen. */
export function useModels(brand: string | undefined) {
  return useQuery({ ...getModelsQueryOptions(brand ?? ''), enabled: Boolean(brand) });
}
