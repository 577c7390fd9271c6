import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseEntity } from '../common/base.entity';
import { Conversation } from './conversation.entity';
import { OFFER_STORED_STATES, type OfferStoredState } from './offer-states';

export const OFFER_PARTIES = ['buyer', 'seller'] as const;
export type OfferParty = (typeof OFFER_PARTIES)[number];

/**
 * A price one party of a conversation proposed to the other (the buyer first; then each counter is a new offer).
 * Money is integer cents. The car, the buyer and the seller are the conversation's, copied so that the booking
 * and the seller's list read one table.
 */
@Entity('offers')
// The conversation's offers, newest first.
@Index('IDX_offers_conversation_created', ['conversationId', 'createdAt'])
// The offers an account made in the last hour (the limit).
@Index('IDX_offers_maker_created', ['makerId', 'createdAt'])
// A seller's open offers; a buyer's agreed price for a car (the booking).
@Index('IDX_offers_seller_state', ['sellerId', 'state'])
@Index('IDX_offers_buyer_product_state', ['buyerId', 'productId', 'state'])
// At most one open offer per conversation, kept by the database even under concurrent requests.
@Index('UQ_offers_open', ['openKey'], { unique: true })
export class Offer extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  conversationId: string;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'conversationId' })
  conversation: Conversation;

  @Column({ type: 'varchar', length: 36 })
  productId: string;

  @Column({ type: 'varchar', length: 36 })
  buyerId: string;

  @Column({ type: 'varchar', length: 36 })
  sellerId: string;

  /** Who made it: the buyer's offer or the seller's counter-offer. */
  @Column({ type: 'simple-enum', enum: OFFER_PARTIES })
  fromParty: OfferParty;

  /** The account that made it (the buyer or the seller), for the hourly limit. */
  @Column({ type: 'varchar', length: 36 })
  makerId: string;

  @Column({ type: 'int' })
  amountCents: number;

  /** As written by the last transition; `open` past `expiresAt` reads as expired (offerState). */
  @Column({ type: 'simple-enum', enum: OFFER_STORED_STATES, default: 'open' })
  state: OfferStoredState;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** When it left `open` (answered, withdrawn or swept as expired). */
  @Column({ type: 'datetime', nullable: true, default: null })
  answeredAt: Date | null;

  /**
   * The conversation's id while the offer is open, null after: the unique index over it allows one open offer per
   * conversation and any number of closed ones (NULLs never collide).
   */
  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  openKey: string | null;
}
