// GET /api/conversation-reports (Admin): reported conversations, newest report first, with their latest messages.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { ConversationReportItem } from '@usedcars/contract/types';

export const CONVERSATION_REPORTS_KEY = 'conversation-reports';

export function useConversationReports() {
  return useQuery({
    queryKey: [CONVERSATION_REPORTS_KEY],
    queryFn: ({ signal }) => apiRequest<ConversationReportItem[]>('/conversation-reports', { signal }),
  });
}
