import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { CONVERSATION_PAGE_SIZE, type ConversationReportReason } from '@usedcars/contract/types';
import {
  CONVERSATION_CLOSED_MESSAGES,
  CONVERSATION_MESSAGES,
  CONVERSATION_REPORT_MESSAGES,
} from '@usedcars/contract/conversation-messages';
import { Brackets, DataSource, LessThan, MoreThan, Repository } from 'typeorm';
import { PublicListings } from '../catalog';
import {
  type ConditionalUpdate,
  insertStatement,
  runAllOrNothing,
  sqlDateTime,
} from '../common/all-or-nothing';
import { isUniqueViolation } from '../common/database-errors';
import { Conflict, Forbidden, NotFound, TooSoon } from '../common/domain-errors';
import { isUuid, newId } from '../common/ids';
import { authConfig } from '../config/auth.config';
import { mailConfig } from '../config/mail.config';
import { LiveService } from '../live';
import { MailService, MailTopics } from '../mail';
import { type BlockState, type User, UserBlocks } from '../users';
import { closedReason, OPEN_CONVERSATION_SQL } from './conversation-closed';
import { CONVERSATION_MAIL_TOPIC, type ConversationParty, newMessageMail } from './conversation-mails';
import { ConversationMessage } from './conversation-message.entity';
import { ConversationReport } from './conversation-report.entity';
import { Conversation } from './conversation.entity';

/** Limits against spam: messages a minute, and new conversations an hour, per account. */
export const MESSAGES_PER_MINUTE = 20;
export const NEW_CONVERSATIONS_PER_HOUR = 10;
/** "My conversations" shows the latest this many. */
export const CONVERSATIONS_LIMIT = 100;
/** A party is mailed of a new message at most once an hour per conversation. */
export const MESSAGE_MAIL_INTERVAL_MS = 3_600_000;
const PREVIEW_LENGTH = 200;

/** The id of the party of `conversation` who is not `userId`. */
function otherPartyOf(conversation: Conversation, userId: string): string {
  return conversation.buyerId === userId ? conversation.sellerId : conversation.buyerId;
}

