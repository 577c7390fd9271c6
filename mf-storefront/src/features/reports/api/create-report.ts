// POST /api/reports: reports a listing to the admins (one report per user per listing). The reporter is the
// token's account. A 401 is the shared expired-session answer (message, logout, /login and back).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import { ADMIN_STATS_KEY, REPORTS_KEY } from '@usedcars/shared-ui/api/oversight-keys';
import type { Acknowledged, CreateReportRequest } from '@usedcars/contract/types';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';

export function createReport(request: CreateReportRequest): Promise<Acknowledged> {
  return apiRequest<Acknowledged>('/reports', { method: 'POST', body: request });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    // The admin console (another remote, same cache) counts and lists the open reports.
    onSuccess: () =>
      Promise.all([
        refetchAfterChange(queryClient, [REPORTS_KEY]),
        refetchAfterChange(queryClient, [ADMIN_STATS_KEY]),
      ]),
  });
}
