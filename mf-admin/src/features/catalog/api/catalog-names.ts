// The admin's writes to a catalog of names (brands, categories), each at its own path (Admin only):
//   POST /api/<path> <body>: 201; 409 {status:'bad', message} for a duplicate name.
//   PATCH /api/<path>/{id} <body>: a new name (the value, the key of addresses, stays); 409 when another has it.
//   DELETE /api/<path>/{id}: 409 {status:'bad', message} while cars still use it.
// Each refreshes the catalog's list (queryKey), the dashboard and the audit log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { BRANDS_KEY } from '@usedcars/shared-ui/api/catalog/get-brands';
import type { Acknowledged } from '@usedcars/contract/types';
import { refreshAfterAdminAction } from '../../audit';

export interface CatalogEndpoint {
  path: string;
  queryKey: string;
}

export const BRAND_ENDPOINT: CatalogEndpoint = { path: '/brand', queryKey: BRANDS_KEY };
// The key of shared-ui's useCategories.
export const CATEGORY_ENDPOINT: CatalogEndpoint = { path: '/category', queryKey: 'categories' };

export function useCreateCatalogName<Body>({ path, queryKey }: CatalogEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<unknown>(path, { method: 'POST', body }),
    onSuccess: () => refreshAfterAdminAction(queryClient, queryKey),
  });
}

export function useRenameCatalogName<Body>({ path, queryKey }: CatalogEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }) =>
      apiRequest<unknown>(`${path}/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => refreshAfterAdminAction(queryClient, queryKey),
  });
}

export function useDeleteCatalogName({ path, queryKey }: CatalogEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Acknowledged>(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterAdminAction(queryClient, queryKey),
  });
}
