import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { OFFER_MESSAGES } from '@usedcars/contract/conversation-messages';
import type { OfferAction } from '@usedcars/contract/types';
import { DataSource, MoreThan, Repository } from 'typeorm';
import { type ConditionalUpdate, runAllOrNothing, sqlDateTime } from '../common/all-or-nothing';
import { isUniqueViolation } from '../common/database-errors';
import { Conflict, Forbidden, InvalidField, NotFound, TooSoon } from '../common/domain-errors';
import { isUuid, newId } from '../common/ids';
import { authConfig } from '../config/auth.config';
import { mailConfig } from '../config/mail.config';
import { LiveService } from '../live';
import { MailService, MailTopics } from '../mail';
import { NotificationsService } from '../notifications';
import { type User, UserBlocks } from '../users';
import { closedReason, OPEN_CONVERSATION_SQL } from './conversation-closed';
import { Conversation } from './conversation.entity';
import { OFFER_MAIL_TOPIC, type OfferEvent, offerMail, offerNotification } from './offer-mails';
import { Offer, type OfferParty } from './offer.entity';
import { NEW_OFFER_STATE, OFFER_LIFETIME_MS, OFFER_TRANSITIONS, offerState } from './offer-states';

/** Offers (new ones and counters) an account may make in an hour, over all its conversations. */
export const OFFERS_PER_HOUR = 10;
/** A conversation's offers shown in its thread, newest first. */
export const CONVERSATION_OFFERS_LIMIT = 20;
/** The seller's list of open offers shows at most this many (the latest). */
export const SELLER_OFFERS_LIMIT = 100;

/** A car still on sale, in SQL over `products` (the row named by the statement): not sold, taken down or deleted. */
const ON_SALE_SQL =
  '`products`.`sold` = 0 AND `products`.`takenDownAt` IS NULL AND `products`.`deletedAt` IS NULL';

/** Loaded for the words of notices and the checks: the conversation's car and both parties. */
type ConversationWithParties = Conversation;

/**
 * Offers in a conversation: the buyer proposes a price at or below the asking price, the other party accepts,
 * declines or counters (a counter is a new offer the other way), the maker may withdraw, and an unanswered offer
 * expires OFFER_LIFETIME_HOURS after it was made. At most one open offer per conversation (UQ_offers_open).
 * Every change of state is a conditional UPDATE (offer-states.ts) that lands only while the offer is still open
 * and unexpired, the conversation open and, for a price, the car still on sale at no less than it; the notice and
 * the mail are written in the same transaction. An accepted offer is final: it is the price the buyer books at
 * (AgreedPrices).
 */
@Injectable()
export class OffersService implements OnModuleInit {
  constructor(
    @InjectRepository(Offer) private readonly offers: Repository<Offer>,
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    private readonly blocks: UserBlocks,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly mailTopics: MailTopics,
    private readonly notifications: NotificationsService,
    private readonly live: LiveService,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    @Inject(mailConfig.KEY) private readonly mailSettings: ConfigType<typeof mailConfig>,
  ) {}

  onModuleInit(): void {
    this.mailTopics.register(OFFER_MAIL_TOPIC, (id) => this.whyNoMail(id));
  }

  /**
   * Why a queued mail about an offer must not go now: the conversation closed or a block came between the two
   * since; and for an offer waiting for its reader's answer, it was answered, withdrawn or expired meanwhile.
   */
  private async whyNoMail(topicId: string): Promise<string | null> {
    const [offerId, news] = topicId.split(':');
    const offer = offerId && isUuid(offerId) ? await this.offers.findOneBy({ id: offerId }) : null;
    if (!offer) return OFFER_MESSAGES.notFound;
    const conversation = await this.withPartiesById(offer.conversationId);
    if (closedReason(conversation)) return OFFER_MESSAGES.closed;
    if (await this.blocks.between(offer.buyerId, offer.sellerId)) return OFFER_MESSAGES.blocked;
    if (news === 'made' && offerState(offer) !== 'open') return OFFER_MESSAGES.notOpen;
    return null;
  }

  /** The buyer offers `amountCents` for the car of their conversation. */
  async make(buyer: User, conversationId: string, amountCents: number): Promise<Offer> {
    const conversation = await this.ownConversation(buyer, conversationId);
    if (conversation.buyerId !== buyer.id) throw new Forbidden(OFFER_MESSAGES.buyerOnly);
    await this.assertMayOffer(conversation, buyer.id, amountCents);
    if (await this.offers.existsBy({ conversationId: conversation.id, state: 'accepted' }))
      throw new Conflict(OFFER_MESSAGES.alreadyAgreed);
    const now = new Date();
    const offer = this.newOffer(conversation, 'buyer', buyer.id, amountCents, now);
    await this.write(
      [this.expireStatement(conversation.id, now), this.insertIfOnSale(offer)],
      null,
      offer,
      conversation,
      'made',
      buyer.id,
    );
    return offer;
  }

