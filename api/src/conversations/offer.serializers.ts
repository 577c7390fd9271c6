import type { Offer as OfferBody } from '@usedcars/contract/types';
import { centsToDollars } from '../common/money';
import type { User } from '../users';
import type { Conversation } from './conversation.entity';
import { type Offer } from './offer.entity';
import { offerState } from './offer-states';

/**
 * An offer as `viewer` (a party of its conversation, loaded with its car and both parties) sees it, its state as
 * of now (an open offer past its time is expired, swept or not).
 */
export function serializeOffer(
  offer: Offer,
  conversation: Conversation,
  viewer: User,
  now = new Date(),
): OfferBody {
  const state = offerState(offer, now);
  const isBuyer = conversation.buyerId === viewer.id;
  const mine = offer.makerId === viewer.id;
  return {
    _id: offer.id,
    conversationId: offer.conversationId,
    product: {
      _id: conversation.product.id,
      name: conversation.product.name,
      image: conversation.product.thumbUrl,
      price: centsToDollars(conversation.product.sellPriceCents),
    },
    otherParty: { displayName: (isBuyer ? conversation.seller : conversation.buyer).displayName },
    amount: centsToDollars(offer.amountCents),
    from: offer.fromParty,
    mine,
    state,
    myTurn: state === 'open' && !mine,
    date: offer.createdAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
  };
}
