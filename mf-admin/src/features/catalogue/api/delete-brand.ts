// DELETE /api/brand/{id} (Admin): 409 {status:'bad', message} while cars still use it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { BRANDS_KEY } from '@usedcars/shared-ui/api/catalog/get-brands';
import type { Acknowledged } from '@usedcars/shared-ui/api/types';
import { refreshAfterAdminAction } from '../../audit/api/after-admin-action';

export function deleteBrand(id: string): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/brand/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    onSuccess: () => refreshAfterAdminAction(queryClient, BRANDS_KEY),
  });
}
