// The one table of an offer's states and the changes allowed between them. Every write of an offer's state (in
// OffersService) is an UPDATE conditional on the `from` state written here and on the offer not having expired
// (or, for `expire`, on its having expired), so of two changes that race (an accept and a withdrawal, an accept
// and the expiry) one changes the row and the other changes nothing.
import { OFFER_LIFETIME_HOURS, type OfferState } from '@usedcars/contract/types';
import type { Offer } from './offer.entity';

/** The states written to the table: all of OfferState (an open offer past its time is written `expired` when swept). */
export const OFFER_STORED_STATES = [
  'open',
  'accepted',
  'declined',
  'countered',
  'withdrawn',
  'expired',
] as const satisfies readonly OfferState[];
export type OfferStoredState = (typeof OFFER_STORED_STATES)[number];

/** A new offer's state. */
export const NEW_OFFER_STATE = 'open' satisfies OfferStoredState;
export const OFFER_LIFETIME_MS = OFFER_LIFETIME_HOURS * 3_600_000;

/**
 * `by`: who may make the change. `recipient` is the party the offer was made to (whose turn it is), `maker` the
 * party who made it, `anyone` a reader that finds it past its time.
 */
export const OFFER_TRANSITIONS = {
  /** The price is agreed: the buyer may book the car at it. */
  accept: { from: 'open', to: 'accepted', by: 'recipient' },
  decline: { from: 'open', to: 'declined', by: 'recipient' },
  /** Answered with a new open offer (in the same transaction), made by the recipient. */
  counter: { from: 'open', to: 'countered', by: 'recipient' },
  withdraw: { from: 'open', to: 'withdrawn', by: 'maker' },
  /** Past `expiresAt`, unanswered. */
  expire: { from: 'open', to: 'expired', by: 'anyone' },
} as const satisfies Record<
  string,
  { from: OfferStoredState; to: OfferStoredState; by: 'recipient' | 'maker' | 'anyone' }
>;

export type OfferTransition = keyof typeof OFFER_TRANSITIONS;

/** The state an offer is in at `now`: an open one past its time is expired, swept or not. */
export function offerState(offer: Pick<Offer, 'state' | 'expiresAt'>, now = new Date()): OfferState {
  return offer.state === 'open' && offer.expiresAt.getTime() <= now.getTime() ? 'expired' : offer.state;
}
