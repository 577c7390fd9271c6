// POST /api/category {category, thumbnail} (Admin): 201; 409 {status:'bad', message} for a duplicate name.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { CreateCategoryRequest } from '@usedcars/shared-ui/api/types';
import { refreshAfterAdminAction } from '../../audit/api/after-admin-action';

export function createCategory(body: CreateCategoryRequest): Promise<unknown> {
  return apiRequest<unknown>('/category', { method: 'POST', body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => refreshAfterAdminAction(queryClient, 'categories'),
  });
}
