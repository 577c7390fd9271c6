// GET /api/admin/disputes and POST /api/admin/disputes/{orderId}/decision (Admin): the open disputes of paid orders,
// and the decision (for the buyer: refunded in full; for the seller: the deal completes), in the audit log.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { AdminDispute, DisputeParty } from '@usedcars/contract/deals';
import type { Acknowledged } from '@usedcars/contract/types';
import { USER_DATA_META } from '@usedcars/shared-ui/query/query-client';
import { refreshAfterAdminAction } from '../audit';

export const DISPUTES_KEY = 'admin-disputes';

export function useDisputes() {
  return useQuery({
    queryKey: [DISPUTES_KEY],
    queryFn: ({ signal }) => apiRequest<AdminDispute[]>('/admin/disputes', { signal }),
    meta: USER_DATA_META,
    staleTime: 0,
  });
}

export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, decideFor }: { orderId: string; decideFor: DisputeParty }) =>
      apiRequest<Acknowledged>(`/admin/disputes/${encodeURIComponent(orderId)}/decision`, {
        method: 'POST',
        body: { decideFor },
      }),
    // Also after a failure: a 404 or 409 means another admin decided it.
    onSettled: () => refreshAfterAdminAction(queryClient, DISPUTES_KEY),
  });
}