@Injectable()
export class ConversationsService implements OnModuleInit {
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    @InjectRepository(ConversationMessage) private readonly messages: Repository<ConversationMessage>,
    @InjectRepository(ConversationReport) private readonly reports: Repository<ConversationReport>,
    private readonly products: PublicListings,
    private readonly blocks: UserBlocks,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly mailTopics: MailTopics,
    private readonly live: LiveService,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    @Inject(mailConfig.KEY) private readonly mailSettings: ConfigType<typeof mailConfig>,
  ) {}

  onModuleInit(): void {
    this.mailTopics.register(CONVERSATION_MAIL_TOPIC, (id) => this.whyNoMail(id));
  }

  /**
   * Why a queued mail of a new message in the conversation must not go now: it closed, or either party blocked
   * the other, since the message was written, or its reader has read the thread meanwhile. Null while it may go.
   */
  private async whyNoMail(topicId: string): Promise<string | null> {
    const [conversationId, reader] = topicId.split(':') as [string, ConversationParty | undefined];
    const conversation = await this.withParties()
      .where('conversation.id = :id', { id: conversationId })
      .getOne();
    if (!conversation) return CONVERSATION_MESSAGES.notFound;
    const reason = closedReason(conversation);
    if (reason) return CONVERSATION_CLOSED_MESSAGES[reason];
    const blocked = await this.blocks.between(conversation.buyerId, conversation.sellerId);
    if (blocked) return CONVERSATION_MESSAGES.blocked;
    if (reader && conversation[`${reader}Unread`] === 0) return 'Read on the site before the mail went';
    return null;
  }

  /**
   * A buyer's message about a car: the first starts the conversation, later ones join it. Only about a car anyone
   * may see, not sold, not one's own, and not with a seller either of them blocked.
   */
  async start(buyer: User, productId: string, text: string): Promise<Conversation> {
    const product = await this.products.findOne(productId);
    if (product.authorId === buyer.id) throw new Forbidden(CONVERSATION_MESSAGES.ownCar);
    if (product.sold) throw new Conflict(CONVERSATION_MESSAGES.sold);
    const existing = await this.conversations.findOneBy({ productId: product.id, buyerId: buyer.id });
    if (existing) {
      await this.send(buyer, existing.id, text);
      return this.conversations.findOneByOrFail({ id: existing.id });
    }
    await this.assertMayWrite(buyer.id, product.authorId);
    const startedLastHour = await this.conversations.countBy({
      buyerId: buyer.id,
      createdAt: MoreThan(new Date(Date.now() - 3_600_000)),
    });
    if (startedLastHour >= NEW_CONVERSATIONS_PER_HOUR)
      throw new TooSoon(CONVERSATION_MESSAGES.tooManyConversations);

    const now = new Date();
    const id = newId();
    try {
      await runAllOrNothing(this.dataSource, [
        insertStatement(this.dataSource, Conversation, {
          id,
          createdAt: now,
          updatedAt: now,
          productId: product.id,
          buyerId: buyer.id,
          sellerId: product.authorId,
          lastMessageAt: now,
          lastMessageText: text.slice(0, PREVIEW_LENGTH),
          lastSenderId: buyer.id,
          buyerUnread: 0,
          sellerUnread: 1,
        }),
        this.insertMessage(id, buyer.id, text, now),
      ]);
    } catch (error) {
      // The same buyer's other tab started it a moment ago: the message joins that one.
      if (!isUniqueViolation(error)) throw error;
      return this.start(buyer, productId, text);
    }
    const started = await this.conversations.findOneByOrFail({ id });
    await this.mailOfNewMessage(started, buyer.id, now);
    await this.publishMessage(started);
    return started;
  }

  /**
   * A message from one party to the other; the other's unread count grows in the same statement, which lands only
   * while the conversation is still open. The other is mailed when this message is the first they have not read
   * (see mailOfNewMessage).
   */
  async send(sender: User, conversationId: string, text: string): Promise<ConversationMessage> {
    const conversation = await this.findOwnWithParties(sender, conversationId);
    this.assertOpen(conversation);
    const other = otherPartyOf(conversation, sender.id);
    await this.assertMayWrite(sender.id, other);
    const now = new Date();
    const id = newId();
    const theirUnread = conversation.buyerId === sender.id ? 'sellerUnread' : 'buyerUnread';
    const failedAt = await runAllOrNothing(this.dataSource, [
      this.insertMessage(conversation.id, sender.id, text, now, id),
      {
        sql:
          `UPDATE \`conversations\` SET \`${theirUnread}\` = \`${theirUnread}\` + 1, \`lastMessageAt\` = ?, ` +
          `\`lastMessageText\` = ?, \`lastSenderId\` = ?, \`updatedAt\` = ? WHERE \`id\` = ? AND ${OPEN_CONVERSATION_SQL}`,
        params: [
          sqlDateTime(now),
          text.slice(0, PREVIEW_LENGTH),
          sender.id,
          sqlDateTime(now),
          conversation.id,
        ],
      },
    ]);
    if (failedAt !== -1) {
      // Closed between the read and the write: nothing was written.
      this.assertOpen(await this.withPartiesById(conversation.id));
      throw new NotFound(CONVERSATION_MESSAGES.notFound);
    }
    if (conversation[theirUnread] === 0) await this.mailOfNewMessage(conversation, sender.id, now);
    await this.publishMessage(conversation);
    return this.messages.findOneByOrFail({ id });
  }

  /**
   * Mails the recipient of a message that made the conversation unread for them, unless they were mailed of this
   * conversation in the last hour. The mail and the time it was sent are written together, conditional on that
   * time still being over an hour ago, so two messages at once send one mail. After the message's own commit: the
   * mail is a notice, and a crash in between loses only that notice, never the message.
   */
  private async mailOfNewMessage(conversation: Conversation, senderId: string, now: Date): Promise<void> {
    const mailedAt = conversation.buyerId === senderId ? 'sellerMailedAt' : 'buyerMailedAt';
    const last = conversation[mailedAt];
    if (last && now.getTime() - last.getTime() < MESSAGE_MAIL_INTERVAL_MS) return;
    const full = await this.withPartiesById(conversation.id);
    if (closedReason(full)) return;
    const cutoff = sqlDateTime(new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MS));
    await runAllOrNothing(this.dataSource, [
      {
        sql:
          `UPDATE \`conversations\` SET \`${mailedAt}\` = ? WHERE \`id\` = ? ` +
          `AND (\`${mailedAt}\` IS NULL OR \`${mailedAt}\` < ?)`,
        params: [sqlDateTime(now), conversation.id, cutoff],
      },
      ...this.mail.queueStatements([
        newMessageMail(
          full,
          senderId,
          this.auth.publicUrl,
          new Date(now.getTime() + this.mailSettings.messageMailHoldMs),
        ),
      ]),
    ]);
  }

  /** After the commit: both parties' open pages refetch (the sender's other tabs too). */
  private publishMessage(conversation: Conversation): Promise<void> {
    return this.live.publish([conversation.buyerId, conversation.sellerId], {
      type: 'message',
      conversationId: conversation.id,
    });
  }

  /** The caller's conversations, newest activity first, with their cars and both parties. */
  listFor(user: User): Promise<Conversation[]> {
    return this.withParties()
      .where(
        new Brackets((where) =>
          where.where('conversation.buyerId = :id').orWhere('conversation.sellerId = :id'),
        ),
      )
      .setParameter('id', user.id)
      .orderBy('conversation.lastMessageAt', 'DESC')
      .addOrderBy('conversation.id', 'DESC')
      .limit(CONVERSATIONS_LIMIT)
      .getMany();
  }

  /** How many messages the caller has not read, over every conversation. */
  async unreadCount(user: User): Promise<number> {
    const row = await this.conversations
      .createQueryBuilder('conversation')
      .select(
        'COALESCE(SUM(CASE WHEN conversation.buyerId = :id THEN conversation.buyerUnread ELSE conversation.sellerUnread END), 0)',
        'count',
      )
      .where(
        new Brackets((where) =>
          where.where('conversation.buyerId = :id').orWhere('conversation.sellerId = :id'),
        ),
      )
      .setParameter('id', user.id)
      .getRawOne<{ count: string | number }>();
    return Number(row?.count ?? 0);
  }

  /**
   * One page of a thread, oldest first (the page before `before`, or the latest), and the caller's unread count
   * of the conversation set to 0.
   */
  async readThread(
    user: User,
    conversationId: string,
    before?: string,
  ): Promise<{ conversation: Conversation; messages: ConversationMessage[]; nextBefore: string | null }> {
    const own = await this.getOwn(user, conversationId);
    const newestFirst = await this.messages.find({
      where: { conversationId: own.id, ...(before ? { id: LessThan(before.toLowerCase()) } : {}) },
      order: { id: 'DESC' },
      take: CONVERSATION_PAGE_SIZE + 1,
    });
    const hasOlder = newestFirst.length > CONVERSATION_PAGE_SIZE;
    const page = newestFirst.slice(0, CONVERSATION_PAGE_SIZE).reverse();
    const reader: ConversationParty = own.buyerId === user.id ? 'buyer' : 'seller';
    if (!before) await this.markRead(own, reader);
    const conversation = await this.withPartiesById(own.id);
    return { conversation, messages: page, nextBefore: hasOlder ? (page[0]?.id ?? null) : null };
  }

  /**
   * The reader's unread count set to 0. A mail of a new message still held for them (queued within the hold) will
   * not go (whyNoMail), so it no longer counts toward their one mail an hour: the next message may be mailed.
   */
  private async markRead(conversation: Conversation, reader: ConversationParty): Promise<void> {
    if (conversation[`${reader}Unread`] === 0) return;
    await this.conversations.update({ id: conversation.id }, { [`${reader}Unread`]: 0 });
    const heldSince = new Date(Date.now() - this.mailSettings.messageMailHoldMs);
    await this.conversations.update(
      { id: conversation.id, [`${reader}MailedAt`]: MoreThan(heldSince) },
      { [`${reader}MailedAt`]: null },
    );
  }

  /**
   * The latest messages (oldest first, at most `limit`) between a car's buyer and its seller, for the admins who
   * decide a dispute of their order; none when they never wrote.
   */
  async messagesAbout(
    productId: string,
    buyerId: string,
    limit = CONVERSATION_PAGE_SIZE,
  ): Promise<{ conversation: Conversation; messages: ConversationMessage[] } | null> {
    const conversation = await this.conversations.findOneBy({ productId, buyerId });
    if (!conversation) return null;
    const newestFirst = await this.messages.find({
      where: { conversationId: conversation.id },
      order: { id: 'DESC' },
      take: limit,
    });
    return { conversation, messages: newestFirst.reverse() };
  }

  /** One of the caller's conversations with its car and both parties. */
  async findOwnWithParties(user: User, conversationId: string): Promise<Conversation> {
    return this.withPartiesById((await this.getOwn(user, conversationId)).id);
  }

  /** Who blocked whom between the caller and the other party of each conversation. */
  async blockStates(user: User, conversations: Conversation[]): Promise<Map<string, BlockState>> {
    const others = conversations.map((c) => otherPartyOf(c, user.id));
    const states = await this.blocks.statesWith(user.id, others);
    return new Map(conversations.map((c, index) => [c.id, states.get(others[index]!)!]));
  }

  /** The caller blocks the other party of a conversation (already blocked: nothing changes). */
  async block(user: User, conversationId: string): Promise<void> {
    const conversation = await this.getOwn(user, conversationId);
    await this.blocks.block(user.id, otherPartyOf(conversation, user.id));
    await this.publishChange(conversation);
  }

  async unblock(user: User, conversationId: string): Promise<void> {
    const conversation = await this.getOwn(user, conversationId);
    await this.blocks.unblock(user.id, otherPartyOf(conversation, user.id));
    await this.publishChange(conversation);
  }

  /** The other party's open pages show the blocked state at once. */
  private publishChange(conversation: Conversation): Promise<void> {
    return this.live.publish([conversation.buyerId, conversation.sellerId], {
      type: 'conversation',
      conversationId: conversation.id,
    });
  }

  /** A party asks the admins to look at the conversation; once per party and conversation. */
  /** `details`: what happened, in the reporter's words (empty: none). */
  async report(
    user: User,
    conversationId: string,
    reason: ConversationReportReason,
    details?: string,
  ): Promise<void> {
    const conversation = await this.getOwn(user, conversationId);
    const now = new Date();
    try {
      await this.reports.insert(
        this.reports.create({
          id: newId(),
          createdAt: now,
          updatedAt: now,
          conversationId: conversation.id,
          reporterId: user.id,
          reason,
          details: details || null,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(CONVERSATION_REPORT_MESSAGES.already);
      throw error;
    }
  }

  /** A conversation the caller is a party of; any other (or an unknown id) is not found, so none is revealed. */
  private async getOwn(user: User, conversationId: string): Promise<Conversation> {
    const conversation = isUuid(conversationId)
      ? await this.conversations.findOneBy({ id: conversationId.toLowerCase() })
      : null;
    if (!conversation || (conversation.buyerId !== user.id && conversation.sellerId !== user.id)) {
      throw new NotFound(CONVERSATION_MESSAGES.notFound);
    }
    return conversation;
  }

  /** Refuses a message in a closed conversation, saying why (its car and both parties loaded). */
  private assertOpen(conversation: Conversation): void {
    const reason = closedReason(conversation);
    if (reason) throw new Conflict(CONVERSATION_CLOSED_MESSAGES[reason]);
  }

  private async assertMayWrite(senderId: string, recipientId: string): Promise<void> {
    await this.blocks.assertNoBlock(senderId, recipientId, CONVERSATION_MESSAGES.blocked);
    const lastMinute = await this.messages.countBy({
      senderId,
      createdAt: MoreThan(new Date(Date.now() - 60_000)),
    });
    if (lastMinute >= MESSAGES_PER_MINUTE) throw new TooSoon(CONVERSATION_MESSAGES.tooFast);
  }

  private insertMessage(
    conversationId: string,
    senderId: string,
    text: string,
    at: Date,
    id = newId(),
  ): ConditionalUpdate {
    return insertStatement(this.dataSource, ConversationMessage, {
      id,
      createdAt: at,
      updatedAt: at,
      conversationId,
      senderId,
      text,
    });
  }

  private withPartiesById(id: string): Promise<Conversation> {
    return this.withParties().where('conversation.id = :id', { id }).getOneOrFail();
  }

  private withParties() {
    return this.conversations
      .createQueryBuilder('conversation')
      .innerJoinAndSelect('conversation.product', 'product')
      .innerJoinAndSelect('conversation.buyer', 'buyer')
      .innerJoinAndSelect('conversation.seller', 'seller');
  }
}
