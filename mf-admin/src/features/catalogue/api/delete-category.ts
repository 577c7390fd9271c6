// DELETE /api/category/{id} (Admin): 409 {status:'bad', message} while cars still use it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged } from '@usedcars/shared-ui/api/types';
import { refreshAfterAdminAction } from '../../audit/api/after-admin-action';

export function deleteCategory(id: string): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/category/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshAfterAdminAction(queryClient, 'categories'),
  });
}
