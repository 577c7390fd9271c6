// GET /api/contact-messages?status=&page=&pageSize= (Admin): the contact form's messages, open ones newest first or
// handled ones latest handled first; total in X-Total-Count.
import { useQuery } from '@tanstack/react-query';
import {
  CONTACT_PAGE_SIZE_DEFAULT,
  type ContactMessageItem,
  type ContactMessageStatus,
} from '@usedcars/contract/contact-messages';
import { serverPageQueryOptions } from '../paged-list';

export const CONTACT_MESSAGES_KEY = 'contact-messages';

export type ContactMessagesQuery = { status: ContactMessageStatus; page: number };

export function useContactMessages(query: ContactMessagesQuery) {
  return useQuery(
    serverPageQueryOptions<ContactMessageItem, ContactMessagesQuery>(
      CONTACT_MESSAGES_KEY,
      '/contact-messages',
      query,
      CONTACT_PAGE_SIZE_DEFAULT,
    ),
  );
}
