// PATCH /api/conversation-reports/{id} {action} (Admin): dismiss the report, or warn, suspend or delete the reported
// account. Each changes the audit log, and suspend and delete the users list, so they are refreshed with the reports.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged, ConversationReportAction } from '@usedcars/contract/types';
import { refreshAfterAdminAction } from '../audit';
import { ALL_USERS_KEY } from '../users';
import { CONVERSATION_REPORTS_KEY } from './get-conversation-reports';

export interface ResolveConversationReportInput {
  reportId: string;
  action: ConversationReportAction;
}

export function resolveConversationReport({
  reportId,
  action,
}: ResolveConversationReportInput): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/conversation-reports/${encodeURIComponent(reportId)}`, {
    method: 'PATCH',
    body: { action },
  });
}

export function useResolveConversationReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveConversationReport,
    // Also after a failure: a 409 means another admin handled it, so the list is out of date.
    onSettled: () => refreshAfterAdminAction(queryClient, CONVERSATION_REPORTS_KEY, ALL_USERS_KEY),
  });
}
