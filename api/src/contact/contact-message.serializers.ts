import type { ContactMessageItem } from '@usedcars/contract/contact-messages';
import type { ContactMessage } from './contact-message.entity';

export function serializeContactMessage(contact: ContactMessage): ContactMessageItem {
  return {
    _id: contact.id,
    date: contact.createdAt.toISOString(),
    name: contact.name,
    email: contact.email,
    topic: contact.topic,
    message: contact.message,
    account: contact.user ? { uid: contact.user.id, displayName: contact.user.displayName } : null,
    handled:
      contact.handledAt && contact.handledBy
        ? {
            date: contact.handledAt.toISOString(),
            by: { uid: contact.handledBy.id, displayName: contact.handledBy.displayName },
          }
        : null,
  };
}
