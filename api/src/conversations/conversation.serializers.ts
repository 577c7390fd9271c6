import type { ChatMessage, ConversationSummary } from '@usedcars/contract/types';
import type { User } from '../users';
import type { ConversationMessage } from './conversation-message.entity';
import type { Conversation } from './conversation.entity';
import type { BlockState } from './conversations.service';

/** A conversation as `viewer` (one of its parties) sees it: the other party by public name only. */
export function serializeConversation(
  conversation: Conversation,
  viewer: User,
  blocks: BlockState,
): ConversationSummary {
  const isBuyer = conversation.buyerId === viewer.id;
  const other = isBuyer ? conversation.seller : conversation.buyer;
  return {
    _id: conversation.id,
    product: {
      _id: conversation.product.id,
      name: conversation.product.name,
      image: conversation.product.thumbUrl,
      price: conversation.product.sellPriceCents / 100,
    },
    role: isBuyer ? 'buyer' : 'seller',
    otherParty: { displayName: other.displayName, photoURL: other.photoURL },
    lastMessage: {
      text: conversation.lastMessageText,
      date: conversation.lastMessageAt.toISOString(),
      mine: conversation.lastSenderId === viewer.id,
    },
    unread: isBuyer ? conversation.buyerUnread : conversation.sellerUnread,
    ...blocks,
  };
}

export function serializeMessage(message: ConversationMessage, viewer: User): ChatMessage {
  return {
    _id: message.id,
    text: message.text,
    date: message.createdAt.toISOString(),
    mine: message.senderId === viewer.id,
  };
}
