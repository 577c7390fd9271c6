// POST /api/contact-messages/{id}/handled (Admin): marks an open message handled, in the audit log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { Acknowledged } from '@usedcars/contract/types';
import { refreshAfterAdminAction } from '../audit';
import { CONTACT_MESSAGES_KEY } from './get-contact-messages';

export function markContactMessageHandled(id: string): Promise<Acknowledged> {
  return apiRequest<Acknowledged>(`/contact-messages/${encodeURIComponent(id)}/handled`, { method: 'POST' });
}

export function useMarkContactMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessageHandled,
    // Also after a failure: a 409 means another admin handled it, so the list is out of date.
    onSettled: () => refreshAfterAdminAction(queryClient, CONTACT_MESSAGES_KEY),
  });
}
