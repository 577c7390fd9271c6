// POST /api/contact-messages {name, email?, topic, message}: a message to the site's admins (Acknowledged), mailed
// an acknowledgement. Signed in, the account's address is the one replied to, so `email` is left out.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { CreateContactMessageRequest } from '@usedcars/contract/contact-messages';
import type { Acknowledged } from '@usedcars/contract/types';

export function sendContactMessage(request: CreateContactMessageRequest): Promise<Acknowledged> {
  return apiRequest<Acknowledged>('/contact-messages', { method: 'POST', body: request });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
