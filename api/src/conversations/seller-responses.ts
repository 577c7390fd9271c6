import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  SELLER_RESPONSE_HOURS,
  SELLER_RESPONSE_MIN_CONVERSATIONS,
  SELLER_RESPONSE_WINDOW_DAYS,
} from '@usedcars/contract/types';
import { In, Repository } from 'typeorm';
import { UserBlocks } from '../users';
import { ConversationMessage } from './conversation-message.entity';
import { ConversationReport } from './conversation-report.entity';
import { Conversation } from './conversation.entity';

const DAY_MS = 86_400_000;
const ANSWER_MS = SELLER_RESPONSE_HOURS * 3_600_000;
/** At most this many conversations are read for one seller: a figure over the latest ones is as telling. */
const CONVERSATIONS_READ = 1000;

/** How a seller answers buyers: null figures when too few conversations tell (see SellerProfile). */
export interface ResponseFigures {
  rate: number | null;
  medianSeconds: number | null;
}

/**
 * A seller's response rate and typical response time, from the conversations about their cars. Only what a buyer
 * could not stack against a seller counts: one conversation per buyer (the first in the window), none with a buyer
 * either side blocked or that the seller reported, and no unanswered one younger than the answer time.
 */
@Injectable()
export class SellerResponses {
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    @InjectRepository(ConversationMessage) private readonly messages: Repository<ConversationMessage>,
    @InjectRepository(ConversationReport) private readonly reports: Repository<ConversationReport>,
    private readonly blocks: UserBlocks,
  ) {}

  async of(sellerId: string, now = new Date()): Promise<ResponseFigures> {
    const since = new Date(now.getTime() - SELLER_RESPONSE_WINDOW_DAYS * DAY_MS);
    // From IDX_conversations_seller_last: a conversation started in the window was last written in it too.
    const started = await this.conversations
      .createQueryBuilder('conversation')
      .select(['conversation.id', 'conversation.buyerId', 'conversation.createdAt'])
      .where('conversation.sellerId = :sellerId AND conversation.lastMessageAt >= :since', {
        sellerId,
        since,
      })
      .andWhere('conversation.createdAt >= :since', { since })
      .orderBy('conversation.createdAt', 'DESC')
      .limit(CONVERSATIONS_READ)
      .getMany();
    if (started.length < SELLER_RESPONSE_MIN_CONVERSATIONS) return { rate: null, medianSeconds: null };

    const buyerIds = [...new Set(started.map((conversation) => conversation.buyerId))];
    const [blocked, reported] = await Promise.all([
      this.blocks.blockedAmong(sellerId, buyerIds),
      this.reports
        .find({
          select: { conversationId: true },
          where: { reporterId: sellerId, conversationId: In(started.map((c) => c.id)) },
        })
        .then((rows) => new Set(rows.map((row) => row.conversationId))),
    ]);
    // Oldest first, so each buyer's first conversation in the window is the one kept.
    const firstOfBuyer = new Map<string, Conversation>();
    for (const conversation of [...started].reverse()) {
      if (blocked.has(conversation.buyerId) || reported.has(conversation.id)) continue;
      if (!firstOfBuyer.has(conversation.buyerId)) firstOfBuyer.set(conversation.buyerId, conversation);
    }
    const counted = [...firstOfBuyer.values()];
    if (counted.length < SELLER_RESPONSE_MIN_CONVERSATIONS) return { rate: null, medianSeconds: null };

    const firsts = await this.firstMessages(counted, sellerId);
    const delays: number[] = [];
    let judged = 0;
    let inTime = 0;
    for (const conversation of counted) {
      const asked = firsts.get(`${conversation.id}:${conversation.buyerId}`);
      const answered = firsts.get(`${conversation.id}:${sellerId}`);
      if (!asked) continue;
      const delay = answered && answered >= asked ? answered.getTime() - asked.getTime() : null;
      // Unanswered and asked less than the answer time ago: not yet late, not judged.
      if (delay === null && now.getTime() - asked.getTime() < ANSWER_MS) continue;
      judged += 1;
      if (delay !== null) {
        delays.push(delay);
        if (delay <= ANSWER_MS) inTime += 1;
      }
    }
    if (judged < SELLER_RESPONSE_MIN_CONVERSATIONS) return { rate: null, medianSeconds: null };
    return {
      rate: Math.round((inTime / judged) * 100) / 100,
      medianSeconds: delays.length > 0 ? Math.round(median(delays) / 1000) : null,
    };
  }

  /** When each party first wrote in each conversation: `conversationId:senderId` -> time. */
  private async firstMessages(conversations: Conversation[], sellerId: string): Promise<Map<string, Date>> {
    // Message ids are UUID v7, in time order: the smallest of a sender in a thread is their first message.
    const rows = await this.messages
      .createQueryBuilder('message')
      .select('MIN(message.id)', 'id')
      .where('message.conversationId IN (:...ids)', { ids: conversations.map((c) => c.id) })
      .andWhere('message.senderId IN (:...senders)', {
        senders: [sellerId, ...new Set(conversations.map((c) => c.buyerId))],
      })
      .groupBy('message.conversationId')
      .addGroupBy('message.senderId')
      .getRawMany<{ id: string }>();
    if (rows.length === 0) return new Map();
    const firsts = await this.messages.find({
      select: { id: true, conversationId: true, senderId: true, createdAt: true },
      where: { id: In(rows.map((row) => row.id)) },
    });
    return new Map(
      firsts.map((message) => [`${message.conversationId}:${message.senderId}`, message.createdAt]),
    );
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
