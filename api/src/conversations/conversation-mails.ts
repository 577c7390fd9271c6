import type { MailToSend } from '../mail';
import type { Conversation } from './conversation.entity';

/**
 * The mail telling a party of a new message: who wrote (by public name) about which car, and a link to the thread.
 * Neither the message nor anyone's e-mail address or phone number: the answer goes through the site.
 */
export function newMessageMail(conversation: Conversation, senderId: string, publicUrl: string): MailToSend {
  const fromBuyer = senderId === conversation.buyerId;
  const sender = fromBuyer ? conversation.buyer : conversation.seller;
  const recipient = fromBuyer ? conversation.seller : conversation.buyer;
  const car = conversation.product.name;
  return {
    kind: 'conversation-message',
    to: recipient.email,
    content: {
      subject: `New message about ${car}`,
      greeting: `Hello ${recipient.displayName},`,
      paragraphs: [
        `${sender.displayName} sent you a message about ${car}.`,
        'Read and answer it on the site: your e-mail address and phone number stay private.',
      ],
      action: { label: 'Read the message', url: `${publicUrl}/messages/${conversation.id}` },
      footer: [
        'You get at most one such mail an hour for each conversation, when it has a new unread message.',
      ],
    },
  };
}
