import type {
  ChatMessage,
  ConversationReportItem,
  ConversationSummary,
  ReportedConversationParty,
} from '@usedcars/contract/types';
import type { BlockState, User } from '../users';
import type { ConversationMessage } from './conversation-message.entity';
import { closedReason } from './conversation-closed';
import type { ReportUnderReview } from './conversation-reports.service';
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

/** A reported conversation as the admins review it (both parties, how often each reports and is reported). */
export function serializeReportUnderReview(review: ReportUnderReview): ConversationReportItem {
  const { report, reported } = review;
  const party = (user: User): ReportedConversationParty => ({
    uid: user.id,
    displayName: user.displayName,
    email: user.email,
    role: user.role,
    deleted: user.deletedAt !== null,
    suspended: user.suspendedAt !== null,
    warnings: user.warningCount,
    reportsMade: review.reportsMade.get(user.id) ?? 0,
    reportsAgainst: review.reportsAgainst.get(user.id) ?? 0,
  });
  return {
    _id: report.id,
    conversationId: report.conversationId,
    reason: report.reason,
    details: report.details,
    date: report.createdAt.toISOString(),
    product: { _id: report.conversation.product.id, name: report.conversation.product.name },
    reporter: party(report.reporter),
    reported: party(reported),
    messageCount: review.messageCount,
    messages: review.messages.map((message) => ({
      _id: message.id,
      text: message.text,
      date: message.createdAt.toISOString(),
      fromReporter: message.senderId === report.reporterId,
    })),
    resolution:
      report.resolvedAt && report.resolution
        ? {
            action: report.resolution,
            date: report.resolvedAt.toISOString(),
            by: { displayName: report.resolvedBy?.displayName ?? 'An admin' },
          }
        : null,
  };
}
