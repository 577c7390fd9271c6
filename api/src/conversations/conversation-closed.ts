import type { ConversationClosedReason } from '@usedcars/contract/types';
import type { Conversation } from './conversation.entity';

/**
 * Why no message may be sent in the conversation any more (its car and both parties loaded), or null while it is
 * open: its listing was taken down (as a scam, say) or deleted, or either account was closed. Nothing more goes
 * between the two about it, mails included; what was written stays readable to the one who remains.
 */
export function closedReason(conversation: Conversation): ConversationClosedReason | null {
  if (conversation.product.takenDownAt) return 'taken-down';
  if (conversation.product.deletedAt) return 'listing-deleted';
  if (conversation.buyer.deletedAt || conversation.seller.deletedAt) return 'account-deleted';
  return null;
}

/**
 * The same rule as a condition on a `conversations` row in SQL, for the writes that must not land once it is
 * closed (checked when they commit, not only when they were asked for).
 */
export const OPEN_CONVERSATION_SQL =
  'EXISTS (SELECT 1 FROM `products` WHERE `products`.`id` = `conversations`.`productId` ' +
  'AND `products`.`takenDownAt` IS NULL AND `products`.`deletedAt` IS NULL) ' +
  'AND NOT EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` IN (`conversations`.`buyerId`, `conversations`.`sellerId`) ' +
  'AND `users`.`deletedAt` IS NOT NULL)';