  /**
   * An answer to an open offer: accept, decline or counter (`amountCents`) by the party it was made to, withdraw
   * by its maker. Answers the offer the conversation now waits on or ended with (the counter-offer for a counter).
   */
  async answer(user: User, offerId: string, action: OfferAction, amountCents?: number): Promise<Offer> {
    const offer = await this.ownOffer(user, offerId);
    const conversation = await this.withPartiesById(offer.conversationId);
    const transition = OFFER_TRANSITIONS[action];
    const isMaker = offer.makerId === user.id;
    if (transition.by === 'maker' && !isMaker) throw new Forbidden(OFFER_MESSAGES.onlyMaker);
    if (transition.by === 'recipient' && isMaker) throw new Forbidden(OFFER_MESSAGES.notYourTurn);
    const now = new Date();
    if (offerState(offer, now) !== 'open') {
      await this.sweep(offer.conversationId, now);
      throw new Conflict(OFFER_MESSAGES.notOpen);
    }
    this.assertOpen(conversation);
    await this.blocks.assertNoBlock(offer.buyerId, offer.sellerId, OFFER_MESSAGES.blocked);
    if (action !== 'decline' && action !== 'withdraw' && conversation.product.sold)
      throw new Conflict(OFFER_MESSAGES.sold);

    const statements: ConditionalUpdate[] = [this.transitionStatement(offer, action, user.id, now)];
    let told: Offer = Object.assign(this.offers.create(offer), {
      state: transition.to,
      openKey: null,
      answeredAt: now,
    });
    let event: OfferEvent =
      action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'withdrawn';
    if (action === 'counter') {
      if (amountCents === undefined)
        throw new InvalidField([{ field: 'amount', message: OFFER_MESSAGES.counterAmount }]);
      const party: OfferParty = user.id === conversation.buyerId ? 'buyer' : 'seller';
      await this.assertMayOffer(conversation, user.id, amountCents);
      told = this.newOffer(conversation, party, user.id, amountCents, now);
      statements.push(this.insertIfOnSale(told));
      event = 'countered';
    }
    await this.write(statements, offer, told, conversation, event, user.id);
    return told;
  }

