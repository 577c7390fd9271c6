// PATCH /api/reports/{productID} {action, reason?} (Admin): dismisses or takes down, closing every open report.
// Either changes the dashboard's figures, the audit log and the products list, so all of them are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { REPORTS_KEY } from '@usedcars/shared-ui/api/oversight-keys';
import type { Acknowledged, ResolveReportsRequest } from '@usedcars/contract/types';
import { refreshAfterAdminAction } from '../../audit';
import { ADMIN_PRODUCTS_KEY } from '../../products';

export interface ResolveReportsInput extends ResolveReportsRequest {
  productID: string;
}

export function resolveReports({ productID, action, reason }: ResolveReportsInput): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/reports/${encodeURIComponent(productID)}`, {
    method: 'PATCH',
    body: action === 'takedown' ? { action, reason } : { action },
  });
}

export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReports,
    // Also after a failure: a 404 means someone else already resolved them, so the list is out of date.
    onSettled: () => refreshAfterAdminAction(queryClient, REPORTS_KEY, ADMIN_PRODUCTS_KEY),
  });
}
