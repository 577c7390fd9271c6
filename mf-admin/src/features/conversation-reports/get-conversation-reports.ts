// GET /api/conversation-reports?status= (Admin): reported conversations, newest report first, open or handled, with
// both parties' report counts and the conversation's latest messages.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { ConversationReportItem, ConversationReportStatus } from '@usedcars/contract/types';

export const CONVERSATION_REPORTS_KEY = 'conversation-reports';

export function useConversationReports(status: ConversationReportStatus) {
  return useQuery({
    queryKey: [CONVERSATION_REPORTS_KEY, status],
    queryFn: ({ signal }) =>
      apiRequest<ConversationReportItem[]>(`/conversation-reports?status=${status}`, { signal }),
  });
}