  /** The conversation's offers, newest first (the caller one of its parties). */
  async listForConversation(user: User, conversationId: string): Promise<Offer[]> {
    const conversation = await this.ownConversation(user, conversationId);
    return this.offers.find({
      where: { conversationId: conversation.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: CONVERSATION_OFFERS_LIMIT,
    });
  }

  /**
   * The open, unexpired offers on the seller's cars still listed, newest first, with their conversations (car and
   * both parties): those waiting for the seller's answer and the seller's own counters waiting for the buyer's.
   */
  listOpenForSeller(seller: User): Promise<Offer[]> {
    return this.offers
      .createQueryBuilder('offer')
      .innerJoinAndSelect('offer.conversation', 'conversation')
      .innerJoinAndSelect('conversation.product', 'product')
      .innerJoinAndSelect('conversation.buyer', 'buyer')
      .innerJoinAndSelect('conversation.seller', 'seller')
      .where('offer.sellerId = :sellerId AND offer.state = :open AND offer.expiresAt > :now', {
        sellerId: seller.id,
        open: NEW_OFFER_STATE,
        now: new Date(),
      })
      .andWhere('product.takenDownAt IS NULL AND product.deletedAt IS NULL AND buyer.deletedAt IS NULL')
      .orderBy('offer.createdAt', 'DESC')
      .addOrderBy('offer.id', 'DESC')
      .limit(SELLER_OFFERS_LIMIT)
      .getMany();
  }

  /** The price the buyer agreed with the seller for the car (an accepted offer), in cents, or null. */
  async agreedPriceCents(buyerId: string, productId: string): Promise<number | null> {
    const accepted = await this.offers.findOne({
      where: { buyerId, productId, state: OFFER_TRANSITIONS.accept.to },
      order: { answeredAt: 'DESC' },
    });
    return accepted?.amountCents ?? null;
  }

  /** One of the caller's conversations, with its car and both parties. */
  async ownConversation(user: User, conversationId: string): Promise<ConversationWithParties> {
    const own = isUuid(conversationId)
      ? await this.conversations.findOneBy({ id: conversationId.toLowerCase() })
      : null;
    if (!own || (own.buyerId !== user.id && own.sellerId !== user.id))
      throw new NotFound(OFFER_MESSAGES.notFound);
    return this.withPartiesById(own.id);
  }

  /**
   * Runs the statements with the notice and the mail of `event` about `told`; after the commit, both parties' pages
   * refetch. `answered`: the offer an answer is about (none: a new offer).
   */
  private async write(
    statements: ConditionalUpdate[],
    answered: Offer | null,
    told: Offer,
    conversation: ConversationWithParties,
    event: OfferEvent,
    actorId: string,
  ): Promise<void> {
    const notBefore = new Date(Date.now() + this.mailSettings.messageMailHoldMs);
    const notice = offerNotification(event, told, conversation, actorId);
    let failedAt: number;
    try {
      failedAt = await runAllOrNothing(this.dataSource, [
        ...statements,
        ...this.notifications.insertStatements([notice]),
        ...(event === 'withdrawn'
          ? []
          : this.mail.queueStatements([
              offerMail(event, told, conversation, actorId, this.auth.publicUrl, notBefore),
            ])),
      ]);
    } catch (error) {
      // Another open offer landed first (the other party's tab, a double click).
      if (isUniqueViolation(error)) throw new Conflict(OFFER_MESSAGES.alreadyOpen);
      throw error;
    }
    if (failedAt !== -1) await this.explainRefusal(conversation.id, answered);
    await this.live.publish([conversation.buyerId, conversation.sellerId], {
      type: 'offer',
      conversationId: conversation.id,
    });
    await this.live.publish([notice.userId], { type: 'notification' });
  }

  /**
   * A write changed nothing: why, from the records as they are now (always throws). `answered`: the offer an answer
   * was about (none: a new offer).
   */
  private async explainRefusal(conversationId: string, answered: Offer | null): Promise<never> {
    const conversation = await this.withPartiesById(conversationId);
    this.assertOpen(conversation);
    if (conversation.product.sold) throw new Conflict(OFFER_MESSAGES.sold);
    if (answered) {
      const now = await this.offers.findOneByOrFail({ id: answered.id });
      // Answered, withdrawn or expired meanwhile (another tab, the other party, the clock).
      if (offerState(now) !== 'open') throw new Conflict(OFFER_MESSAGES.notOpen);
    }
    // The seller lowered the price below the amount meanwhile.
    throw new Conflict(OFFER_MESSAGES.aboveAsking);
  }

  /** An offer of `makerId` in the conversation: open, no block, within the hourly limit, at most the asking price. */
  private async assertMayOffer(
    conversation: ConversationWithParties,
    makerId: string,
    amountCents: number,
  ): Promise<void> {
    this.assertOpen(conversation);
    if (conversation.product.sold) throw new Conflict(OFFER_MESSAGES.sold);
    await this.blocks.assertNoBlock(conversation.buyerId, conversation.sellerId, OFFER_MESSAGES.blocked);
    if (amountCents > conversation.product.sellPriceCents)
      throw new InvalidField([{ field: 'amount', message: OFFER_MESSAGES.aboveAsking }]);
    const lastHour = await this.offers.countBy({
      makerId,
      createdAt: MoreThan(new Date(Date.now() - 3_600_000)),
    });
    if (lastHour >= OFFERS_PER_HOUR) throw new TooSoon(OFFER_MESSAGES.tooMany);
  }

  /** Refuses an offer in a closed conversation (its car taken down or deleted, an account closed). */
  private assertOpen(conversation: ConversationWithParties): void {
    const reason = closedReason(conversation);
    if (reason === 'taken-down' || reason === 'listing-deleted') throw new Conflict(OFFER_MESSAGES.gone);
    if (reason) throw new Conflict(OFFER_MESSAGES.closed);
  }

  private newOffer(
    conversation: ConversationWithParties,
    fromParty: OfferParty,
    makerId: string,
    amountCents: number,
    now: Date,
  ): Offer {
    return this.offers.create({
      id: newId(),
      createdAt: now,
      updatedAt: now,
      conversationId: conversation.id,
      productId: conversation.productId,
      buyerId: conversation.buyerId,
      sellerId: conversation.sellerId,
      fromParty,
      makerId,
      amountCents,
      state: NEW_OFFER_STATE,
      expiresAt: new Date(now.getTime() + OFFER_LIFETIME_MS),
      answeredAt: null,
      openKey: conversation.id,
    });
  }

  /**
   * The new open offer, inserted only while its conversation is open and its car on sale at no less than the
   * amount (read from the rows as the transaction sees them, not as they were when the request was checked).
   */
  private insertIfOnSale(offer: Offer): ConditionalUpdate {
    return {
      sql:
        'INSERT INTO `offers` (`id`, `createdAt`, `updatedAt`, `conversationId`, `productId`, `buyerId`, `sellerId`, ' +
        '`fromParty`, `makerId`, `amountCents`, `state`, `expiresAt`, `answeredAt`, `openKey`) ' +
        'SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ? FROM `conversations` ' +
        `WHERE \`conversations\`.\`id\` = ? AND ${OPEN_CONVERSATION_SQL} ` +
        'AND EXISTS (SELECT 1 FROM `products` WHERE `products`.`id` = `conversations`.`productId` ' +
        `AND ${ON_SALE_SQL} AND \`products\`.\`sellPriceCents\` >= ?)`,
      params: [
        offer.id,
        sqlDateTime(offer.createdAt),
        sqlDateTime(offer.updatedAt),
        offer.conversationId,
        offer.productId,
        offer.buyerId,
        offer.sellerId,
        offer.fromParty,
        offer.makerId,
        offer.amountCents,
        offer.state,
        sqlDateTime(offer.expiresAt),
        offer.openKey,
        offer.conversationId,
        offer.amountCents,
      ],
    };
  }

  /**
   * The change of `action`, by `actorId`, as OFFER_TRANSITIONS allows it: from an open, unexpired offer, by the
   * party whose turn it is (or its maker, to withdraw), while the conversation is open; an acceptance also while
   * the car is still on sale.
   */
  private transitionStatement(
    offer: Offer,
    action: OfferAction,
    actorId: string,
    now: Date,
  ): ConditionalUpdate {
    const { from, to, by } = OFFER_TRANSITIONS[action];
    const at = sqlDateTime(now);
    return {
      sql:
        'UPDATE `offers` SET `state` = ?, `openKey` = NULL, `answeredAt` = ?, `updatedAt` = ? ' +
        `WHERE \`id\` = ? AND \`state\` = ? AND \`expiresAt\` > ? AND \`makerId\` ${by === 'maker' ? '=' : '<>'} ? ` +
        'AND EXISTS (SELECT 1 FROM `conversations` WHERE `conversations`.`id` = `offers`.`conversationId` ' +
        `AND ${OPEN_CONVERSATION_SQL})` +
        (action === 'accept'
          ? ' AND EXISTS (SELECT 1 FROM `products` WHERE `products`.`id` = `offers`.`productId` AND ' +
            `${ON_SALE_SQL})`
          : ''),
      params: [to, at, at, offer.id, from, at, actorId],
    };
  }

  /** The conversation's open offer past its time written as expired (may change nothing). */
  private expireStatement(conversationId: string, now: Date): ConditionalUpdate {
    const { from, to } = OFFER_TRANSITIONS.expire;
    const at = sqlDateTime(now);
    return {
      sql:
        'UPDATE `offers` SET `state` = ?, `openKey` = NULL, `answeredAt` = `expiresAt`, `updatedAt` = ? ' +
        'WHERE `conversationId` = ? AND `state` = ? AND `expiresAt` <= ?',
      params: [to, at, conversationId, from, at],
      mustChange: false,
    };
  }

  private async sweep(conversationId: string, now: Date): Promise<void> {
    await runAllOrNothing(this.dataSource, [this.expireStatement(conversationId, now)]);
  }

  /** An offer of a conversation the caller is a party of; any other (or an unknown id) is not found. */
  private async ownOffer(user: User, offerId: string): Promise<Offer> {
    const offer = isUuid(offerId) ? await this.offers.findOneBy({ id: offerId.toLowerCase() }) : null;
    if (!offer || (offer.buyerId !== user.id && offer.sellerId !== user.id))
      throw new NotFound(OFFER_MESSAGES.notFound);
    return offer;
  }

  private withPartiesById(id: string): Promise<ConversationWithParties> {
    return this.conversations
      .createQueryBuilder('conversation')
      .innerJoinAndSelect('conversation.product', 'product')
      .innerJoinAndSelect('conversation.buyer', 'buyer')
      .innerJoinAndSelect('conversation.seller', 'seller')
      .where('conversation.id = :id', { id })
      .getOneOrFail();
  }
}
