import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Repository, type SelectQueryBuilder } from 'typeorm';
import {
  BUYER_DISPUTE_REASONS,
  DEAL_MESSAGES,
  type DisputeParty,
  type DisputeReason,
  HANDOVER_CONFIRM_DAYS,
  HANDOVER_DEADLINE_DAYS,
  OPEN_DISPUTES_PER_BUYER,
  type RefundReason,
  SELLER_CANCEL_WINDOW_DAYS,
  SELLER_CANCELS_PER_WINDOW,
} from '@usedcars/contract/deals';
import { auditInsert } from '../audit';
import {
  type ConditionalUpdate,
  insertStatement,
  runAllOrNothing,
  sqlDateTime,
} from '../common/all-or-nothing';
import { Conflict, Forbidden, InvalidField, ResourceNotFound, TooSoon } from '../common/domain-errors';
import { isUuid } from '../common/ids';
import { authConfig } from '../config/auth.config';
import { LiveService } from '../live';
import { MailService } from '../mail';
import { NotificationsService } from '../notifications';
import type { User } from '../users';
import { dealMails, type DealNews } from './deal-mails';
import { OrderDispute } from './order-dispute.entity';
import { OrderRefund } from './order-refund.entity';
import { Order } from './order.entity';
import { dealStateCondition, inDealState, ORDER_TRANSITIONS, orderState } from './order-states';

const DAY_MS = 24 * 60 * 60 * 1000;

/** At most this many orders per pass of each sweep (the next pass takes the rest). */
export const SWEEP_BATCH = 100;

/** Who the caller is to the order. */
type Party = DisputeParty;

/**
 * The handover of paid orders, their disputes and the records of their refunds (docs/product-rules.md, "Handover,
 * disputes and refunds"). Every change is one of ORDER_TRANSITIONS, a conditional UPDATE in the same transaction as
 * its records and its notices; the refund itself (the provider's part) is payments' (RefundsService), which writes
 * through the statements here.
 */
