// POST /api/brand {brandName} (Admin): 201; 409 {status:'bad', message} for a duplicate name.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { BRANDS_KEY } from '@usedcars/shared-ui/api/catalog/get-brands';
import type { CreateBrandRequest } from '@usedcars/shared-ui/api/types';
import { refreshAfterAdminAction } from '../../audit/api/after-admin-action';

export function createBrand(body: CreateBrandRequest): Promise<unknown> {
  return apiRequest<unknown>('/brand', { method: 'POST', body });
}

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrand,
    onSuccess: () => refreshAfterAdminAction(queryClient, BRANDS_KEY),
  });
}
