import { mailTopic, type MailToSend, userText } from '../mail';
import type { Conversation } from './conversation.entity';

/** The topic kind of the mails about a conversation (MailTopics). */
export const CONVERSATION_MAIL_TOPIC = 'conversation';

export type ConversationParty = 'buyer' | 'seller';

/** The topic of a new message's mail to `reader`: `<conversation id>:<party>` after the kind. */
export function messageMailTopic(conversationId: string, reader: ConversationParty): string {
  return mailTopic(CONVERSATION_MAIL_TOPIC, `${conversationId}:${reader}`);
}

/**
 * The mail telling a party of a new message: who wrote (by public name) about which car, and a link to the thread.
 * Neither the message nor anyone's e-mail address or phone number: the answer goes through the site. It waits
 * `notBefore`, so that a party reading the thread live is not mailed.
 */
export function newMessageMail(
  conversation: Conversation,
  senderId: string,
  publicUrl: string,
  notBefore: Date,
): MailToSend {
  const fromBuyer = senderId === conversation.buyerId;
  const sender = fromBuyer ? conversation.buyer : conversation.seller;
  const recipient = fromBuyer ? conversation.seller : conversation.buyer;
  const car = userText(conversation.product.name);
  return {
    kind: 'conversation-message',
    to: recipient.email,
    // Not sent if the conversation closes, either blocks the other, or the recipient reads it before it goes.
    topic: messageMailTopic(conversation.id, fromBuyer ? 'seller' : 'buyer'),
    notBefore,
    content: {
      subject: `New message about ${car}`,
      greeting: `Hello ${userText(recipient.displayName)},`,
      paragraphs: [
        `${userText(sender.displayName)} sent you a message about ${car}.`,
        'Read and answer it on the site: your e-mail address and phone number stay private.',
      ],
      action: { label: 'Read the message', url: `${publicUrl}/messages/${conversation.id}` },
      footer: [
        'You get at most one such mail an hour for each conversation, when it has a new unread message.',
      ],
    },
  };
}