@Injectable()
export class OrderDeals {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderDispute) private readonly disputes: Repository<OrderDispute>,
    @InjectRepository(OrderRefund) private readonly refunds: Repository<OrderRefund>,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly live: LiveService,
    private readonly dataSource: DataSource,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /**
   * The seller marks the car handed over: the buyer has HANDOVER_CONFIRM_DAYS to confirm or dispute. When the buyer
   * confirmed first, this completes the deal.
   */
  async handOver(seller: User, orderId: string): Promise<Order> {
    const order = await this.findPaidFor(seller, orderId, 'seller');
    const now = new Date();
    if (inDealState(order, 'paid')) {
      const { from, to } = ORDER_TRANSITIONS.handOver;
      await this.move(
        order,
        from,
        { dealState: to, handedOverAt: now },
        'handed_over',
        now,
        DEAL_MESSAGES.cannotHandOver,
      );
    } else if (inDealState(order, 'received')) {
      const { from, to } = ORDER_TRANSITIONS.confirmReceived;
      await this.move(
        order,
        from,
        { dealState: to, handedOverAt: now, completedAt: now },
        'completed',
        now,
        DEAL_MESSAGES.cannotHandOver,
      );
    } else {
      throw new Conflict(DEAL_MESSAGES.cannotHandOver);
    }
    return this.findForDisplay(order.id);
  }

  /**
   * The buyer confirms they received the car: completes the deal when the seller marked it handed over, otherwise
   * the seller has HANDOVER_CONFIRM_DAYS to mark it or dispute.
   */
  async confirmReceipt(buyer: User, orderId: string): Promise<Order> {
    const order = await this.findPaidFor(buyer, orderId, 'buyer');
    const now = new Date();
    if (inDealState(order, 'paid')) {
      const { from, to } = ORDER_TRANSITIONS.receive;
      await this.move(
        order,
        from,
        { dealState: to, receivedAt: now },
        'received',
        now,
        DEAL_MESSAGES.cannotConfirm,
      );
    } else if (inDealState(order, 'handed_over')) {
      const { from, to } = ORDER_TRANSITIONS.confirmHandedOver;
      await this.move(
        order,
        from,
        { dealState: to, receivedAt: now, completedAt: now },
        'completed',
        now,
        DEAL_MESSAGES.cannotConfirm,
      );
    } else {
      throw new Conflict(DEAL_MESSAGES.cannotConfirm);
    }
    return this.findForDisplay(order.id);
  }

  /**
   * A party disputes the order: the buyer (not as described, or the seller did not show) before the deal completed,
   * with at most OPEN_DISPUTES_PER_BUYER open at a time; the seller only the buyer's confirmation. An admin decides.
   */
  async openDispute(caller: User, orderId: string, reason: DisputeReason, report: string): Promise<Order> {
    const order = await this.findPaidFor(caller, orderId);
    const party: Party = order.customerId === caller.id ? 'buyer' : 'seller';
    const buyerReason = BUYER_DISPUTE_REASONS.includes(reason);
    if (party === 'buyer' && !buyerReason) {
      throw new InvalidField([{ field: 'reason', message: DEAL_MESSAGES.disputeReasonForBuyer }]);
    }
    if (party === 'seller' && buyerReason) {
      throw new InvalidField([{ field: 'reason', message: DEAL_MESSAGES.disputeReasonForSeller }]);
    }
    const { from, to } = party === 'buyer' ? ORDER_TRANSITIONS.buyerDispute : ORDER_TRANSITIONS.sellerDispute;
    if (!inDealState(order, from)) throw new Conflict(DEAL_MESSAGES.cannotDispute);
    if (party === 'buyer') await this.assertDisputeRoom(caller.id);
    const now = new Date();
    const condition = dealStateCondition(from);
    // The buyer's limit is checked again in the UPDATE itself, so concurrent disputes cannot all pass it.
    const limit =
      party === 'buyer'
        ? {
            sql: ' AND (SELECT COUNT(*) FROM `order_disputes` WHERE `openedById` = ? AND `decidedAt` IS NULL) < ?',
            params: [caller.id, OPEN_DISPUTES_PER_BUYER],
          }
        : { sql: '', params: [] };
    const statements = [
      {
        sql: `UPDATE \`orders\` SET \`dealState\` = ?, \`updatedAt\` = ? WHERE \`id\` = ? AND ${condition.sql}${limit.sql}`,
        params: [to, sqlDateTime(now), order.id, ...condition.params, ...limit.params],
      },
      insertStatement(this.dataSource, OrderDispute, {
        orderId: order.id,
        openedById: caller.id,
        openedBy: party,
        reason,
        report,
        openedAt: now,
        answer: null,
        answeredAt: null,
        decidedFor: null,
        decidedById: null,
        decidedAt: null,
      }),
      ...this.newsStatements(order, party === 'buyer' ? 'disputed-by-buyer' : 'disputed-by-seller'),
    ];
    // Concurrent disputes of one buyer lock the same range of order_disputes (the limit's count): MariaDB may
    // roll one back as a deadlock's victim, which runAllOrNothing runs again.
    const failedAt = await runAllOrNothing(this.dataSource, statements);
    if (failedAt !== -1) {
      if (party === 'buyer') await this.assertDisputeRoom(caller.id);
      throw new Conflict(DEAL_MESSAGES.cannotDispute);
    }
    await this.publishTo(order, party === 'buyer' ? 'seller' : 'buyer');
    return this.findForDisplay(order.id);
  }

  /** The other party answers an open dispute, once, before it is decided. */
  async answerDispute(caller: User, orderId: string, answer: string): Promise<Order> {
    const order = await this.findPaidFor(caller, orderId);
    const dispute = await this.disputes.findOneBy({ orderId: order.id });
    if (!dispute || dispute.decidedAt) throw new Conflict(DEAL_MESSAGES.noDispute);
    if (dispute.openedById === caller.id) throw new Forbidden(DEAL_MESSAGES.cannotAnswer);
    const now = new Date();
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql:
          'UPDATE `order_disputes` SET `answer` = ?, `answeredAt` = ? ' +
          'WHERE `orderId` = ? AND `answer` IS NULL AND `decidedAt` IS NULL AND `openedById` <> ?',
        params: [answer, sqlDateTime(now), order.id, caller.id],
      },
    ]);
    if (failedAt !== -1) throw new Conflict(DEAL_MESSAGES.cannotAnswer);
    return this.findForDisplay(order.id);
  }

  /** An admin decides an open dispute for the seller: the deal completes. Audited. */
  async decideForSeller(admin: User, orderId: string): Promise<void> {
    const order = await this.findDisputed(orderId);
    const { from, to } = ORDER_TRANSITIONS.decideForSeller;
    const now = new Date();
    const condition = dealStateCondition(from);
    const failedAt = await runAllOrNothing(this.dataSource, [
      this.decisionStatement(order.id, admin.id, 'seller', now),
      {
        sql:
          'UPDATE `orders` SET `dealState` = ?, `completedAt` = ?, `updatedAt` = ? ' +
          `WHERE \`id\` = ? AND ${condition.sql}`,
        params: [to, sqlDateTime(now), sqlDateTime(now), order.id, ...condition.params],
      },
      auditInsert(
        {
          actorId: admin.id,
          action: 'dispute.decide',
          target: { type: 'order', id: order.id, label: order.product.name },
          before: { state: 'disputed' },
          after: { state: to, decidedFor: 'seller' },
        },
        now,
      ),
      ...this.newsStatements(order, 'decided-for-seller'),
    ]);
    if (failedAt !== -1) throw new Conflict(DEAL_MESSAGES.alreadyDecided);
    await this.publishTo(order, 'both');
  }

  /** The open disputes, oldest first, with the order, its car and both parties. */
  async openDisputes(limit = 200): Promise<Order[]> {
    const open = await this.disputes.find({
      where: { decidedAt: IsNull() },
      order: { openedAt: 'ASC' },
      take: limit,
    });
    if (open.length === 0) return [];
    const orders = await this.withDeal(
      this.orders
        .createQueryBuilder('booking')
        .innerJoinAndSelect('booking.product', 'product')
        .innerJoinAndSelect('product.author', 'author')
        .innerJoinAndSelect('booking.customer', 'customer')
        .where('booking.id IN (:...ids)', { ids: open.map((dispute) => dispute.orderId) }),
    ).getMany();
    const order = new Map(open.map((dispute, index) => [dispute.orderId, index]));
    return orders.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }

  // What payments asks of the handover: the refunds (RefundsService) and the sweeps.

  /** A disputed order, with its car and seller (404 when there is no open dispute on it). */
  async findDisputed(orderId: string): Promise<Order> {
    const order = isUuid(orderId)
      ? await this.orders.findOne({
          where: { id: orderId.toLowerCase(), dealState: 'disputed' },
          relations: { product: { author: true } },
        })
      : null;
    if (!order) throw new ResourceNotFound('Dispute');
    return order;
  }

  /** A paid order of the seller (the caller must be the car's seller), with its car. */
  async findPaidForSeller(seller: User, orderId: string): Promise<Order> {
    return this.findPaidFor(seller, orderId, 'seller');
  }

  /** The order with its car and its seller, whatever its state (null for an unknown id). */
  findWithSeller(orderId: string): Promise<Order | null> {
    return this.orders.findOne({ where: { id: orderId }, relations: { product: { author: true } } });
  }

  /**
   * The statements that start the order's full refund (in the caller's transaction): the order moves to
   * `refunding` from `from` (one of startRefund's), its refund row is inserted (the order's id is its key: a
   * second start fails on either), and, for a seller's cancellation, only while the seller has cancelled fewer
   * than SELLER_CANCELS_PER_WINDOW sales in SELLER_CANCEL_WINDOW_DAYS.
   */
  startRefundStatements(
    order: Order,
    from: 'paid' | 'disputed',
    reason: RefundReason,
    at: Date,
  ): ConditionalUpdate[] {
    const { to } = ORDER_TRANSITIONS.startRefund;
    const condition = dealStateCondition(from);
    const cancelLimit =
      reason === 'seller_canceled'
        ? {
            sql: ' AND (SELECT COUNT(*) FROM `order_refunds` WHERE `sellerId` = ? AND `reason` = ? AND `requestedAt` > ?) < ?',
            params: [
              order.productAuthorId,
              reason,
              sqlDateTime(new Date(at.getTime() - SELLER_CANCEL_WINDOW_DAYS * DAY_MS)),
              SELLER_CANCELS_PER_WINDOW,
            ],
          }
        : { sql: '', params: [] };
    return [
      {
        // The refunded buyer may book the car again once it is back on sale.
        sql:
          'UPDATE `orders` SET `dealState` = ?, `openBookingKey` = NULL, `updatedAt` = ? ' +
          `WHERE \`id\` = ? AND ${condition.sql}${cancelLimit.sql}`,
        params: [to, sqlDateTime(at), order.id, ...condition.params, ...cancelLimit.params],
      },
      insertStatement(this.dataSource, OrderRefund, {
        orderId: order.id,
        sellerId: order.productAuthorId,
        reason,
        paymentIntentId: order.paidIntentId ?? '',
        amountCents: order.priceCents,
        requestedAt: at,
        refundId: null,
        refundedAt: null,
      }),
    ];
  }

  /** An admin's decision for the buyer, as a statement beside the refund's start (the dispute must be open). */
  decisionStatement(orderId: string, adminId: string, decidedFor: Party, at: Date): ConditionalUpdate {
    return {
      sql:
        'UPDATE `order_disputes` SET `decidedFor` = ?, `decidedById` = ?, `decidedAt` = ? ' +
        'WHERE `orderId` = ? AND `decidedAt` IS NULL',
      params: [decidedFor, adminId, sqlDateTime(at), orderId],
    };
  }

  /** Whether the seller may cancel another paid sale now (the limit startRefundStatements holds). */
  async sellerMayCancel(sellerId: string, at: Date): Promise<boolean> {
    const since = new Date(at.getTime() - SELLER_CANCEL_WINDOW_DAYS * DAY_MS);
    const count = await this.refunds
      .createQueryBuilder('refund')
      .where('refund.sellerId = :sellerId AND refund.reason = :reason AND refund.requestedAt > :since', {
        sellerId,
        reason: 'seller_canceled',
        since,
      })
      .getCount();
    return count < SELLER_CANCELS_PER_WINDOW;
  }

  /**
   * The provider refunded the order (`refundId`): the order becomes `refunded` and both parties are told, once
   * (a second call, e.g. the webhook after the call's own answer, changes nothing). False when it was not
   * `refunding`.
   */
  async finishRefund(orderId: string, refundId: string): Promise<boolean> {
    const order = await this.findWithSeller(orderId);
    if (!order || orderState(order) !== 'refunding') return false;
    const refund = await this.refunds.findOneBy({ orderId });
    const { from, to } = ORDER_TRANSITIONS.finishRefund;
    const now = new Date();
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql: 'UPDATE `orders` SET `dealState` = ?, `updatedAt` = ? WHERE `id` = ? AND `dealState` = ?',
        params: [to, sqlDateTime(now), orderId, from],
      },
      {
        sql: 'UPDATE `order_refunds` SET `refundId` = ?, `refundedAt` = ? WHERE `orderId` = ? AND `refundedAt` IS NULL',
        params: [refundId, sqlDateTime(now), orderId],
      },
      ...this.newsStatements(order, 'refunded', refund?.reason),
    ]);
    if (failedAt !== -1) return false;
    await this.publishTo(order, 'both');
    return true;
  }

  /** The id of the order paid by the payment intent, or null. */
  async orderIdPaidBy(paymentIntentId: string): Promise<string | null> {
    const row = await this.orders.findOne({ select: { id: true }, where: { paidIntentId: paymentIntentId } });
    return row?.id ?? null;
  }

  /** The refund row of an order. */
  findRefund(orderId: string): Promise<OrderRefund | null> {
    return this.refunds.findOneBy({ orderId });
  }

  /** The ids of the orders whose refund started and has not finished (the recovery retries them). */
  async idsRefunding(): Promise<string[]> {
    const rows = await this.orders.find({ select: { id: true }, where: { dealState: 'refunding' } });
    return rows.map((row) => row.id);
  }

  /** The paid orders not handed over HANDOVER_DEADLINE_DAYS after payment, as of `now` (the refund sweep's). */
  async idsHandoverOverdue(now: Date): Promise<string[]> {
    const rows = await this.orders
      .createQueryBuilder('booking')
      .select('booking.id', 'id')
      .where("booking.paymentState = 'paid' AND booking.dealState IS NULL AND booking.canceledAt IS NULL")
      .andWhere('booking.paymentDate <= :due', {
        due: new Date(now.getTime() - HANDOVER_DEADLINE_DAYS * DAY_MS),
      })
      .orderBy('booking.paymentDate', 'ASC')
      .limit(SWEEP_BATCH)
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /**
   * Completes the deals whose one-sided confirmation stood HANDOVER_CONFIRM_DAYS without a dispute, as of `now`.
   * Each is its own conditional UPDATE (a dispute or a confirmation that came first wins), so several instances
   * may sweep at once. Answers how many this call completed.
   */
  async completeLapsed(now: Date): Promise<number> {
    const due = new Date(now.getTime() - HANDOVER_CONFIRM_DAYS * DAY_MS);
    const lapsed = await this.orders
      .createQueryBuilder('booking')
      .innerJoinAndSelect('booking.product', 'product')
      .innerJoinAndSelect('product.author', 'author')
      .where("booking.paymentState = 'paid' AND booking.canceledAt IS NULL")
      .andWhere(
        "((booking.dealState = 'handed_over' AND booking.handedOverAt <= :due) OR " +
          "(booking.dealState = 'received' AND booking.receivedAt <= :due))",
        { due },
      )
      .limit(SWEEP_BATCH)
      .getMany();
    let completed = 0;
    for (const order of lapsed) {
      const { from, to } =
        order.dealState === 'handed_over'
          ? ORDER_TRANSITIONS.lapseHandedOver
          : ORDER_TRANSITIONS.lapseReceived;
      const moved = await this.tryMove(order, from, { dealState: to, completedAt: now }, 'completed', now);
      if (moved) completed += 1;
    }
    return completed;
  }

  /** The order as its views show it (car, category, brand, seller, dispute and refund loaded). */
  findForDisplay(orderId: string): Promise<Order> {
    return this.withDeal(
      this.orders
        .createQueryBuilder('booking')
        .innerJoinAndSelect('booking.product', 'product')
        .innerJoinAndSelect('product.category', 'category')
        .innerJoinAndSelect('product.brand', 'brand')
        .innerJoinAndSelect('product.author', 'author')
        .where('booking.id = :id', { id: orderId }),
    ).getOneOrFail();
  }

  /** Loads each order's dispute and refund with it (one query: both are keyed by the order). */
  withDeal(query: SelectQueryBuilder<Order>): SelectQueryBuilder<Order> {
    const alias = query.alias;
    return query
      .leftJoinAndMapOne(`${alias}.dispute`, OrderDispute, 'dispute', `dispute.orderId = ${alias}.id`)
      .leftJoinAndMapOne(`${alias}.refund`, OrderRefund, 'refund', `refund.orderId = ${alias}.id`);
  }

  /** The disputes and refunds of `orders`, attached to them (for lists built elsewhere). */
  async attachDeals(orders: Order[]): Promise<Order[]> {
    const paid = orders.filter((order) => order.paymentState === 'paid').map((order) => order.id);
    if (paid.length === 0) return orders;
    const [disputes, refunds] = await Promise.all([
      this.disputes.findBy({ orderId: In(paid) }),
      this.refunds.findBy({ orderId: In(paid) }),
    ]);
    const disputeOf = new Map(disputes.map((row) => [row.orderId, row]));
    const refundOf = new Map(refunds.map((row) => [row.orderId, row]));
    for (const order of orders) {
      order.dispute = disputeOf.get(order.id) ?? null;
      order.refund = refundOf.get(order.id) ?? null;
    }
    return orders;
  }

  /** The notices (in the app and by mail) of a change of the deal, to whoever it concerns. */
  newsStatements(order: Order, news: DealNews, refundReason?: RefundReason): ConditionalUpdate[] {
    const { notifications, mails } = dealMails(order, news, this.auth.publicUrl, refundReason);
    return [...this.notifications.insertStatements(notifications), ...this.mail.queueStatements(mails)];
  }

  /** Tells the party's (or both parties') open pages that they have a notification. */
  async publishTo(order: Order, to: Party | 'both'): Promise<void> {
    const users = [
      ...(to !== 'seller' ? [order.customerId] : []),
      ...(to !== 'buyer' ? [order.productAuthorId] : []),
    ];
    await this.live.publish(users, { type: 'notification' });
  }

  /** The caller's paid order (as `party`, or either party), with its car and seller; 404 for others' orders. */
  private async findPaidFor(caller: User, orderId: string, party?: Party): Promise<Order> {
    const order = isUuid(orderId)
      ? await this.orders.findOne({
          where: { id: orderId.toLowerCase(), canceledAt: IsNull() },
          relations: { product: { author: true } },
        })
      : null;
    const isBuyer = order?.customerId === caller.id;
    const isSeller = order?.productAuthorId === caller.id;
    if (!order || (!isBuyer && !isSeller)) throw new ResourceNotFound('Order');
    if (party === 'seller' && !isSeller) throw new Forbidden(DEAL_MESSAGES.notSeller);
    if (party === 'buyer' && !isBuyer) throw new Forbidden(DEAL_MESSAGES.notBuyer);
    if (order.paymentState !== 'paid') throw new Conflict(DEAL_MESSAGES.notPaid);
    return order;
  }

  private async assertDisputeRoom(buyerId: string): Promise<void> {
    const open = await this.disputes.countBy({ openedById: buyerId, decidedAt: IsNull() });
    if (open >= OPEN_DISPUTES_PER_BUYER) throw new TooSoon(DEAL_MESSAGES.tooManyDisputes);
  }

  /** One handover transition with its notices; Conflict(`refusal`) when it raced another change. */
  private async move(
    order: Order,
    from: Parameters<typeof dealStateCondition>[0],
    changes: Partial<Pick<Order, 'dealState' | 'handedOverAt' | 'receivedAt' | 'completedAt'>>,
    news: DealNews,
    at: Date,
    refusal: string,
  ): Promise<void> {
    if (!(await this.tryMove(order, from, changes, news, at))) throw new Conflict(refusal);
  }

  private async tryMove(
    order: Order,
    from: Parameters<typeof dealStateCondition>[0],
    changes: Partial<Pick<Order, 'dealState' | 'handedOverAt' | 'receivedAt' | 'completedAt'>>,
    news: DealNews,
    at: Date,
  ): Promise<boolean> {
    const condition = dealStateCondition(from);
    const entries = Object.entries(changes);
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql:
          `UPDATE \`orders\` SET ${entries.map(([column]) => `\`${column}\` = ?`).join(', ')}, \`updatedAt\` = ? ` +
          `WHERE \`id\` = ? AND ${condition.sql}`,
        params: [
          ...entries.map(([, value]) => (value instanceof Date ? sqlDateTime(value) : (value as string))),
          sqlDateTime(at),
          order.id,
          ...condition.params,
        ],
      },
      ...this.newsStatements(order, news),
    ]);
    if (failedAt !== -1) return false;
    await this.publishTo(order, 'both');
    return true;
  }
}
