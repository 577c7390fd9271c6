import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { REVIEW_MESSAGES, REVIEW_PAGE_SIZE_DEFAULT, type ReviewStatus } from '@usedcars/contract/reviews';
import { DataSource, Repository, type SelectQueryBuilder } from 'typeorm';
import { auditInsert } from '../audit';
import { runAllOrNothing, sqlDateTime } from '../common/all-or-nothing';
import { isUniqueViolation } from '../common/database-errors';
import { Conflict, Forbidden, NotFound } from '../common/domain-errors';
import { isUuid, newId } from '../common/ids';
import { type Page, type Paging, pageWindow } from '../common/page-query';
import { authConfig } from '../config/auth.config';
import { CatalogEvents } from '../events';
import { MailService } from '../mail';
import { NotificationsService } from '../notifications';
import { dealStateCondition, inDealState, OrdersService } from '../orders';
import { type User, UserBlocks, UsersService } from '../users';
import { Review } from './review.entity';
import { reviewAnsweredNotification, reviewReceivedMail, reviewReceivedNotification } from './review-notices';
import type { AnswerReviewDto, CreateReviewDto } from './dto/review.dto';

/**
 * Buyers' reviews of sellers (docs/product-rules.md, "Reviews"). Only a completed deal gives the right to review,
 * once, and only to its buyer: so one account's reviews are bounded by the deals it really made. The seller's
 * rating is kept on their account (users' `ratingStatement`) in the same transaction as each review written or
 * hidden, and `seller.changed` tells the catalog, whose cards show it.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly blocks: UserBlocks,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly events: CatalogEvents,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /**
   * The caller reviews the seller of their own completed order. Another buyer's order is "not found" alike, so
   * nothing tells which orders exist. The row is written only while the order still is the caller's completed
   * deal (re-checked in the INSERT), and the unique key on the order keeps concurrent posts to one review.
   */
  async create(caller: User, dto: CreateReviewDto): Promise<Review> {
    const order = await this.orders.findWithCarAndSeller(dto.orderId);
    if (!order || order.customerId !== caller.id) throw new NotFound(REVIEW_MESSAGES.orderNotFound);
    // A completed deal (docs/product-rules.md, "Reviews"): the order's state table says when.
    if (!inDealState(order, 'completed')) throw new Conflict(REVIEW_MESSAGES.notCompleted);
    if (order.productAuthor.deletedAt) throw new Conflict(REVIEW_MESSAGES.sellerClosed);
    if (await this.reviews.existsBy({ orderId: order.id }))
      throw new Conflict(REVIEW_MESSAGES.alreadyReviewed);
    // A block does not stop a review of a deal both made (a seller could otherwise block to escape it), but
    // nothing of it reaches the seller while either blocked the other: it is on the public page only.
    const blocked = (await this.blocks.blockedAmong(caller.id, [order.productAuthorId])).size > 0;
    const now = new Date();
    const id = newId();
    const time = sqlDateTime(now);
    const completed = dealStateCondition('completed', 'o');
    let failedAt: number;
    try {
      failedAt = await runAllOrNothing(this.dataSource, [
        {
          sql:
            'INSERT INTO `reviews` (`id`, `createdAt`, `updatedAt`, `orderId`, `sellerId`, `reviewerId`, `stars`, `text`) ' +
            'SELECT ?, ?, ?, `o`.`id`, `o`.`productAuthorId`, `o`.`customerId`, ?, ? FROM `orders` `o` ' +
            `WHERE \`o\`.\`id\` = ? AND \`o\`.\`customerId\` = ? AND ${completed.sql}`,
          params: [id, time, time, dto.stars, dto.text, order.id, caller.id, ...completed.params],
        },
        this.users.ratingStatement(order.productAuthorId, 1, dto.stars, now),
        ...(blocked
          ? []
          : this.notifications.insertStatements([reviewReceivedNotification(order, dto.stars)])),
        ...(blocked
          ? []
          : this.mail.queueStatements([reviewReceivedMail(order, dto.stars, this.auth.publicUrl)])),
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(REVIEW_MESSAGES.alreadyReviewed);
      throw error;
    }
    if (failedAt !== -1) throw new Conflict(REVIEW_MESSAGES.notCompleted);
    await this.events.publish({ type: 'seller.changed', userId: order.productAuthorId });
    return this.getOne(id);
  }

  /** The reviewed seller answers once, in public; the buyer is told in the app (unless either blocked the other). */
  async answer(caller: User, id: string, dto: AnswerReviewDto): Promise<Review> {
    const review = await this.findOne(id);
    if (!review) throw new NotFound(REVIEW_MESSAGES.notFound);
    if (review.sellerId !== caller.id) throw new Forbidden(REVIEW_MESSAGES.notYourReview);
    if (review.hiddenAt) throw new Conflict(REVIEW_MESSAGES.hiddenReview);
    if (review.answer !== null) throw new Conflict(REVIEW_MESSAGES.alreadyAnswered);
    const tell =
      !review.reviewer.deletedAt &&
      (await this.blocks.blockedAmong(caller.id, [review.reviewerId])).size === 0;
    const now = sqlDateTime(new Date());
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql:
          'UPDATE `reviews` SET `answer` = ?, `answeredAt` = ?, `updatedAt` = ? ' +
          'WHERE `id` = ? AND `sellerId` = ? AND `answer` IS NULL AND `hiddenAt` IS NULL',
        params: [dto.text, now, now, review.id, caller.id],
      },
      ...(tell
        ? this.notifications.insertStatements([
            reviewAnsweredNotification(review.reviewerId, caller.displayName, review.order.product.name),
          ])
        : []),
    ]);
    if (failedAt !== -1) {
      const current = await this.getOne(review.id);
      throw new Conflict(current.hiddenAt ? REVIEW_MESSAGES.hiddenReview : REVIEW_MESSAGES.alreadyAnswered);
    }
    return this.getOne(review.id);
  }

  /**
   * An admin hides a review, with a reason, once: it leaves the public list and the seller's rating, in the same
   * transaction as its audit entry. A second admin (even at the same moment) is told another hid it first.
   */
  async hide(admin: User, id: string, reason: string): Promise<void> {
    const review = await this.findOne(id);
    if (!review) throw new NotFound(REVIEW_MESSAGES.notFound);
    if (review.hiddenAt) throw new Conflict(REVIEW_MESSAGES.alreadyHidden);
    const now = new Date();
    const time = sqlDateTime(now);
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql:
          'UPDATE `reviews` SET `hiddenAt` = ?, `hiddenReason` = ?, `hiddenById` = ?, `updatedAt` = ? ' +
          'WHERE `id` = ? AND `hiddenAt` IS NULL',
        params: [time, reason, admin.id, time, review.id],
      },
      this.users.ratingStatement(review.sellerId, -1, -review.stars, now),
      auditInsert(
        {
          actorId: admin.id,
          action: 'review.hide',
          target: {
            type: 'review',
            id: review.id,
            label: `${review.stars}★ by ${review.reviewer.displayName} of ${review.seller.displayName}`,
          },
          before: { hidden: false },
          after: { hidden: true, reason },
        },
        now,
      ),
    ]);
    if (failedAt !== -1) throw new Conflict(REVIEW_MESSAGES.alreadyHidden);
    await this.events.publish({ type: 'seller.changed', userId: review.sellerId });
  }

  /** A seller's visible reviews, newest first (the public profile). */
  async publicOf(sellerId: string, paging: Paging): Promise<Page<Review>> {
    const { offset, limit } = pageWindow(paging, REVIEW_PAGE_SIZE_DEFAULT);
    const [items, total] = await this.withParts()
      .where('review.sellerId = :sellerId AND review.hiddenAt IS NULL', { sellerId })
      .orderBy('review.createdAt', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { items, total };
  }

  /** Every review of the seller's deals, hidden ones too (their console), newest first. */
  async ofSeller(sellerId: string, paging: Paging): Promise<Page<Review>> {
    const { offset, limit } = pageWindow(paging, REVIEW_PAGE_SIZE_DEFAULT);
    const [items, total] = await this.withParts()
      .where('review.sellerId = :sellerId', { sellerId })
      .orderBy('review.createdAt', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { items, total };
  }

  /** The caller's own reviews as a buyer, newest first: one per completed order, so a short list. */
  byReviewer(reviewerId: string): Promise<Review[]> {
    return this.withParts()
      .where('review.reviewerId = :reviewerId', { reviewerId })
      .orderBy('review.createdAt', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .getMany();
  }

  /** The admins' list: visible reviews newest first, or hidden ones latest hidden first. */
  async adminList(status: ReviewStatus, paging: Paging): Promise<Page<Review>> {
    const { offset, limit } = pageWindow(paging, REVIEW_PAGE_SIZE_DEFAULT);
    const [items, total] = await this.withParts()
      .innerJoinAndSelect('review.seller', 'seller')
      .leftJoinAndSelect('review.hiddenBy', 'hiddenBy')
      .where(status === 'visible' ? 'review.hiddenAt IS NULL' : 'review.hiddenAt IS NOT NULL')
      .orderBy(status === 'visible' ? 'review.createdAt' : 'review.hiddenAt', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { items, total };
  }

  private findOne(id: string): Promise<Review | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.withParts()
      .innerJoinAndSelect('review.seller', 'seller')
      .where('review.id = :id', { id: id.toLowerCase() })
      .getOne();
  }

  private async getOne(id: string): Promise<Review> {
    const review = await this.findOne(id);
    if (!review) throw new NotFound(REVIEW_MESSAGES.notFound);
    return review;
  }

  /** The reviewer and the deal's car in the same query: no N+1. */
  private withParts(): SelectQueryBuilder<Review> {
    return this.reviews
      .createQueryBuilder('review')
      .innerJoinAndSelect('review.reviewer', 'reviewer')
      .innerJoinAndSelect('review.order', 'deal')
      .innerJoinAndSelect('deal.product', 'product');
  }
}
