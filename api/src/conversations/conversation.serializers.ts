import type { ChatMessage, ConversationSummary } from '@usedcars/contract/types';
import type { BlockState, User } from '../users';
import type { ConversationMessage } from './conversation-message.entity';
import { closedReason } from './conversation-closed';
import type { Conversation } from './conversation.entity';

/**
 * A conversation as `viewer` (one of its parties) sees it: the other party by public name only; why it is closed,
 * if it is (its car and both parties loaded).
 */
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
    closedReason: closedReason(conversation),
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
